import { loadCognitoSignIn } from '../../../lib/auth-session';
import { toAuthFailure } from './auth-failure';

/** Confirms the sign-up with the e-mailed code; the user pool then creates the profile. */
export async function confirmSignUpCode(email: string, code: string): Promise<void> {
  const { confirmSignUp } = await loadCognitoSignIn();
  try {
    await confirmSignUp({ username: email, confirmationCode: code });
  } catch (error) {
    throw toAuthFailure(error);
  }
}
