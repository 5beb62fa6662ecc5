import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentIdToken, hasStoredSession } from '../../web/src/lib/auth-session';
import { fetchAuthSession } from '../../web/src/lib/cognito';
import { setWebConfig } from '../../web/src/lib/web-config';

vi.mock('../../web/src/lib/cognito', () => ({ fetchAuthSession: vi.fn(), signOut: vi.fn() }));

const lastAuthUserKey = 'CognitoIdentityServiceProvider.client-1.LastAuthUser';

beforeEach(() => {
  setWebConfig({
    apiUrl: '/api',
    photosUrl: '/p',
    region: 'r',
    userPoolId: 'p',
    userPoolClientId: 'client-1',
    productName: 'GTA Homes',
  });
  vi.mocked(fetchAuthSession).mockReset();
});

describe('the stored session', () => {
  it("is read from Amplify's key for this app client", () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.other-client.LastAuthUser', 'u1');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(lastAuthUserKey, 'u1');
    expect(hasStoredSession()).toBe(true);
  });

  it('finds a session kept for this tab only (signed in without "Remember me")', () => {
    sessionStorage.setItem(lastAuthUserKey, 'u1');
    expect(hasStoredSession()).toBe(true);
    sessionStorage.clear();
  });

  it('gives no token, without loading Amplify, when nobody has signed in here', async () => {
    expect(await currentIdToken()).toBeUndefined();
    expect(fetchAuthSession).not.toHaveBeenCalled();
  });

  it("gives Amplify's ID token when a session is stored", async () => {
    localStorage.setItem(lastAuthUserKey, 'u1');
    vi.mocked(fetchAuthSession).mockResolvedValue({
      tokens: {
        idToken: { toString: () => 'id-token', payload: {} },
        accessToken: { toString: () => 'a', payload: {} },
      },
    } as never);
    expect(await currentIdToken()).toBe('id-token');
  });

  it('treats a session Amplify can no longer refresh as signed out', async () => {
    localStorage.setItem(lastAuthUserKey, 'u1');
    vi.mocked(fetchAuthSession).mockRejectedValue(new Error('NotAuthorizedException: Refresh Token has expired'));
    expect(await currentIdToken()).toBeUndefined();
  });
});
