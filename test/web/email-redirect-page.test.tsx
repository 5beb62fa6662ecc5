import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailRedirectPage } from '../../web/src/features/email-redirect/components/email-redirect-page';
import { redirectTargetOf, reportTimeoutMs } from '../../web/src/features/email-redirect/redirect-target';
import { deferred, stubApi, type StubAnswer } from './api-stub';
import { renderWithRouter } from './render';

// Someone is signed in on this browser: the report must not send their token.
vi.mock('../../web/src/lib/auth-session', () => ({ currentIdToken: vi.fn(async () => 'someone-elses-id-token') }));

const clickId = 'AbCdEfGhIjKlMn_-.1';
const h = 's'.repeat(43);
const link = { pathname: `/e/${clickId}/sign-in`, search: `?h=${h}&e=nadia%40example.com&i=tok_1` };

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

/** Opens the page at `location` with the API answering `answer`; gives the router and the fetch stub. */
function open(location: typeof link, answer: () => StubAnswer | Promise<StubAnswer>) {
  const fetchStub = stubApi(() => answer());
  const view = renderWithRouter(<EmailRedirectPage location={location} />, {
    path: `${location.pathname}${location.search}`,
  });
  return { ...view, fetchStub };
}

const hrefOf = (router: ReturnType<typeof open>['router']) => {
  const { pathname, search } = router.history.location;
  return `${pathname}${search}`;
};

describe('the e-mail redirect page /e/{clickId}/… (document 3 §2.12)', () => {
  it('reports the click without anyone’s ID token and goes to the page the server vouched for', async () => {
    const { router, fetchStub } = open(link, () => ({ body: { target: '/sign-in?e=nadia%40example.com&i=tok_1' } }));

    expect(await screen.findByLabelText('Opening the link')).toBeTruthy();
    await waitFor(() => expect(hrefOf(router)).toBe('/sign-in?e=nadia%40example.com&i=tok_1'));
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe(`/api/email/click/${clickId}`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ path: '/sign-in', query: 'e=nadia%40example.com&i=tok_1', h });
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('still goes to the link’s page when the server refuses the signature (the click is not counted)', async () => {
    const { router } = open(link, () => ({ status: 403, body: { message: 'This e-mail link is not valid.' } }));

    await waitFor(() => expect(hrefOf(router)).toBe('/sign-in?e=nadia%40example.com&i=tok_1'));
  });

  it('logs a warning and still redirects to the link’s page when the report fails', async () => {
    const { router } = open(link, () => 'network down');

    await waitFor(() => expect(hrefOf(router)).toBe('/sign-in?e=nadia%40example.com&i=tok_1'));
    expect(warn).toHaveBeenCalledWith('The e-mail click could not be reported', expect.any(TypeError));
  });

  it('goes to the link’s own page, not to another one the answer names', async () => {
    const { router } = open(link, () => ({ body: { target: '//evil.example/sign-in' } }));

    await waitFor(() => expect(hrefOf(router)).toBe('/sign-in?e=nadia%40example.com&i=tok_1'));
  });
});

describe('where the page sends the reader', () => {
  const vouches = async (parts: { path: string; query: string }) => ({
    target: parts.query ? `${parts.path}?${parts.query}` : parts.path,
  });

  it.each([
    ['an absolute URL', `/e/${clickId}https://evil.example`, `?h=${h}`],
    ['a scheme-relative path', `/e/${clickId}//evil.example`, `?h=${h}`],
    ['a backslash host', `/e/${clickId}/\\evil.example`, `?h=${h}`],
    ['encoded slashes', `/e/${clickId}/%2F%2Fevil.example`, `?h=${h}`],
    ['an encoded backslash', `/e/${clickId}/%5Cevil.example`, `?h=${h}`],
    ['a lower-case encoded slash', `/e/${clickId}/%2fevil.example`, `?h=${h}`],
    ['a slash then an encoded slash', `/e/${clickId}/%2F/evil.example`, `?h=${h}`],
    ['a lower-case encoded backslash', `/e/${clickId}/%5cevil.example`, `?h=${h}`],
    ['the redirect page itself', `/e/${clickId}/e/${clickId}/sign-in`, `?h=${h}`],
    ['the API', `/e/${clickId}/api/users/feedback`, `?h=${h}&rate=1`],
    ['no signature', `/e/${clickId}/sign-in`, '?e=a'],
  ])('to / for %s, whether the report succeeds or fails', async (_, pathname, search) => {
    await expect(redirectTargetOf({ pathname, search }, vouches)).resolves.toBe('/');
    await expect(redirectTargetOf({ pathname, search }, () => Promise.reject(new Error('403')))).resolves.toBe('/');
  });

  it('to the link’s page when the server does not answer in time, with a warning', async () => {
    const never = deferred<{ target: string }>();

    await expect(redirectTargetOf(link, () => never.promise, 20)).resolves.toBe(
      '/sign-in?e=nadia%40example.com&i=tok_1',
    );
    expect(warn).toHaveBeenCalled();
  });

  it('waits 1.5 s for the report, as document 3 §2.12 says', () => {
    expect(reportTimeoutMs).toBe(1500);
  });

  it('to the link’s own page when the server vouches for it', async () => {
    await expect(redirectTargetOf(link, vouches)).resolves.toBe('/sign-in?e=nadia%40example.com&i=tok_1');
  });
});
