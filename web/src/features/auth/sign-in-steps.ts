import { isWrongCredentials, refusedFieldOf, type AuthFailure } from './api/auth-failure';
import { notices } from './notices';

/**
 * The multi-step sign-in of document 1 §2.5 and §4.3, as a pure state machine: the page's
 * hook feeds it the e-mail probe's outcomes and the answers of each step's call.
 */
export const signInSteps = [
  'email',
  'signIn',
  'signUp',
  'newPassword',
  'verificationCode',
  'waitList',
  'waitListAccepted',
  'waitListExists',
] as const;
export type SignInStep = (typeof signInSteps)[number];

/** The whitelist check's three answers (`GET /invite/{id}`, see api/check-invite.ts). */
export type InviteCheck = 'invited' | 'notInvited' | 'checkFailed';

/** What trying the e-mail with a dummy password told us, with the look-ups that followed. */
export type EmailProbeOutcome =
  | { kind: 'userNotFound'; invite: InviteCheck; onWaitlist?: boolean }
  | { kind: 'newPasswordRequired' }
  | { kind: 'userNotConfirmed' }
  | { kind: 'notAuthorized' }
  /** Anything else (network, rate limit, an archived account): stay, and say why. */
  | { kind: 'failed'; failure: AuthFailure };

/** The outcome table of document 1 §4.3, row by row. */
export function nextStepFor(outcome: Exclude<EmailProbeOutcome, { kind: 'failed' }>): SignInStep {
  switch (outcome.kind) {
    case 'userNotFound':
      if (outcome.invite === 'invited') return 'signUp';
      if (outcome.invite === 'notInvited') return 'waitListAccepted';
      return outcome.onWaitlist ? 'waitListExists' : 'waitList';
    case 'newPasswordRequired':
      return 'newPassword';
    case 'userNotConfirmed':
      return 'verificationCode';
    case 'notAuthorized':
      return 'signIn';
  }
}

export interface SignInNotice {
  /** error: red (wrong credentials); warning: everything else; success: green confirmations. */
  tone: 'error' | 'warning' | 'success';
  text: string;
  /** The field the failure refuses: its message is shown there, not under the form (QA 53b L7). */
  field?: 'verificationCode';
}

export interface SignInState {
  step: SignInStep;
  email: string;
  /** Kept here so that changing the e-mail can clear it (document 1 §4.3). */
  password: string;
  notice: SignInNotice | null;
  /** The e-mail probe is running for `email`. */
  probing: boolean;
  /** A step's own call is running. */
  submitting: boolean;
}

export type SignInAction =
  | { type: 'emailChanged'; email: string }
  | { type: 'passwordChanged'; password: string }
  | { type: 'probeStarted'; email: string }
  /**
   * `withInvitationToken`: the page holds the invitation link's token for this address;
   * `linkRefused`: it held a link, refused since (resent, expired, used).
   */
  | {
      type: 'probeSettled';
      email: string;
      outcome: EmailProbeOutcome;
      withInvitationToken?: boolean;
      linkRefused?: boolean;
    }
  | { type: 'notMe' }
  | { type: 'submitted' }
  | { type: 'failed'; failure: AuthFailure }
  | { type: 'signedIn' }
  | { type: 'newPasswordRequired' }
  | { type: 'confirmationRequired' }
  | { type: 'signedUp' }
  /** The pre-sign-up trigger refused the invitation link's token. */
  | { type: 'invitationRefused' }
  | { type: 'verified' }
  | { type: 'codeResent' }
  | { type: 'waitlistJoined' }
  | { type: 'waitlistExists' };

export function initialSignInState(email = ''): SignInState {
  return { step: 'email', email, password: '', notice: null, probing: false, submitting: false };
}

function failureNotice(failure: AuthFailure): SignInNotice {
  return {
    tone: isWrongCredentials(failure) ? 'error' : 'warning',
    text: failure.message,
    ...refusedFieldOf(failure),
  };
}

function keptNotice(state: SignInState): SignInNotice | null {
  return state.notice?.tone === 'success' ? state.notice : null;
}

const stepNotice: Partial<Record<SignInStep, SignInNotice>> = {
  waitListExists: { tone: 'warning', text: notices.waitlistExists },
};

const invitationNotice: SignInNotice = { tone: 'warning', text: notices.invitationInvalid };
const linkMissingNotice: SignInNotice = { tone: 'warning', text: notices.invitationLinkMissing };

export function signInFlowReducer(state: SignInState, action: SignInAction): SignInState {
  switch (action.type) {
    case 'emailChanged':
      // A new address starts over: back to the first step, and the password goes.
      if (action.email === state.email) return state;
      return { ...initialSignInState(action.email) };
    case 'passwordChanged':
      return { ...state, password: action.password };
    case 'probeStarted':
      // A green confirmation (e.g. "code confirmed, please sign in") outlives the probe.
      // Only on the e-mail step: a debounced probe that fires after Next has moved on would
      // otherwise leave the next step's button busy, with no answer left to clear it.
      return action.email === state.email && state.step === 'email'
        ? { ...state, probing: true, notice: keptNotice(state) }
        : state;
    case 'probeSettled': {
      // An answer for a step already left is of no use, and nothing is being probed any more.
      if (state.step !== 'email') return state.probing ? { ...state, probing: false } : state;
      // An answer about an address the user has since changed is of no use either.
      if (action.email !== state.email) return state;
      if (action.outcome.kind === 'failed') {
        return { ...state, probing: false, notice: failureNotice(action.outcome.failure) };
      }
      const step = nextStepFor(action.outcome);
      // An invited address signs up only with its link's token (issue 11): without one, the
      // sign-up would be refused, so the e-mail step says so before a password is typed.
      if (step === 'signUp' && !action.withInvitationToken) {
        // A link refused is not valid; no link at all is to be found in the invitation e-mail (QA 66c L5).
        return { ...state, probing: false, notice: action.linkRefused ? invitationNotice : linkMissingNotice };
      }
      return { ...state, probing: false, step, notice: stepNotice[step] ?? keptNotice(state) };
    }
    case 'notMe':
      return initialSignInState();
    case 'submitted':
      return { ...state, submitting: true, notice: null };
    case 'failed':
      return { ...state, submitting: false, notice: failureNotice(action.failure) };
    case 'signedIn':
      return { ...state, submitting: false, notice: null };
    case 'newPasswordRequired':
      return { ...state, submitting: false, step: 'newPassword', password: '', notice: null };
    case 'confirmationRequired':
      return { ...state, submitting: false, step: 'verificationCode', password: '', notice: null };
    case 'signedUp':
      return {
        ...state,
        submitting: false,
        step: 'verificationCode',
        password: '',
        notice: { tone: 'success', text: notices.confirmationSent },
      };
    case 'invitationRefused':
      return { ...state, submitting: false, step: 'email', password: '', notice: invitationNotice };
    case 'verified':
      return {
        ...state,
        submitting: false,
        step: 'signIn',
        password: '',
        notice: { tone: 'success', text: notices.verificationConfirmed },
      };
    case 'codeResent':
      return { ...state, submitting: false, notice: { tone: 'success', text: notices.confirmationSent } };
    case 'waitlistJoined':
      return { ...state, submitting: false, step: 'waitListAccepted', notice: null };
    case 'waitlistExists':
      return { ...state, submitting: false, step: 'waitListExists', notice: stepNotice.waitListExists! };
  }
}
