import { ApiError } from '../../../lib/api-client';
import { loadCognitoSignIn } from '../../../lib/auth-session';
import { webConfig } from '../../../lib/web-config';
import type { EmailProbeOutcome } from '../sign-in-steps';
import { AuthFailure, authCodes, toAuthFailure } from './auth-failure';
import { checkInvite } from './check-invite';
import { isOnWaitlist } from './check-waitlist';

/**
 * The e-mail step's probe (document 1 §4.3): the address is tried with a dummy password and
 * Cognito's answer says whether it has an account and in which state (DECISIONS row 28
 * keeps this flow; the API look-ups that follow are rate-limited).
 */
type CognitoAnswer = Exclude<EmailProbeOutcome['kind'], 'failed'>;

/**
 * Cognito's answer to a wrong password. Cognito (existence errors on, infra/constructs/
 * user-auth.ts) says UserNotFoundException for an unknown address and NotAuthorizedException
 * for a wrong password; cognito-local says NotAuthorizedException for an unknown address and
 * InvalidPasswordException for a wrong password. A disabled (archived) user is a failure.
 */
export function classifyProbeFailure(failure: AuthFailure, onCognitoLocal: boolean): CognitoAnswer | undefined {
  switch (failure.code) {
    case authCodes.userNotFound:
      return 'userNotFound';
    case authCodes.invalidPassword:
      return 'notAuthorized';
    case authCodes.userNotConfirmed:
      return 'userNotConfirmed';
    case authCodes.newPasswordRequired:
      return 'newPasswordRequired';
    case authCodes.notAuthorized:
      if (/archived|disabled/i.test(failure.message)) return undefined;
      return onCognitoLocal ? 'userNotFound' : 'notAuthorized';
    default:
      return undefined;
  }
}

/** Long, random and never anyone's password. */
function dummyPassword(): string {
  return `Probe-${crypto.randomUUID()}-0!`;
}

async function tryDummyPassword(email: string): Promise<CognitoAnswer | AuthFailure> {
  const { signIn, signOut } = await loadCognitoSignIn();
  const attempt = () =>
    signIn({ username: email, password: dummyPassword(), options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  try {
    let result;
    try {
      result = await attempt();
    } catch (error) {
      if (toAuthFailure(error).code !== authCodes.alreadySignedIn) throw error;
      // A stale session in this browser: drop it, the page is for signing in anew.
      await signOut();
      result = await attempt();
    }
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'newPasswordRequired';
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'userNotConfirmed';
    return new AuthFailure(result.nextStep.signInStep, 'This sign-in step is not supported yet.');
  } catch (error) {
    return toAuthFailure(error);
  }
}

export async function probeEmail(email: string): Promise<EmailProbeOutcome> {
  const answer = await tryDummyPassword(email);
  if (answer instanceof AuthFailure) {
    const kind = classifyProbeFailure(answer, Boolean(webConfig().userPoolEndpoint));
    if (!kind) return { kind: 'failed', failure: answer };
    if (kind !== 'userNotFound') return { kind };
  } else if (answer !== 'userNotFound') {
    return { kind: answer };
  }
  try {
    const invite = await checkInvite(email);
    if (invite !== 'checkFailed') return { kind: 'userNotFound', invite };
    return { kind: 'userNotFound', invite, onWaitlist: await isOnWaitlist(email) };
  } catch (error) {
    const message = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
    return { kind: 'failed', failure: new AuthFailure('LookupFailed', message) };
  }
}
