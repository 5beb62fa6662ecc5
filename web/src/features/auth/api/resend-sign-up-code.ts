import { loadCognitoSignIn } from '../../../lib/auth-session';
import { toAuthFailure } from './auth-failure';

/** Sends the sign-up code again (locally too: the proxy in front of cognito-local adds it). */
export async function resendSignUpCodeTo(email: string): Promise<void> {
  const { resendSignUpCode } = await loadCognitoSignIn();
  try {
    await resendSignUpCode({ username: email });
  } catch (error) {
    throw toAuthFailure(error);
  }
}
