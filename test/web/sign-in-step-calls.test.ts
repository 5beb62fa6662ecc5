import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFailure } from '../../web/src/features/auth/api/auth-failure';
import { signInWithPassword } from '../../web/src/features/auth/api/sign-in';
import { signUpWithEmail } from '../../web/src/features/auth/api/sign-up';
import { rememberedEmail, rememberEmail } from '../../web/src/features/auth/remembered-email';
import { toSignInFailure } from '../../web/src/features/auth/sign-in-failure';
import { passwordStep, signUpStep } from '../../web/src/features/auth/sign-in-step-calls';
import { ApiError } from '../../web/src/lib/api-client';
import * as signInApi from '../../web/src/features/auth/api/sign-in';
import * as signUpApi from '../../web/src/features/auth/api/sign-up';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(signInApi, 'signInWithPassword').mockImplementation(() => undefined as never);
  vi.spyOn(signUpApi, 'signUpWithEmail').mockImplementation(() => undefined as never);
});

afterEach(() => vi.resetAllMocks());

const olivia = { name: 'Olivia Chen', email: 'olivia@example.com', password: 'Passw0rd!' };

describe('the password step (document 1 §4.3)', () => {
  it('signs in and remembers the e-mail when asked to', async () => {
    vi.mocked(signInWithPassword).mockResolvedValue();

    const outcome = await passwordStep(olivia.email, olivia.password, true);

    expect(outcome).toBe('signedIn');
    expect(signInWithPassword).toHaveBeenCalledWith(olivia.email, olivia.password, true);
    expect(rememberedEmail()).toBe(olivia.email);
  });

  it('forgets a remembered e-mail without "Remember me"', async () => {
    rememberEmail(olivia.email);
    vi.mocked(signInWithPassword).mockResolvedValue();

    await passwordStep(olivia.email, olivia.password, false);

    expect(rememberedEmail()).toBe('');
  });

  it("answers Cognito's challenges with the step they lead to", async () => {
    vi.mocked(signInWithPassword).mockRejectedValueOnce(
      new AuthFailure('NEW_PASSWORD_REQUIRED', 'New Password Required'),
    );
    expect(await passwordStep(olivia.email, olivia.password, true)).toEqual({ type: 'newPasswordRequired' });

    vi.mocked(signInWithPassword).mockRejectedValueOnce(new AuthFailure('UserNotConfirmedException', 'not confirmed'));
    expect(await passwordStep(olivia.email, olivia.password, true)).toEqual({ type: 'confirmationRequired' });
  });

  it('throws a wrong password for the card to show, and remembers nothing', async () => {
    vi.mocked(signInWithPassword).mockRejectedValue(
      new AuthFailure('NotAuthorizedException', 'Incorrect username or password.'),
    );

    await expect(passwordStep(olivia.email, 'wrong', true)).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    expect(rememberedEmail()).toBe('');
  });
});

describe('the sign-up step (document 1 §4.4)', () => {
  it("goes on to the code, with the link's token sent and the e-mail remembered for a reload", async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue({ needsCode: true });

    const outcome = await signUpStep({ ...olivia, invitationToken: 'tok' });

    expect(outcome).toEqual({ type: 'signedUp' });
    expect(signUpWithEmail).toHaveBeenCalledWith({ ...olivia, invitationToken: 'tok' });
    expect(rememberedEmail()).toBe(olivia.email);
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in at once when the address needs no code, sending no token it does not have', async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue({ needsCode: false });
    vi.mocked(signInWithPassword).mockResolvedValue();

    const outcome = await signUpStep({ ...olivia, invitationToken: undefined });

    expect(outcome).toBe('signedIn');
    expect(signUpWithEmail).toHaveBeenCalledWith(olivia);
    expect(signInWithPassword).toHaveBeenCalledWith(olivia.email, olivia.password);
  });

  it("goes back to the e-mail step when the trigger refuses the link's token", async () => {
    vi.mocked(signUpWithEmail).mockRejectedValue(new AuthFailure('InvitationInvalid', 'not valid'));

    expect(await signUpStep({ ...olivia, invitationToken: 'old' })).toEqual({ type: 'invitationRefused' });
    expect(rememberedEmail()).toBe('');
  });
});

describe('a failed sign-in call as the card shows it', () => {
  it("keeps the API's message, with its status as the code", () => {
    const failure = toSignInFailure(new ApiError(429, { message: 'Too many requests.' }));
    expect(failure).toMatchObject({ code: 'Http429', message: 'Too many requests.' });
  });

  it("reads anything else as Cognito's", () => {
    const error = Object.assign(new Error('User is disabled.'), { name: 'NotAuthorizedException' });
    expect(toSignInFailure(error)).toMatchObject({ code: 'NotAuthorizedException' });
  });
});
