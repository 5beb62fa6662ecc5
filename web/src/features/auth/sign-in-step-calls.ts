import { authCodes, toAuthFailure } from './api/auth-failure';
import { signInWithPassword } from './api/sign-in';
import { signUpWithEmail } from './api/sign-up';
import { forgetRememberedEmail, rememberEmail } from './remembered-email';
import type { SignInAction } from './sign-in-steps';

/*
 * The calls of the sign-in card's two longest steps, apart from React: each answers what the
 * state machine does next, or 'signedIn'. A failure the card shows as a notice is thrown.
 */

export type StepOutcome = 'signedIn' | SignInAction;

/** The password step: signed in, or the challenge Cognito answered (document 1 §4.3). */
export async function passwordStep(email: string, password: string, remember: boolean): Promise<StepOutcome> {
  try {
    await signInWithPassword(email, password, remember);
  } catch (error) {
    const failure = toAuthFailure(error);
    if (failure.code === authCodes.newPasswordRequired) return { type: 'newPasswordRequired' };
    if (failure.code === authCodes.userNotConfirmed) return { type: 'confirmationRequired' };
    throw failure;
  }
  if (remember) rememberEmail(email);
  else forgetRememberedEmail();
  return 'signedIn';
}

export interface SignUpStepInput {
  name: string;
  email: string;
  password: string;
  /** The invitation link's token for this address. */
  invitationToken: string | undefined;
}

/**
 * The sign-up step: on to the code, or signed in when the address needs none (document 1
 * §4.4); back to the e-mail step when the pre-sign-up trigger refuses the link's token.
 */
export async function signUpStep({ name, email, password, invitationToken }: SignUpStepInput): Promise<StepOutcome> {
  let needsCode: boolean;
  try {
    ({ needsCode } = await signUpWithEmail({ name, email, password, ...(invitationToken && { invitationToken }) }));
  } catch (error) {
    const failure = toAuthFailure(error);
    if (failure.code === authCodes.invitationInvalid) return { type: 'invitationRefused' };
    throw failure;
  }
  // The verification page finds the address here after a reload (document 1 §4.4).
  rememberEmail(email);
  if (needsCode) return { type: 'signedUp' };
  await signInWithPassword(email, password);
  return 'signedIn';
}
