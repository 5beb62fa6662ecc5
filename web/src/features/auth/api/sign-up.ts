import { invitationTokenMetadataKey } from '@shared/auth-invitation';
import { loadCognitoSignIn } from '../../../lib/auth-session';
import { toAuthFailure } from './auth-failure';

export interface SignUpDetails {
  name: string;
  email: string;
  password: string;
  /** The invitation link's token for this address (DECISIONS row 33), when the page has one. */
  invitationToken?: string;
}

/**
 * Creates the account in the user pool. The invitation's token goes as ClientMetadata (which
 * Cognito and cognito-local both hand to the pre-sign-up trigger); the trigger refuses an
 * address without an invitation or without its token (UserLambdaValidationException, shown in
 * the product's words by toAuthFailure). Answers whether the e-mail still needs its code.
 */
export async function signUpWithEmail({
  name,
  email,
  password,
  invitationToken,
}: SignUpDetails): Promise<{ needsCode: boolean }> {
  const { signUp } = await loadCognitoSignIn();
  try {
    const { nextStep } = await signUp({
      username: email,
      password,
      options: {
        userAttributes: { email, name },
        ...(invitationToken && { clientMetadata: { [invitationTokenMetadataKey]: invitationToken } }),
      },
    });
    return { needsCode: nextStep.signUpStep === 'CONFIRM_SIGN_UP' };
  } catch (error) {
    throw toAuthFailure(error);
  }
}
