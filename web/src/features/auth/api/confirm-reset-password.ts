import { loadCognitoSignIn } from '../../../lib/auth-session';
import { toAuthFailure } from './auth-failure';

/** Sets the new password with the e-mailed code. */
export async function confirmPasswordReset(email: string, code: string, password: string): Promise<void> {
  const { confirmResetPassword } = await loadCognitoSignIn();
  try {
    await confirmResetPassword({ username: email, confirmationCode: code, newPassword: password });
  } catch (error) {
    throw toAuthFailure(error);
  }
}
