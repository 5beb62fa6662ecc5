import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFailure, toAuthFailure } from '../../web/src/features/auth/api/auth-failure';
import { checkInvite } from '../../web/src/features/auth/api/check-invite';
import { classifyProbeFailure } from '../../web/src/features/auth/api/probe-email';
import { emailFromParam } from '../../web/src/features/auth/email-param';
import { invitationFromLink, invitationTokenFor } from '../../web/src/features/auth/invitation-link';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import * as apiClient from '../../web/src/lib/api-client';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});

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

describe('the invitation link (/sign-in?e={email}&i={token})', () => {
  const token = 'k3y-of-hannahs-invitation_0123456789abcdef';

  it("takes the link's address (plain or base64) with its token", () => {
    expect(invitationFromLink('hannah.lee@example.com', token)).toEqual({ email: 'hannah.lee@example.com', token });
    expect(invitationFromLink(btoa('hannah.lee@example.com'), token)).toEqual({
      email: 'hannah.lee@example.com',
      token,
    });
  });

  it('ignores a link without an address, or whose i is not a token', () => {
    expect(invitationFromLink(undefined, token)).toBeUndefined();
    expect(invitationFromLink('hannah.lee@example.com', undefined)).toBeUndefined();
    expect(invitationFromLink('hannah.lee@example.com', 'short')).toBeUndefined();
    expect(invitationFromLink('hannah.lee@example.com', `${token}<script>`)).toBeUndefined();
  });

  it("gives the token for the link's own address only", () => {
    const link = invitationFromLink('hannah.lee@example.com', token);
    expect(invitationTokenFor(link, ' Hannah.Lee@Example.com ')).toBe(token);
    expect(invitationTokenFor(link, 'mateo.silva@example.com')).toBeUndefined();
    expect(invitationTokenFor(undefined, 'hannah.lee@example.com')).toBeUndefined();
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

  it("shows a refused sign-up in the product's words, never Cognito's", () => {
    expect(
      cognitoError(
        'UserLambdaValidationException',
        'PreSignUp failed with error This e-mail address has not been invited yet..',
      ),
    ).toMatchObject({
      code: 'UserLambdaValidationException',
      message: 'This e-mail address has not been invited yet.',
    });
    // cognito-local names the function instead of the trigger.
    expect(
      cognitoError(
        'UserLambdaValidationException',
        'pre-sign-up failed with error This invitation link is not valid or has expired. Ask your agent to send a new one..',
      ),
    ).toMatchObject({
      code: 'InvitationInvalid',
      message: 'This invitation link is not valid or has expired. Ask your agent to send a new one.',
    });
    expect(cognitoError('UserLambdaValidationException', 'PreSignUp failed with error Task timed out.').message).toBe(
      'Something went wrong. Please try again.',
    );
    expect(classifyProbeFailure(new AuthFailure('LimitExceededException', 'x'), false)).toBeUndefined();
  });
});

describe('the whitelist check', () => {
  it('is "invited" on 204, "check fails" on 404, and any other success is "not invited"', async () => {
    vi.mocked(sendRequest).mockResolvedValueOnce(undefined);
    expect(await checkInvite('a@example.com')).toBe('invited');
    vi.mocked(sendRequest).mockRejectedValueOnce(new ApiError(404, { message: 'No invitation' }));
    expect(await checkInvite('a@example.com')).toBe('checkFailed');
    vi.mocked(sendRequest).mockResolvedValueOnce({ invited: false });
    expect(await checkInvite('a@example.com')).toBe('notInvited');
    expect(sendRequest).toHaveBeenCalledWith('/invite/a%40example.com', expect.objectContaining({ method: 'GET' }));
  });

  it('lets "too many attempts" through as an error to show', async () => {
    vi.mocked(sendRequest).mockRejectedValueOnce(new ApiError(429, { message: 'Too many attempts.' }));
    await expect(checkInvite('a@example.com')).rejects.toMatchObject({ status: 429 });
  });
});
