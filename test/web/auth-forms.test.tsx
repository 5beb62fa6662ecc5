import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFailure } from '../../web/src/features/auth/api/auth-failure';
import { completeNewPassword } from '../../web/src/features/auth/api/complete-new-password';
import { confirmPasswordReset } from '../../web/src/features/auth/api/confirm-reset-password';
import { confirmSignUpCode } from '../../web/src/features/auth/api/confirm-sign-up';
import { joinWaitlist } from '../../web/src/features/auth/api/join-waitlist';
import { resendSignUpCodeTo } from '../../web/src/features/auth/api/resend-sign-up-code';
import { requestPasswordReset } from '../../web/src/features/auth/api/reset-password';
import { CodeVerificationForm } from '../../web/src/features/auth/components/code-verification-form';
import { NewPasswordForm } from '../../web/src/features/auth/components/new-password-form';
import { ResetPasswordForm } from '../../web/src/features/auth/components/reset-password-form';
import { ResetPasswordVerificationForm } from '../../web/src/features/auth/components/reset-password-verification-form';
import { WaitlistForm } from '../../web/src/features/auth/components/waitlist-form';
import { rememberedEmail } from '../../web/src/features/auth/remembered-email';
import { messages } from '@shared/validation/messages';
import { ApiError } from '../../web/src/lib/api-client';
import { renderWithRouter } from './render';
import * as confirmSignUpApi from '../../web/src/features/auth/api/confirm-sign-up';
import * as resendSignUpCodeApi from '../../web/src/features/auth/api/resend-sign-up-code';
import * as completeNewPasswordApi from '../../web/src/features/auth/api/complete-new-password';
import * as resetPasswordApi from '../../web/src/features/auth/api/reset-password';
import * as confirmResetPasswordApi from '../../web/src/features/auth/api/confirm-reset-password';
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
  vi.spyOn(confirmSignUpApi, 'confirmSignUpCode').mockImplementation(() => undefined as never);
  vi.spyOn(resendSignUpCodeApi, 'resendSignUpCodeTo').mockImplementation(() => undefined as never);
  vi.spyOn(completeNewPasswordApi, 'completeNewPassword').mockImplementation(() => undefined as never);
  vi.spyOn(resetPasswordApi, 'requestPasswordReset').mockImplementation(() => undefined as never);
  vi.spyOn(confirmResetPasswordApi, 'confirmPasswordReset').mockImplementation(() => undefined as never);
  vi.spyOn(joinWaitlistApi, 'joinWaitlist').mockImplementation(() => undefined as never);
});
afterEach(() => vi.resetAllMocks());

const confirmationSent = 'The confirmation code is sent. Please check your email inbox';
const strongPassword = 'Welcome-home-2026!';

async function type(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label, { exact: true }), { target: { value } });
}

/** A call the test settles when it wants, to look at the form while it runs. */
function pending() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const submitButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** The code's field holds the refusal, tied to it, with the focus; nothing else says it. */
async function expectCodeRefused(message: string) {
  const field = screen.getByLabelText('Verification code');
  await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
  expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
  expect(document.activeElement).toBe(field);
  expect(screen.getAllByText(message)).toHaveLength(1);
  expect(screen.queryByRole('alert')).toBeNull();
}

describe('the sign-up verification page (document 1 §2.6)', () => {
  it('checks the code with the shared rule and sends nothing without one', async () => {
    renderWithRouter(<CodeVerificationForm email="hannah.lee@example.com" onConfirmed={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(messages.required)).toBeTruthy();
    expect(confirmSignUpCode).not.toHaveBeenCalled();
  });

  it('confirms the code, busy while the call runs, then goes on', async () => {
    const call = pending();
    vi.mocked(confirmSignUpCode).mockReturnValue(call.promise);
    const onConfirmed = vi.fn();
    renderWithRouter(<CodeVerificationForm email="hannah.lee@example.com" onConfirmed={onConfirmed} />);
    await type('Verification code', '123456');
    fireEvent.click(submitButton('Confirm'));

    await vi.waitFor(() => expect(confirmSignUpCode).toHaveBeenCalledWith('hannah.lee@example.com', '123456'));
    expect(submitButton('Confirm').getAttribute('data-loading')).toBe('true');
    await act(async () => call.resolve());
    expect(onConfirmed).toHaveBeenCalled();
  });

  // QA 53b L7: the refusal stood under the button, tied to no field, with the focus left there.
  it("shows a refused code's message on the code's field, which takes the focus, and lets the user try again", async () => {
    vi.mocked(confirmSignUpCode).mockRejectedValue(
      new AuthFailure('CodeMismatchException', 'Invalid verification code provided, please try again.'),
    );
    const onConfirmed = vi.fn();
    renderWithRouter(<CodeVerificationForm email="hannah.lee@example.com" onConfirmed={onConfirmed} />);
    await type('Verification code', '123456');
    fireEvent.click(submitButton('Confirm'));

    await expectCodeRefused('Invalid verification code provided, please try again.');
    expect(submitButton('Confirm').getAttribute('data-loading')).toBeNull();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it("keeps another failure's message under the form", async () => {
    vi.mocked(confirmSignUpCode).mockRejectedValue(
      new AuthFailure('LimitExceededException', 'Attempt limit exceeded.'),
    );
    renderWithRouter(<CodeVerificationForm email="hannah.lee@example.com" onConfirmed={vi.fn()} />);
    await type('Verification code', '123456');
    fireEvent.click(submitButton('Confirm'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Attempt limit exceeded.');
    expect(alert.getAttribute('data-tone')).toBe('warning');
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('resends the code and says so in green', async () => {
    vi.mocked(resendSignUpCodeTo).mockResolvedValue();
    renderWithRouter(<CodeVerificationForm email="hannah.lee@example.com" onConfirmed={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(confirmationSent);
    expect(alert.getAttribute('data-tone')).toBe('success');
    expect(resendSignUpCodeTo).toHaveBeenCalledWith('hannah.lee@example.com');
  });
});

describe('the new-password page (document 1 §2.6)', () => {
  it('refuses a confirmation that does not match, then changes the password', async () => {
    vi.mocked(completeNewPassword).mockResolvedValue();
    const onSignedIn = vi.fn();
    renderWithRouter(<NewPasswordForm email="jordan.wright@example.com" onSignedIn={onSignedIn} />);
    await type('New password', strongPassword);
    await type('Confirm new password', 'something-else');
    fireEvent.click(submitButton('Change Password'));

    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    expect(completeNewPassword).not.toHaveBeenCalled();

    await type('Confirm new password', strongPassword);
    expect(screen.queryByText('Passwords must match')).toBeNull();
    fireEvent.click(submitButton('Change Password'));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(completeNewPassword).toHaveBeenCalledWith(strongPassword);
  });
});

describe('the reset-password pages (document 1 §2.6)', () => {
  it('sends the code to the address, remembers it and goes on', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue();
    const onCodeSent = vi.fn();
    renderWithRouter(<ResetPasswordForm initialEmail="" onCodeSent={onCodeSent} />);
    await type('Email', 'Olivia@example.com');
    fireEvent.click(submitButton('Send code'));

    await vi.waitFor(() => expect(onCodeSent).toHaveBeenCalled());
    expect(requestPasswordReset).toHaveBeenCalledWith('olivia@example.com');
    expect(rememberedEmail()).toBe('olivia@example.com');
  });

  it("shows the pool's refusal under the form", async () => {
    vi.mocked(requestPasswordReset).mockRejectedValue(
      new AuthFailure('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
    );
    const onCodeSent = vi.fn();
    renderWithRouter(<ResetPasswordForm initialEmail="olivia@example.com" onCodeSent={onCodeSent} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Attempt limit exceeded, please try after some time.');
    expect(onCodeSent).not.toHaveBeenCalled();
  });

  it('resets the password with the code, after checking every field', async () => {
    vi.mocked(confirmPasswordReset).mockResolvedValue();
    const onReset = vi.fn();
    renderWithRouter(<ResetPasswordVerificationForm email="olivia@example.com" onReset={onReset} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    // The code, the new password and its confirmation are each required.
    await vi.waitFor(() => expect(screen.getAllByText(messages.required)).toHaveLength(3));

    await type('Verification code', '654321');
    expect(screen.getAllByText(messages.required)).toHaveLength(2);
    await type('New password', strongPassword);
    await type('Confirm new password', strongPassword);
    fireEvent.click(submitButton('Reset Password'));

    await vi.waitFor(() => expect(onReset).toHaveBeenCalled());
    expect(confirmPasswordReset).toHaveBeenCalledWith('olivia@example.com', '654321', strongPassword);
  });

  it("shows an expired code's refusal on the code's field, not under the new password, and moves the focus there", async () => {
    vi.mocked(confirmPasswordReset).mockRejectedValue(
      new AuthFailure('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
    );
    renderWithRouter(<ResetPasswordVerificationForm email="olivia@example.com" onReset={vi.fn()} />);
    await type('Verification code', '654321');
    await type('New password', strongPassword);
    await type('Confirm new password', strongPassword);
    fireEvent.click(submitButton('Reset Password'));

    await expectCodeRefused('Invalid code provided, please request a code again.');
  });

  it("drops a refused code's message once the code is changed, and on a new check of the form (QA 66c L2)", async () => {
    vi.mocked(confirmPasswordReset).mockRejectedValue(
      new AuthFailure('CodeMismatchException', 'Invalid verification code provided, please try again.'),
    );
    renderWithRouter(<ResetPasswordVerificationForm email="olivia@example.com" onReset={vi.fn()} />);
    await type('Verification code', '000000');
    await type('New password', strongPassword);
    await type('Confirm new password', strongPassword);
    fireEvent.click(submitButton('Reset Password'));
    await expectCodeRefused('Invalid verification code provided, please try again.');

    await type('Verification code', '654321');
    expect(screen.queryByText('Invalid verification code provided, please try again.')).toBeNull();

    // Back to the refused code, then a check that fails on the passwords: the old refusal is gone too.
    await type('Verification code', '000000');
    expect(screen.getByText('Invalid verification code provided, please try again.')).toBeTruthy();
    await type('Confirm new password', 'Something-else-1!');
    fireEvent.click(submitButton('Reset Password'));
    await vi.waitFor(() =>
      expect(screen.queryByText('Invalid verification code provided, please try again.')).toBeNull(),
    );
  });

  it('resends the reset code and says so in green', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue();
    renderWithRouter(<ResetPasswordVerificationForm email="olivia@example.com" onReset={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));

    expect((await screen.findByRole('alert')).textContent).toBe(confirmationSent);
    expect(requestPasswordReset).toHaveBeenCalledWith('olivia@example.com');
  });
});

describe('the waitlist page (document 1 §2.6)', () => {
  it('joins the waitlist and goes on', async () => {
    vi.mocked(joinWaitlist).mockResolvedValue('joined');
    const onJoined = vi.fn();
    renderWithRouter(<WaitlistForm onJoined={onJoined} />);
    await type('Email', 'grace.kim@example.com');
    fireEvent.click(submitButton('Join our waitlist'));

    await vi.waitFor(() => expect(onJoined).toHaveBeenCalled());
    expect(joinWaitlist).toHaveBeenCalledWith('grace.kim@example.com');
  });

  it('says when the address is already on the list, until the address changes', async () => {
    vi.mocked(joinWaitlist).mockResolvedValue('exists');
    const onJoined = vi.fn();
    renderWithRouter(<WaitlistForm onJoined={onJoined} />);
    await type('Email', 'grace.kim@example.com');
    fireEvent.click(submitButton('Join our waitlist'));

    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail already exists in the waitlist.');
    expect(onJoined).not.toHaveBeenCalled();
    await type('Email', 'omar.haddad@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the API's message when the call is refused, and a plain one when the network fails", async () => {
    vi.mocked(joinWaitlist).mockRejectedValueOnce(new ApiError(429, { message: 'Too many attempts.' }));
    vi.mocked(joinWaitlist).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithRouter(<WaitlistForm onJoined={vi.fn()} />);
    await type('Email', 'grace.kim@example.com');

    fireEvent.click(submitButton('Join our waitlist'));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts.');
    fireEvent.click(submitButton('Join our waitlist'));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong.'));
  });
});
