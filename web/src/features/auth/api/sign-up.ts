import { loadCognitoSignIn } from '../../../lib/auth-session';
import { toAuthFailure } from './auth-failure';

export interface SignUpDetails {
  name: string;
  email: string;
  password: string;
}

/**
 * Creates the account in the user pool; its pre-sign-up trigger refuses an address without
 * an invitation (UserLambdaValidationException, shown as "not invited"). Answers whether the
 * e-mail still needs its confirmation code.
 */
export async function signUpWithEmail({ name, email, password }: SignUpDetails): Promise<{ needsCode: boolean }> {
  const { signUp } = await loadCognitoSignIn();
  try {
    const { nextStep } = await signUp({
      username: email,
      password,
      options: { userAttributes: { email, name } },
    });
    return { needsCode: nextStep.signUpStep === 'CONFIRM_SIGN_UP' };
  } catch (error) {
    throw toAuthFailure(error);
  }
}
