import { loadCognitoSignIn } from '../../../lib/auth-session';
import { clearNewPasswordChallenge } from '../pending-challenge';
import { AuthFailure, toAuthFailure } from './auth-failure';

/** Answers the new-password challenge of the sign-in in progress; signed in afterwards. */
export async function completeNewPassword(password: string): Promise<void> {
  const { confirmSignIn } = await loadCognitoSignIn();
  let result;
  try {
    result = await confirmSignIn({ challengeResponse: password });
  } catch (error) {
    throw toAuthFailure(error);
  }
  if (!result.isSignedIn) throw new AuthFailure(result.nextStep.signInStep, 'This sign-in step is not supported yet.');
  clearNewPasswordChallenge();
}
