import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signUpWithEmail } from '../../web/src/features/auth/api/sign-up';
import { loadCognitoSignIn } from '../../web/src/lib/auth-session';
import * as authSession from '../../web/src/lib/auth-session';

const signUp = vi.fn();
// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(authSession, 'loadCognitoSignIn').mockImplementation(() => undefined as never);
});
afterEach(() => vi.resetAllMocks());

function amplifyAnswers(answer: () => Promise<unknown>) {
  signUp.mockImplementation(answer);
  vi.mocked(loadCognitoSignIn).mockResolvedValue({ signUp } as unknown as Awaited<
    ReturnType<typeof loadCognitoSignIn>
  >);
}

const details = { name: 'Hannah Lee', email: 'hannah.lee@example.com', password: 'Welcome-home-2026!' };

describe('signing up with Amplify (DECISIONS row 33)', () => {
  it("sends the invitation link's token as ClientMetadata invitationToken", async () => {
    amplifyAnswers(async () => ({ nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } }));

    const answer = await signUpWithEmail({ ...details, invitationToken: 'k3y-of-hannahs-invitation_0123456789' });

    expect(answer).toEqual({ needsCode: true });
    expect(signUp).toHaveBeenCalledWith({
      username: 'hannah.lee@example.com',
      password: 'Welcome-home-2026!',
      options: {
        userAttributes: { email: 'hannah.lee@example.com', name: 'Hannah Lee' },
        clientMetadata: { invitationToken: 'k3y-of-hannahs-invitation_0123456789' },
      },
    });
  });

  it('sends no ClientMetadata without a token', async () => {
    amplifyAnswers(async () => ({ nextStep: { signUpStep: 'DONE' } }));
    expect(await signUpWithEmail(details)).toEqual({ needsCode: false });
    expect(signUp.mock.calls[0]?.[0]).not.toHaveProperty('options.clientMetadata');
  });

  it("turns the trigger's refusal into the invitation message", async () => {
    amplifyAnswers(async () => {
      throw Object.assign(
        new Error(
          'PreSignUp failed with error This invitation link is not valid or has expired. Ask your agent to send a new one..',
        ),
        { name: 'UserLambdaValidationException' },
      );
    });
    await expect(signUpWithEmail(details)).rejects.toMatchObject({
      code: 'InvitationInvalid',
      message: 'This invitation link is not valid or has expired. Ask your agent to send a new one.',
    });
  });
});
