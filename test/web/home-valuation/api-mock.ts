import { vi } from 'vitest';
import type { Identity } from '@shared/identity';
import { ApiError, sendRequest, type ApiRequest } from '../../../web/src/lib/api-client';
import { currentIdToken } from '../../../web/src/lib/auth-session';
import { setWebConfig } from '../../../web/src/lib/web-config';

/** An answer of the mocked API: a value, an ApiError to throw, or a function of the request. */
export type Answer = unknown | ApiError | ((request: ApiRequest, path: string) => unknown);

/**
 * Mocks the API client (the test file must replace api-client's sendRequest and auth-session's
 * functions, by `vi.mock` or by a `vi.spyOn` in its `beforeEach`):
 * who is signed in, and the answers by `METHOD path` or `path` (`path*`: any path it starts). Returns the calls made.
 */
export function mockApi(identity: Identity | null, answers: Record<string, Answer>) {
  setWebConfig({
    apiUrl: '/api',
    photosUrl: '/p',
    region: 'ca-central-1',
    userPoolId: 'p',
    userPoolClientId: 'c',
    productName: 'GTA Homes',
  });
  vi.mocked(currentIdToken).mockResolvedValue(identity ? 'id-token' : undefined);
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.mocked(sendRequest).mockImplementation(async (path: string, request: ApiRequest = {}) => {
    const method = request.method ?? 'GET';
    calls.push({ method, path, body: request.body });
    if (path === '/identity') return identity;
    if (path === '/myprofile') return { id: identity?.sub };
    if (path === '/followings') return { neighbourhoods: {}, properties: {} };
    const key =
      `${method} ${path}` in answers
        ? `${method} ${path}`
        : path in answers
          ? path
          : Object.keys(answers).find((pattern) => pattern.endsWith('*') && path.startsWith(pattern.slice(0, -1)));
    if (key === undefined) throw new ApiError(500, { message: `unexpected call ${method} ${path}` });
    const answer = answers[key];
    const value =
      typeof answer === 'function' ? (answer as (r: ApiRequest, p: string) => unknown)(request, path) : answer;
    if (value instanceof ApiError) throw value;
    return value;
  });
  return calls;
}
