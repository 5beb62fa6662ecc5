import { loadCognitoSignIn } from '../../../lib/auth-session';
import { toAuthFailure } from './auth-failure';

/** "Forgot password": Cognito e-mails a code to the address. */
export async function requestPasswordReset(email: string): Promise<void> {
  const { resetPassword } = await loadCognitoSignIn();
  try {
    await resetPassword({ username: email });
  } catch (error) {
    throw toAuthFailure(error);
  }
}
