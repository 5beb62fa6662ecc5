import { describe, expect, it } from 'vitest';
import { AuthFailure } from '../../web/src/features/auth/api/auth-failure';
import {
  initialSignInState,
  nextStepFor,
  signInFlowReducer,
  type EmailProbeOutcome,
  type SignInAction,
  type SignInState,
} from '../../web/src/features/auth/sign-in-steps';

const email = 'olivia@example.com';

function run(actions: SignInAction[], state: SignInState = initialSignInState()): SignInState {
  return actions.reduce(signInFlowReducer, state);
}

/** The e-mail step's probe settles; the page holds the invitation link's token unless told otherwise. */
function probed(outcome: EmailProbeOutcome, withInvitationToken = true): SignInState {
  return run([
    { type: 'emailChanged', email },
    { type: 'probeStarted', email },
    { type: 'probeSettled', email, outcome, withInvitationToken },
  ]);
}

const invitationMessage = 'This invitation link is not valid or has expired. Ask your agent to send a new one.';
const linkMissingMessage =
  'You have been invited: open the link in your invitation e-mail to create your account. If you cannot find it, ask your agent to send it again.';

describe('the outcome table of document 1 §4.3', () => {
  it.each<[string, EmailProbeOutcome, string]>([
    [
      "user not found, e-mail whitelisted (and the link's token at hand)",
      { kind: 'userNotFound', invite: 'invited' },
      'signUp',
    ],
    ['user not found, not whitelisted', { kind: 'userNotFound', invite: 'notInvited' }, 'waitListAccepted'],
    [
      'user not found, whitelist check fails, already on the waitlist',
      { kind: 'userNotFound', invite: 'checkFailed', onWaitlist: true },
      'waitListExists',
    ],
    [
      'user not found, whitelist check fails, not on the waitlist',
      { kind: 'userNotFound', invite: 'checkFailed', onWaitlist: false },
      'waitList',
    ],
    ['new-password-required challenge', { kind: 'newPasswordRequired' }, 'newPassword'],
    ['user not confirmed', { kind: 'userNotConfirmed' }, 'verificationCode'],
    ['not authorized (the user exists)', { kind: 'notAuthorized' }, 'signIn'],
  ])('%s → %s', (_, outcome, step) => {
    expect(nextStepFor(outcome as Exclude<EmailProbeOutcome, { kind: 'failed' }>)).toBe(step);
    expect(probed(outcome)).toMatchObject({ step, email, probing: false });
  });

  it("says 'The e-mail already exists in the waitlist.' in the warning colour on waitListExists", () => {
    expect(probed({ kind: 'userNotFound', invite: 'checkFailed', onWaitlist: true }).notice).toEqual({
      tone: 'warning',
      text: 'The e-mail already exists in the waitlist.',
    });
  });

  it('stays on the email step and shows why when the probe fails', () => {
    const state = probed({ kind: 'failed', failure: new AuthFailure('Http429', 'Too many attempts.') });
    expect(state).toMatchObject({
      step: 'email',
      probing: false,
      notice: { tone: 'warning', text: 'Too many attempts.' },
    });
  });

  it('shows an archived account in red (NotAuthorizedException, DECISIONS row 24)', () => {
    const failure = new AuthFailure(
      'NotAuthorizedException',
      'This account has been archived. Please contact your agent.',
    );
    expect(probed({ kind: 'failed', failure }).notice?.tone).toBe('error');
  });
});

describe('the invitation link (issue 11: an invited address signs up only with its token)', () => {
  it('stays on the email step and sends an invited address without a token to its invitation e-mail (QA 66c L5)', () => {
    expect(probed({ kind: 'userNotFound', invite: 'invited' }, false)).toMatchObject({
      step: 'email',
      probing: false,
      notice: { tone: 'warning', text: linkMissingMessage },
    });
  });

  it('says the link is not valid when the page held one, refused since', () => {
    const settled = signInFlowReducer(initialSignInState(email), {
      type: 'probeSettled',
      email,
      outcome: { kind: 'userNotFound', invite: 'invited' },
      withInvitationToken: false,
      linkRefused: true,
    });
    expect(settled).toMatchObject({ step: 'email', notice: { tone: 'warning', text: invitationMessage } });
  });

  it('goes back to the email step with that message, and drops the password, when the trigger refuses the token', () => {
    const signUp = run(
      [{ type: 'passwordChanged', password: 'Welcome-home-2026!' }, { type: 'submitted' }],
      probed({ kind: 'userNotFound', invite: 'invited' }),
    );
    expect(signUp.step).toBe('signUp');

    expect(signInFlowReducer(signUp, { type: 'invitationRefused' })).toMatchObject({
      step: 'email',
      email,
      password: '',
      submitting: false,
      notice: { tone: 'warning', text: invitationMessage },
    });
  });
});

describe('changing the e-mail', () => {
  it('returns to the email step and clears the password', () => {
    const signIn = run([{ type: 'passwordChanged', password: 'Secret-1!' }], probed({ kind: 'notAuthorized' }));
    expect(signIn).toMatchObject({ step: 'signIn', password: 'Secret-1!' });

    const changed = signInFlowReducer(signIn, { type: 'emailChanged', email: 'other@example.com' });
    expect(changed).toMatchObject({ step: 'email', email: 'other@example.com', password: '', notice: null });
  });

  it('ignores the answer of a probe for an address the user has since changed', () => {
    const state = run([
      { type: 'emailChanged', email },
      { type: 'probeStarted', email },
      { type: 'emailChanged', email: 'olivia@example.co' },
      { type: 'probeSettled', email, outcome: { kind: 'notAuthorized' } },
    ]);
    expect(state).toMatchObject({ step: 'email', email: 'olivia@example.co' });
  });

  it('leaves the password step usable when the debounced probe fires after Next already moved on', () => {
    // Next's probe settles first; the 300 ms timer's probe of the same address starts and settles
    // after that. The Sign In button must not stay busy (it did: a CI run waited 30 s on it).
    const state = run([
      { type: 'emailChanged', email },
      { type: 'probeStarted', email },
      { type: 'probeSettled', email, outcome: { kind: 'notAuthorized' }, withInvitationToken: false },
      { type: 'probeStarted', email },
    ]);
    expect(state.step).toBe('signIn');
    expect(state.probing).toBe(false);
    const settled = signInFlowReducer(
      { ...state, probing: true },
      { type: 'probeSettled', email, outcome: { kind: 'notAuthorized' }, withInvitationToken: false },
    );
    expect(settled.probing).toBe(false);
  });

  it("goes back to an empty email step on 'This is not me'", () => {
    expect(signInFlowReducer(probed({ kind: 'notAuthorized' }), { type: 'notMe' })).toEqual(initialSignInState());
  });
});

describe('the steps after the e-mail', () => {
  it('signIn: a new-password challenge leads to newPassword, an unconfirmed user to verificationCode', () => {
    const signIn = probed({ kind: 'notAuthorized' });
    expect(run([{ type: 'submitted' }, { type: 'newPasswordRequired' }], signIn).step).toBe('newPassword');
    expect(run([{ type: 'submitted' }, { type: 'confirmationRequired' }], signIn).step).toBe('verificationCode');
  });

  it('signIn: NotAuthorizedException in red, other failures in the warning colour', () => {
    const signIn = run([{ type: 'submitted' }], probed({ kind: 'notAuthorized' }));
    const wrong = signInFlowReducer(signIn, {
      type: 'failed',
      failure: new AuthFailure('NotAuthorizedException', 'Incorrect username or password.'),
    });
    expect(wrong).toMatchObject({
      submitting: false,
      notice: { tone: 'error', text: 'Incorrect username or password.' },
    });
    const other = signInFlowReducer(signIn, {
      type: 'failed',
      failure: new AuthFailure('LimitExceededException', 'Slow down'),
    });
    expect(other.notice).toEqual({ tone: 'warning', text: 'Slow down' });
  });

  it('signUp leads to verificationCode, with the green "code is sent" message', () => {
    const state = run(
      [{ type: 'submitted' }, { type: 'signedUp' }],
      probed({ kind: 'userNotFound', invite: 'invited' }),
    );
    expect(state).toMatchObject({
      step: 'verificationCode',
      notice: { tone: 'success', text: 'The confirmation code is sent. Please check your email inbox' },
    });
  });

  it('verificationCode leads to signIn with the green VERIFICATION_CONFIRMED message; resend says CONFIRMATION_SENT', () => {
    const verification = probed({ kind: 'userNotConfirmed' });
    expect(run([{ type: 'submitted' }, { type: 'codeResent' }], verification).notice).toEqual({
      tone: 'success',
      text: 'The confirmation code is sent. Please check your email inbox',
    });
    expect(run([{ type: 'submitted' }, { type: 'verified' }], verification)).toMatchObject({
      step: 'signIn',
      notice: { tone: 'success', text: 'The Verification code was confirmed. Please sign in!' },
    });
  });

  it('keeps a green message through the probe of the same address', () => {
    const start = { ...initialSignInState(email), notice: { tone: 'success' as const, text: 'confirmed' } };
    const state = run(
      [
        { type: 'probeStarted', email },
        { type: 'probeSettled', email, outcome: { kind: 'notAuthorized' } },
      ],
      start,
    );
    expect(state).toMatchObject({ step: 'signIn', notice: { text: 'confirmed' } });
  });

  it('waitList leads to waitListAccepted, or to waitListExists when the address is already on it', () => {
    const waitList = probed({ kind: 'userNotFound', invite: 'checkFailed', onWaitlist: false });
    expect(run([{ type: 'submitted' }, { type: 'waitlistJoined' }], waitList).step).toBe('waitListAccepted');
    expect(run([{ type: 'submitted' }, { type: 'waitlistExists' }], waitList)).toMatchObject({
      step: 'waitListExists',
      notice: { text: 'The e-mail already exists in the waitlist.' },
    });
  });
});
