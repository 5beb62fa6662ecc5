import { setKeepsSession } from '../../../lib/session-persistence';
import { loadCognitoSignIn } from '../../../lib/auth-session';
import { AuthFailure, authCodes, toAuthFailure } from './auth-failure';
import { markNewPasswordChallenge } from '../pending-challenge';

/**
 * Signs in with e-mail and password. cognito-local supports only USER_PASSWORD_AUTH, and the
 * real user pool client enables it too (DESIGN "Known facts"), so both worlds use one flow.
 * `remember` keeps the session beyond this tab (DECISIONS row 29). Throws AuthFailure; a
 * new-password challenge is the spec's NEW_PASSWORD_REQUIRED failure.
 */
export async function signInWithPassword(email: string, password: string, remember = true): Promise<void> {
  const { chooseSessionStore } = await loadCognitoSignIn();
  setKeepsSession(remember);
  chooseSessionStore(remember);
  try {
    await attempt(email, password);
  } catch (error) {
    const failure = toAuthFailure(error);
    if (failure.code !== authCodes.alreadySignedIn) throw failure;
    // A stale session the API no longer accepts: drop it and try once more.
    const { signOut } = await loadCognitoSignIn();
    await signOut();
    await attempt(email, password).catch((retryError: unknown) => {
      throw toAuthFailure(retryError);
    });
  }
}

async function attempt(email: string, password: string): Promise<void> {
  const { signIn } = await loadCognitoSignIn();
  const { isSignedIn, nextStep } = await signIn({
    username: email,
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  if (isSignedIn) return;
  if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
    markNewPasswordChallenge(email);
    throw new AuthFailure(authCodes.newPasswordRequired, 'New Password Required');
  }
  if (nextStep.signInStep === 'CONFIRM_SIGN_UP') {
    throw new AuthFailure(authCodes.userNotConfirmed, 'User is not confirmed.');
  }
  throw new AuthFailure(nextStep.signInStep, 'This sign-in step is not supported yet.');
}

/** Starts loading Amplify's sign-in code, so the Sign In button does not wait for it. */
export function preloadSignIn(): void {
  void loadCognitoSignIn().catch(() => {
    // Retried, and reported, by the sign-in itself.
  });
}
