import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFailure } from '../../web/src/features/auth/api/auth-failure';
import { confirmSignUpCode } from '../../web/src/features/auth/api/confirm-sign-up';
import { joinWaitlist } from '../../web/src/features/auth/api/join-waitlist';
import { probeEmail } from '../../web/src/features/auth/api/probe-email';
import { resendSignUpCodeTo } from '../../web/src/features/auth/api/resend-sign-up-code';
import { signInWithPassword } from '../../web/src/features/auth/api/sign-in';
import { signUpWithEmail } from '../../web/src/features/auth/api/sign-up';
import { SignInCard } from '../../web/src/features/auth/components/sign-in-card';
import { rememberedEmail, rememberEmail } from '../../web/src/features/auth/remembered-email';
import type { EmailProbeOutcome } from '../../web/src/features/auth/sign-in-steps';
import { renderWithRouter } from './render';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import { invitationLinkRefusedCode } from '@shared/contract/user/error-codes';
import * as apiClient from '../../web/src/lib/api-client';
import * as signInApi from '../../web/src/features/auth/api/sign-in';
import * as probeEmailApi from '../../web/src/features/auth/api/probe-email';
import * as signUpApi from '../../web/src/features/auth/api/sign-up';
import * as confirmSignUpApi from '../../web/src/features/auth/api/confirm-sign-up';
import * as resendSignUpCodeApi from '../../web/src/features/auth/api/resend-sign-up-code';
import * as joinWaitlistApi from '../../web/src/features/auth/api/join-waitlist';

// The forms fetch their rules (zod) on first use; on a busy machine the first transform of
// that module outlasts the 1 s that findBy waits. Loaded once here, the forms get it at once.
beforeAll(
  () =>
    Promise.all([
      import('../../web/src/features/auth/form-checks'),
      // The card's step fields load after it (sign-in-card.tsx): transformed here, they come at once.
      import('../../web/src/features/auth/components/sign-in-step-fields'),
    ]),
  60_000,
);

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(signInApi, 'signInWithPassword').mockImplementation(() => undefined as never);
  vi.spyOn(signInApi, 'preloadSignIn').mockImplementation(() => undefined as never);
  vi.spyOn(probeEmailApi, 'probeEmail').mockImplementation(() => undefined as never);
  vi.spyOn(signUpApi, 'signUpWithEmail').mockImplementation(() => undefined as never);
  vi.spyOn(confirmSignUpApi, 'confirmSignUpCode').mockImplementation(() => undefined as never);
  vi.spyOn(resendSignUpCodeApi, 'resendSignUpCodeTo').mockImplementation(() => undefined as never);
  vi.spyOn(joinWaitlistApi, 'joinWaitlist').mockImplementation(() => undefined as never);
  // The API answers only the invitation's name here. Unless a test says otherwise the look-up
  // fails (no network): the page then asks for the name, as it does without a link.
  invitedNameAnswers(new TypeError('Failed to fetch'));
});

/** The API's answer to a token that is not the invitation's current one (resent, expired, used). */
const noInvitation = () =>
  new ApiError(404, { message: 'No invitation for this e-mail address.', code: invitationLinkRefusedCode });

/** What `POST /invite/{id}/name` answers: the name, or the error it fails with; any other call fails the test. */
function invitedNameAnswers(answer: { firstName: string; lastName: string } | Error) {
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(async (path?: string) => {
    if (!path?.endsWith('/name')) throw new Error(`No call to ${path} was expected`);
    if (answer instanceof Error) throw answer;
    return answer as never;
  });
}

function probeAnswers(outcome: EmailProbeOutcome) {
  vi.mocked(probeEmail).mockResolvedValue(outcome);
}

beforeEach(() => probeAnswers({ kind: 'notAuthorized' }));
afterEach(() => vi.resetAllMocks());

const hannahsLink = { email: 'hannah.lee@example.com', token: 'k3y-of-hannahs-invitation_0123456789abcdef' };
const invitationMessage = 'This invitation link is not valid or has expired. Ask your agent to send a new one.';

function renderCard(options: { initialEmail?: string; invitation?: typeof hannahsLink } = {}) {
  const onSignedIn = vi.fn();
  const onReturnToWebsite = vi.fn();
  renderWithRouter(<SignInCard {...options} onSignedIn={onSignedIn} onReturnToWebsite={onReturnToWebsite} />);
  return { onSignedIn, onReturnToWebsite };
}

async function enterEmail(email: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

async function type(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label, { exact: true }), { target: { value } });
}

describe('the sign-in page', () => {
  it('is labelled BETA', async () => {
    renderCard();
    expect(await screen.findByText('BETA')).toBeTruthy();
  });

  it('checks the e-mail with the shared rule before trying it', async () => {
    renderCard();
    await enterEmail('');
    expect(await screen.findByText('Email is Required')).toBeTruthy();
    await enterEmail('olivia@');
    expect(await screen.findByText('Please, enter a valid email address')).toBeTruthy();
    expect(probeEmail).not.toHaveBeenCalled();
  });

  it('puts the focus on the field a step refuses, whose message a screen reader then reads (QA 48c M8)', async () => {
    renderCard();
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'olivia@' } });
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.click(next);
    await screen.findByText('Please, enter a valid email address');
    expect(document.activeElement).toBe(email);

    await enterEmail('olivia@example.com');
    const signIn = await screen.findByRole('button', { name: 'Sign In' });
    signIn.focus();
    fireEvent.click(signIn);
    await screen.findByText('Password is required');
    expect(document.activeElement).toBe(screen.getByLabelText('Password', { exact: true }));
  });

  it("keeps the e-mail editable on the password step, and 'This is not me' clears it and forgets it", async () => {
    rememberEmail('olivia@example.com');
    const onNotMe = vi.fn();
    renderWithRouter(
      <SignInCard
        initialEmail={rememberedEmail()}
        onSignedIn={vi.fn()}
        onReturnToWebsite={vi.fn()}
        onNotMe={onNotMe}
      />,
    );
    await enterEmail('Olivia@Example.com');
    await screen.findByLabelText('Password', { exact: true });
    fireEvent.click(screen.getByRole('button', { name: 'This is not me' }));

    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(rememberedEmail()).toBe('');
    expect(onNotMe).toHaveBeenCalledOnce();
  });

  it('carries the address to the reset page from "Forgot your password?" (QA 45c L4: it had to be typed again)', async () => {
    renderCard();
    await enterEmail('olivia@example.com');
    const link = await screen.findByRole('link', { name: 'Forgot your password?' });
    expect(link.getAttribute('href')).toBe('/reset-password?e=olivia%40example.com');
  });

  it('signs in, remembers the e-mail (never the password) and moves on', async () => {
    vi.mocked(signInWithPassword).mockResolvedValue();
    const { onSignedIn } = renderCard();
    await enterEmail('olivia@example.com');
    await type('Password', 'Passw0rd!');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(signInWithPassword).toHaveBeenCalledWith('olivia@example.com', 'Passw0rd!', true);
    expect(rememberedEmail()).toBe('olivia@example.com');
    expect(JSON.stringify({ ...localStorage })).not.toContain('Passw0rd!');
  });

  it('forgets the e-mail and keeps the session to this tab without "Remember me" (DECISIONS row 29)', async () => {
    rememberEmail('olivia@example.com');
    vi.mocked(signInWithPassword).mockResolvedValue();
    const { onSignedIn } = renderCard({ initialEmail: 'olivia@example.com' });
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await type('Password', 'Passw0rd!');
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(signInWithPassword).toHaveBeenCalledWith('olivia@example.com', 'Passw0rd!', false);
    expect(rememberedEmail()).toBe('');
  });

  it('asks for the password before calling Cognito, and shows NotAuthorizedException in red', async () => {
    vi.mocked(signInWithPassword).mockRejectedValue(
      new AuthFailure('NotAuthorizedException', 'Incorrect username or password.'),
    );
    renderCard();
    await enterEmail('olivia@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(signInWithPassword).not.toHaveBeenCalled();

    await type('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Incorrect username or password.');
    expect(alert.getAttribute('data-tone')).toBe('error');
  });

  it('signs up an invited address with its link, with the spec messages, and asks for the code', async () => {
    probeAnswers({ kind: 'userNotFound', invite: 'invited' });
    vi.mocked(signUpWithEmail).mockResolvedValue({ needsCode: true });
    renderCard({ invitation: hannahsLink });
    await enterEmail('Hannah.Lee@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');

    await type('Full name', 'Hannah Lee');
    await type('Password', 'Welcome-home-2026!');
    await type('Confirm password', 'Welcome-home-2027!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Passwords must match')).toBeTruthy();

    await type('Confirm password', 'Welcome-home-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByLabelText('Verification code')).toBeTruthy();
    expect(signUpWithEmail).toHaveBeenCalledWith({
      name: 'Hannah Lee',
      email: 'hannah.lee@example.com',
      password: 'Welcome-home-2026!',
      invitationToken: hannahsLink.token,
    });
  });

  it("shows the name the inviter typed in the sign-up's Full name, asked for with the link's token, and signs up with it", async () => {
    invitedNameAnswers({ firstName: 'Hannah', lastName: 'Lee' });
    probeAnswers({ kind: 'userNotFound', invite: 'invited' });
    vi.mocked(signUpWithEmail).mockResolvedValue({ needsCode: true });
    renderCard({ invitation: hannahsLink });
    await enterEmail('hannah.lee@example.com');

    expect(((await screen.findByLabelText('Full name')) as HTMLInputElement).value).toBe('Hannah Lee');
    // Nothing left to type in it: the focus is on the password.
    expect(document.activeElement).toBe(screen.getByLabelText('Password', { exact: true }));
    expect(sendRequest).toHaveBeenCalledWith(
      '/invite/hannah.lee%40example.com/name',
      expect.objectContaining({ method: 'POST', body: { token: hannahsLink.token } }),
    );
    await type('Password', 'Welcome-home-2026!');
    await type('Confirm password', 'Welcome-home-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByLabelText('Verification code')).toBeTruthy();
    expect(signUpWithEmail).toHaveBeenCalledWith(expect.objectContaining({ name: 'Hannah Lee' }));
  });

  it("keeps a name typed on the sign-up step before the inviter's arrives", async () => {
    let answer!: (name: { firstName: string; lastName: string }) => void;
    vi.mocked(sendRequest).mockReturnValue(new Promise((resolve) => (answer = resolve as never)));
    probeAnswers({ kind: 'userNotFound', invite: 'invited' });
    renderCard({ invitation: hannahsLink });
    await enterEmail('hannah.lee@example.com');
    await type('Full name', 'Hannah Lee-Park');
    await act(async () => answer({ firstName: 'Hannah', lastName: 'Lee' }));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Hannah Lee-Park');
  });

  it('moves on to the password when the name arrives after the sign-up step drew, the focus still in Full name', async () => {
    let answer!: (name: { firstName: string; lastName: string }) => void;
    vi.mocked(sendRequest).mockReturnValue(new Promise((resolve) => (answer = resolve as never)));
    probeAnswers({ kind: 'userNotFound', invite: 'invited' });
    renderCard({ invitation: hannahsLink });
    await enterEmail('hannah.lee@example.com');
    const name = await screen.findByLabelText('Full name');
    await vi.waitFor(() => expect(document.activeElement).toBe(name));

    await act(async () => answer({ firstName: 'Hannah', lastName: 'Lee' }));

    await vi.waitFor(() => expect((name as HTMLInputElement).value).toBe('Hannah Lee'));
    expect(document.activeElement).toBe(screen.getByLabelText('Password', { exact: true }));
  });

  it("never asks for the name of an address that is not the link's", async () => {
    probeAnswers({ kind: 'userNotFound', invite: 'invited' });
    renderCard({ invitation: hannahsLink, initialEmail: 'mateo.silva@example.com' });
    await enterEmail('mateo.silva@example.com');
    await screen.findByRole('alert');

    expect(sendRequest).not.toHaveBeenCalled();
  });

  it('sends an invited address with no token here to its own invitation e-mail, on the e-mail step (QA 66c L5)', async () => {
    probeAnswers({ kind: 'userNotFound', invite: 'invited' });
    renderCard({ invitation: hannahsLink });
    // Another invited address than the link's: its token is Hannah's alone.
    await enterEmail('mateo.silva@example.com');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have been invited: open the link in your invitation e-mail to create your account. If you cannot find it, ask your agent to send it again.',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });

  // QA 64 M1: a resent or expired link asked for a password, and said so only once refused.
  it("says at once that the link is not valid when the name look-up refuses the link's token, and asks no password", async () => {
    invitedNameAnswers(noInvitation());
    let answer!: (outcome: EmailProbeOutcome) => void;
    vi.mocked(probeEmail).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCard({ invitation: hannahsLink, initialEmail: hannahsLink.email });
    await enterEmail(hannahsLink.email);
    await vi.waitFor(() => expect(sendRequest).toHaveBeenCalled());
    await act(async () => answer({ kind: 'userNotFound', invite: 'invited' }));

    expect((await screen.findByRole('alert')).textContent).toBe(invitationMessage);
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.queryByLabelText('Password', { exact: true })).toBeNull();
  });

  it('leaves the sign-up step for the e-mail step with the message when the refusal of the token comes after it', async () => {
    let refuse!: (error: Error) => void;
    vi.mocked(sendRequest).mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    probeAnswers({ kind: 'userNotFound', invite: 'invited' });
    renderCard({ invitation: hannahsLink });
    await enterEmail(hannahsLink.email);
    await type('Password', 'Welcome-home-2026!');

    await act(async () => refuse(noInvitation()));

    expect((await screen.findByRole('alert')).textContent).toBe(invitationMessage);
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe(hannahsLink.email);
    // That is the address's answer: the page does not probe it again by itself.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(probeEmail).toHaveBeenCalledOnce();
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it.each([
    ['no network', new TypeError('Failed to fetch')],
    ['a server failure', new ApiError(503, { message: 'Our service did not answer. Please try again in a moment.' })],
    ['too many look-ups', new ApiError(429, { message: 'Too many attempts. Please try again later.' })],
    // A front end deployed ahead of its API: the gateway's own 404 says nothing of the link.
    ["the gateway's 404 of a route it does not mount", new ApiError(404, { message: 'Not Found' })],
  ])('keeps the sign-up step, the name to type, when the name look-up fails with %s', async (_, failure) => {
    invitedNameAnswers(failure);
    probeAnswers({ kind: 'userNotFound', invite: 'invited' });
    renderCard({ invitation: hannahsLink });
    await enterEmail(hannahsLink.email);

    const name = (await screen.findByLabelText('Full name')) as HTMLInputElement;
    await vi.waitFor(() => expect(sendRequest).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Full name')).toBe(name);
    expect(name.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("signs in an address whose link is used, the name look-up's refusal notwithstanding", async () => {
    invitedNameAnswers(noInvitation());
    renderCard({ invitation: hannahsLink });
    await enterEmail(hannahsLink.email);

    expect(await screen.findByLabelText('Password', { exact: true })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("goes back to the e-mail step with the message when the pool refuses the link's token", async () => {
    probeAnswers({ kind: 'userNotFound', invite: 'invited' });
    vi.mocked(signUpWithEmail).mockRejectedValue(new AuthFailure('InvitationInvalid', invitationMessage));
    renderCard({ invitation: hannahsLink });
    await enterEmail('hannah.lee@example.com');
    await type('Full name', 'Hannah Lee');
    await type('Password', 'Welcome-home-2026!');
    await type('Confirm password', 'Welcome-home-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect((await screen.findByRole('alert')).textContent).toBe(invitationMessage);
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('hannah.lee@example.com');
    // The refusal is the answer: the page does not probe the address again by itself.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(probeEmail).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert').textContent).toBe(invitationMessage);
  });

  it('verifies the code, resends it on request, and then asks to sign in', async () => {
    probeAnswers({ kind: 'userNotConfirmed' });
    vi.mocked(resendSignUpCodeTo).mockResolvedValue();
    vi.mocked(confirmSignUpCode).mockResolvedValue();
    renderCard();
    await enterEmail('hannah.lee@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification code is required!')).toBeTruthy();
    expect(screen.getByText('We e-mailed you a verification code. Enter it to confirm your address.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The confirmation code is sent. Please check your email inbox',
    );
    // Said once, by the spec's notice (QA 77b L5).
    expect(screen.queryByText('We e-mailed you a verification code. Enter it to confirm your address.')).toBeNull();

    await type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByText('The Verification code was confirmed. Please sign in!')).dataset.tone).toBe(
      'success',
    );
    expect(confirmSignUpCode).toHaveBeenCalledWith('hannah.lee@example.com', '123456');
    expect(screen.getByLabelText('Password', { exact: true })).toBeTruthy();
  });

  it('goes back to the e-mail step with the message when the code confirms a sign-up whose invitation was withdrawn (review 67 L10)', async () => {
    probeAnswers({ kind: 'userNotConfirmed' });
    // Cognito's answer when the post-confirmation trigger undid the sign-up.
    vi.mocked(confirmSignUpCode).mockRejectedValue(
      Object.assign(new Error(`PostConfirmation failed with error ${invitationMessage}.`), {
        name: 'UserLambdaValidationException',
      }),
    );
    renderCard();
    await enterEmail('hannah.lee@example.com');
    await type('Verification code', '123456');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));

    expect((await screen.findByRole('alert')).textContent).toBe(invitationMessage);
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  // QA 53b L7: a wrong code was said under the Verify button, tied to no field.
  it("shows a refused code on the code's field, which takes the focus", async () => {
    probeAnswers({ kind: 'userNotConfirmed' });
    vi.mocked(confirmSignUpCode).mockRejectedValue(
      new AuthFailure('CodeMismatchException', 'Invalid verification code provided, please try again.'),
    );
    renderCard();
    await enterEmail('hannah.lee@example.com');
    await type('Verification code', '000000');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));

    const field = screen.getByLabelText('Verification code');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Invalid verification code provided, please try again.',
    );
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('joins the waitlist, thanks, and returns to the website', async () => {
    probeAnswers({ kind: 'userNotFound', invite: 'checkFailed', onWaitlist: false });
    vi.mocked(joinWaitlist).mockResolvedValue('joined');
    const { onReturnToWebsite } = renderCard();
    await enterEmail('new.person@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Join our waitlist' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Return to website' }));
    expect(joinWaitlist).toHaveBeenCalledWith('new.person@example.com');
    expect(onReturnToWebsite).toHaveBeenCalledOnce();
  });

  it('disables the submit on waitListExists and says why', async () => {
    probeAnswers({ kind: 'userNotFound', invite: 'checkFailed', onWaitlist: true });
    renderCard();
    await enterEmail('grace.kim@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail already exists in the waitlist.');
    expect((screen.getByRole('button', { name: 'Join our waitlist' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
