import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFailure } from '../../web/src/features/auth/api/auth-failure';
import { signUpWithEmail } from '../../web/src/features/auth/api/sign-up';
import { SignUpForm } from '../../web/src/features/auth/components/sign-up-form';
import { reenableAfterMs } from '../../web/src/features/auth/hooks/use-auth-submit';
import { rememberedEmail } from '../../web/src/features/auth/remembered-email';
import { renderWithRouter } from './render';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import { invitationLinkRefusedCode } from '@shared/contract/user/error-codes';
import * as apiClient from '../../web/src/lib/api-client';

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

vi.mock('../../web/src/features/auth/api/sign-up', () => ({ signUpWithEmail: vi.fn() }));
// The invitation's name: the look-up fails (not a 404) unless a test says otherwise.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockRejectedValue(new Error('No invitation for this e-mail address.'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
});

async function fill() {
  const type = async (label: string, value: string) =>
    fireEvent.change(await screen.findByLabelText(label, { exact: true }), { target: { value } });
  await type('Full name', 'Hannah Lee');
  await type('Email', 'Hannah.Lee@example.com');
  await type('Password', 'Welcome-home-2026!');
  await type('Confirm password', 'Welcome-home-2026!');
}

describe('the sign-up page (document 1 §4.4)', () => {
  it('stores the e-mail and goes on to the verification when a code is needed', async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue({ needsCode: true });
    const onSignedUp = vi.fn();
    renderWithRouter(<SignUpForm onSignedUp={onSignedUp} />);
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    await vi.waitFor(() => expect(onSignedUp).toHaveBeenCalledWith(true));
    expect(rememberedEmail()).toBe('hannah.lee@example.com');
  });

  it('re-enables the submit button 1 second after a submission', async () => {
    vi.mocked(signUpWithEmail).mockRejectedValue(
      new AuthFailure('UserLambdaValidationException', 'This e-mail address has not been invited yet.'),
    );
    renderWithRouter(<SignUpForm onSignedUp={vi.fn()} />);
    await fill();
    vi.useFakeTimers();
    const button = screen.getByRole('button', { name: 'Sign Up' }) as HTMLButtonElement;
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(button.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('This e-mail address has not been invited yet.');
    await act(() => vi.advanceTimersByTimeAsync(reenableAfterMs - 1));
    expect(button.disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button.disabled).toBe(false);
  });

  it("prefills the invitation link's address and sends its token with the sign-up", async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue({ needsCode: true });
    const onSignedUp = vi.fn();
    const token = 'k3y-of-hannahs-invitation_0123456789abcdef';
    renderWithRouter(<SignUpForm onSignedUp={onSignedUp} invitation={{ email: 'hannah.lee@example.com', token }} />);
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('hannah.lee@example.com');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    await vi.waitFor(() => expect(onSignedUp).toHaveBeenCalledWith(true));
    expect(signUpWithEmail).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'hannah.lee@example.com', invitationToken: token }),
    );
  });

  it('fills in the name the inviter typed once the API gives it, and keeps a name already typed', async () => {
    let answer!: (name: { firstName: string; lastName: string }) => void;
    vi.mocked(sendRequest).mockReturnValue(new Promise((resolve) => (answer = resolve as never)));
    const token = 'k3y-of-hannahs-invitation_0123456789abcdef';
    const link = { email: 'hannah.lee@example.com', token };
    const { unmount } = renderWithRouter(<SignUpForm onSignedUp={vi.fn()} invitation={link} />);
    const name = (await screen.findByLabelText('Full name')) as HTMLInputElement;
    expect(name.value).toBe('');
    await act(async () => answer({ firstName: 'Hannah', lastName: 'Lee' }));
    await vi.waitFor(() => expect(name.value).toBe('Hannah Lee'));
    expect(sendRequest).toHaveBeenCalledWith(
      '/invite/hannah.lee%40example.com/name',
      expect.objectContaining({ method: 'POST', body: { token } }),
    );
    unmount();

    // Typed before the answer came: the invitee's own words stay.
    vi.mocked(sendRequest).mockReturnValue(new Promise((resolve) => (answer = resolve as never)));
    renderWithRouter(<SignUpForm onSignedUp={vi.fn()} invitation={{ ...link, token: `${token}2` }} />);
    const typed = (await screen.findByLabelText('Full name')) as HTMLInputElement;
    fireEvent.change(typed, { target: { value: 'Hannah Lee-Park' } });
    await act(async () => answer({ firstName: 'Hannah', lastName: 'Lee' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(typed.value).toBe('Hannah Lee-Park');
  });

  it("clears the name's 'Required' once the inviter's name fills the field (review 58)", async () => {
    let answer!: (name: { firstName: string; lastName: string }) => void;
    vi.mocked(sendRequest).mockReturnValue(new Promise((resolve) => (answer = resolve as never)));
    const link = { email: 'hannah.lee@example.com', token: 'k3y-of-hannahs-invitation_0123456789abcdef' };
    renderWithRouter(<SignUpForm onSignedUp={vi.fn()} invitation={link} />);
    const name = (await screen.findByLabelText('Full name')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findAllByText('Required');
    const nameMessage = () => document.getElementById(name.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(nameMessage()?.textContent).toBe('Required');

    await act(async () => answer({ firstName: 'Hannah', lastName: 'Lee' }));

    await vi.waitFor(() => expect(name.value).toBe('Hannah Lee'));
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    // The other fields' messages stay.
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
  });

  it("fills in no name once the e-mail is another than the link's", async () => {
    let answer!: (name: { firstName: string; lastName: string }) => void;
    vi.mocked(sendRequest).mockReturnValue(new Promise((resolve) => (answer = resolve as never)));
    const link = { email: 'hannah.lee@example.com', token: 'k3y-of-hannahs-invitation_0123456789abcdef' };
    renderWithRouter(<SignUpForm onSignedUp={vi.fn()} invitation={link} />);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'omar@example.com' } });
    await act(async () => answer({ firstName: 'Hannah', lastName: 'Lee' }));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(((await screen.findByLabelText('Full name')) as HTMLInputElement).value).toBe('');
  });

  // QA 64 M1: a resent or expired link was refused only once the whole form was filled.
  it("says at once that the link is not valid when the name look-up refuses the link's token, while the e-mail is the link's", async () => {
    const message = 'This invitation link is not valid or has expired. Ask your agent to send a new one.';
    vi.mocked(sendRequest).mockRejectedValue(
      new ApiError(404, { message: 'No invitation for this e-mail address.', code: invitationLinkRefusedCode }),
    );
    const link = { email: 'hannah.lee@example.com', token: 'k3y-of-hannahs-invitation_0123456789abcdef' };
    renderWithRouter(<SignUpForm onSignedUp={vi.fn()} invitation={link} />);

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(signUpWithEmail).not.toHaveBeenCalled();

    // Another address is not the link's: the message is not about it.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'omar@example.com' } });
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it.each([
    ['a server failure', new ApiError(503, { message: 'Our service did not answer.' })],
    // The gateway's own 404, for a route it does not mount yet (a front end deployed ahead of its API).
    ["the gateway's 404", new ApiError(404, { message: 'Not Found' })],
  ])('says nothing of the link when the name look-up fails otherwise (%s)', async (_, failure) => {
    vi.mocked(sendRequest).mockRejectedValue(failure);
    const link = { email: 'hannah.lee@example.com', token: 'k3y-of-hannahs-invitation_0123456789abcdef' };
    renderWithRouter(<SignUpForm onSignedUp={vi.fn()} invitation={link} />);
    await screen.findByLabelText('Full name');
    await vi.waitFor(() => expect(sendRequest).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the invitation message when the pool refuses the token', async () => {
    const message = 'This invitation link is not valid or has expired. Ask your agent to send a new one.';
    vi.mocked(signUpWithEmail).mockRejectedValue(new AuthFailure('InvitationInvalid', message));
    const onSignedUp = vi.fn();
    renderWithRouter(<SignUpForm onSignedUp={onSignedUp} />);
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(signUpWithEmail).toHaveBeenCalledWith(expect.not.objectContaining({ invitationToken: expect.anything() }));
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('checks the form with the shared schema first', async () => {
    renderWithRouter(<SignUpForm onSignedUp={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Email is Required')).toBeTruthy();
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it('puts the focus on the first field it refuses, whose message a screen reader then reads (QA 48c M8)', async () => {
    renderWithRouter(<SignUpForm onSignedUp={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Hannah Lee' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'hannah.lee@example.com' } });
    const button = screen.getByRole('button', { name: 'Sign Up' });

    button.focus();
    fireEvent.click(button);

    await screen.findAllByText('Required');
    const password = screen.getByLabelText('Password', { exact: true });
    expect(document.activeElement).toBe(password);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });
});
