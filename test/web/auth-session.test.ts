import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentIdToken } from '../../web/src/lib/auth-session';
import { hasStoredSession, storedSession, viewerKey } from '../../web/src/lib/stored-session';
import { fetchAuthSession } from '../../web/src/lib/cognito';
import { setWebConfig } from '../../web/src/lib/web-config';
import { client1Config, storeSession } from './stored-session-fixture';

vi.mock('../../web/src/lib/cognito', () => ({ fetchAuthSession: vi.fn(), signOut: vi.fn() }));

const prefix = 'CognitoIdentityServiceProvider.client-1';
const lastAuthUserKey = `${prefix}.LastAuthUser`;
const now = Date.parse('2026-05-15T16:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  setWebConfig(client1Config);
  vi.mocked(fetchAuthSession).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
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
    storeSession(sessionStorage, now + 3_600_000);
    expect(hasStoredSession()).toBe(true);
    expect(storedSession()).toMatchObject({ sub: 'sub-1', expiresAt: now + 3_600_000 });
  });

  it('names the viewer for query keys: the user id when a session is stored, else anonymous', () => {
    expect(viewerKey()).toBe('anonymous');
    storeSession(localStorage, now + 3_600_000);
    expect(viewerKey()).toBe('sub-1');
  });
});

describe('the ID token sent with a request (issue 26)', () => {
  it('is none, without loading Amplify, when nobody has signed in here', async () => {
    expect(await currentIdToken()).toBeUndefined();
    expect(fetchAuthSession).not.toHaveBeenCalled();
  });

  it('is the stored one while it is valid, read without Amplify', async () => {
    storeSession(localStorage, now + 10 * 60_000);
    const stored = localStorage.getItem(`${prefix}.u1.idToken`);

    expect(await currentIdToken()).toBe(stored);
    expect(fetchAuthSession).not.toHaveBeenCalled();
  });

  it('is refreshed by Amplify first when the stored one has expired (or is about to, by its clock drift)', async () => {
    storeSession(localStorage, now + 10 * 60_000, 10 * 60_000);
    vi.mocked(fetchAuthSession).mockResolvedValue({
      tokens: {
        idToken: { toString: () => 'fresh-id-token', payload: {} },
        accessToken: { toString: () => 'a', payload: {} },
      },
    } as never);

    expect(await currentIdToken()).toBe('fresh-id-token');
    expect(fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  });

  it('is none once Amplify finds the session cannot be refreshed (it removes it: the user is signed out)', async () => {
    storeSession(localStorage, now - 60_000);
    vi.mocked(fetchAuthSession).mockResolvedValue({ tokens: undefined } as never);

    expect(await currentIdToken()).toBeUndefined();
  });

  it('fails, rather than going without the token, when the refresh fails for another reason', async () => {
    storeSession(localStorage, now - 60_000);
    vi.mocked(fetchAuthSession).mockRejectedValue(new Error('NetworkError: Failed to fetch'));

    await expect(currentIdToken()).rejects.toThrow('NetworkError');
  });
});
