import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthFailure, toAuthFailure } from '../../web/src/features/auth/api/auth-failure';
import { checkInvite } from '../../web/src/features/auth/api/check-invite';
import { classifyProbeFailure } from '../../web/src/features/auth/api/probe-email';
import { emailFromParam } from '../../web/src/features/auth/email-param';
import { ApiError, apiRequest } from '../../web/src/lib/api-client';

vi.mock('../../web/src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  apiRequest: vi.fn(),
}));
afterEach(() => vi.mocked(apiRequest).mockReset());

const cognitoError = (name: string, message: string) => toAuthFailure(Object.assign(new Error(message), { name }));

describe('the e query parameter', () => {
  it('takes a plain address, or its base64 (standard or URL-safe)', () => {
    expect(emailFromParam('hannah.lee@example.com')).toBe('hannah.lee@example.com');
    expect(emailFromParam(btoa('hannah.lee@example.com'))).toBe('hannah.lee@example.com');
    expect(emailFromParam(btoa('o+x@example.com').replace(/\+/g, '-').replace(/=+$/, ''))).toBe('o+x@example.com');
  });

  it('ignores what gives no address', () => {
    expect(emailFromParam(undefined)).toBeUndefined();
    expect(emailFromParam('')).toBeUndefined();
    expect(emailFromParam('not base64 !')).toBeUndefined();
    expect(emailFromParam(btoa('just words'))).toBeUndefined();
  });
});

describe("reading Cognito's answer to the dummy password", () => {
  it('knows the answers of Cognito (existence errors on)', () => {
    expect(classifyProbeFailure(cognitoError('UserNotFoundException', 'User does not exist.'), false)).toBe(
      'userNotFound',
    );
    expect(classifyProbeFailure(cognitoError('NotAuthorizedException', 'Incorrect username or password.'), false)).toBe(
      'notAuthorized',
    );
  });

  it("knows cognito-local's: NotAuthorized for an unknown user, InvalidPassword for a known one", () => {
    expect(classifyProbeFailure(cognitoError('NotAuthorizedException', 'User not authorized'), true)).toBe(
      'userNotFound',
    );
    expect(classifyProbeFailure(cognitoError('InvalidPasswordException', 'Invalid password'), true)).toBe(
      'notAuthorized',
    );
  });

  it('treats an archived (disabled) account as a failure with the product message', () => {
    const failure = cognitoError('NotAuthorizedException', 'User is disabled.');
    expect(failure.message).toBe('This account has been archived. Please contact your agent.');
    expect(classifyProbeFailure(failure, false)).toBeUndefined();
    expect(classifyProbeFailure(failure, true)).toBeUndefined();
  });

  it('maps a refused sign-up to "not invited" and other failures to themselves', () => {
    expect(
      cognitoError(
        'UserLambdaValidationException',
        'PreSignUp failed with error This e-mail address has not been invited yet..',
      ).message,
    ).toBe('This e-mail address has not been invited yet.');
    expect(classifyProbeFailure(new AuthFailure('LimitExceededException', 'x'), false)).toBeUndefined();
  });
});

describe('the whitelist check', () => {
  it('is "invited" on 204, "check fails" on 404, and any other success is "not invited"', async () => {
    vi.mocked(apiRequest).mockResolvedValueOnce(undefined);
    expect(await checkInvite('a@example.com')).toBe('invited');
    vi.mocked(apiRequest).mockRejectedValueOnce(new ApiError(404, { message: 'No invitation' }));
    expect(await checkInvite('a@example.com')).toBe('checkFailed');
    vi.mocked(apiRequest).mockResolvedValueOnce({ invited: false });
    expect(await checkInvite('a@example.com')).toBe('notInvited');
    expect(apiRequest).toHaveBeenCalledWith('/invite/a%40example.com');
  });

  it('lets "too many attempts" through as an error to show', async () => {
    vi.mocked(apiRequest).mockRejectedValueOnce(new ApiError(429, { message: 'Too many attempts.' }));
    await expect(checkInvite('a@example.com')).rejects.toMatchObject({ status: 429 });
  });
});
