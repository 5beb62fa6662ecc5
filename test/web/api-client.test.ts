import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, sendRequest, serviceNotAnswering } from '../../web/src/lib/api-client';
import { currentIdToken } from '../../web/src/lib/auth-session';
import { setWebConfig } from '../../web/src/lib/web-config';

vi.mock('../../web/src/lib/auth-session', () => ({ currentIdToken: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  setWebConfig({
    apiUrl: '/api',
    photosUrl: '/p',
    region: 'ca-central-1',
    userPoolId: 'p',
    userPoolClientId: 'c',
    productName: 'GTA Homes',
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(currentIdToken).mockReset();
});

describe('sendRequest', () => {
  it('calls the API base URL with the ID token and returns the JSON answer', async () => {
    vi.mocked(currentIdToken).mockResolvedValue('id-token');
    fetchMock.mockResolvedValue(jsonResponse(200, { sub: 'u1' }));

    const answer = await sendRequest('/identity');

    expect(answer).toEqual({ sub: 'u1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/identity');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer id-token');
  });

  it('sends no Authorization header when nobody is signed in, and JSON bodies as JSON', async () => {
    vi.mocked(currentIdToken).mockResolvedValue(undefined);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    const answer = await sendRequest('/myprofile', { method: 'PUT', body: { firstName: 'Olivia' } });

    expect(answer).toBeUndefined();
    const init = fetchMock.mock.calls[0]![1]!;
    const headers = new Headers(init.headers);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"firstName":"Olivia"}');
  });

  it('sends no ID token for a call that asks for none, even when someone is signed in', async () => {
    vi.mocked(currentIdToken).mockResolvedValue('id-token');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await sendRequest('/unsubscribe', { method: 'POST', body: { uid: 't' }, withoutToken: true });

    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).has('authorization')).toBe(false);
  });

  it('throws an ApiError carrying the status and the error body', async () => {
    vi.mocked(currentIdToken).mockResolvedValue('t');
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: 'First name is required',
        field: 'firstName',
        issues: [
          { field: 'firstName', message: 'First name is required' },
          { field: 'phone', message: 'Please, enter a valid canadian phone number' },
        ],
      }),
    );

    const error = await sendRequest('/myprofile', { method: 'PUT', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe('First name is required');
    expect(apiError.fieldErrors()).toEqual({
      firstName: 'First name is required',
      phone: 'Please, enter a valid canadian phone number',
    });
  });

  it('says in product words that the service did not answer when the gateway failed, not "Bad Gateway"', async () => {
    vi.mocked(currentIdToken).mockResolvedValue(undefined);
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    const error = (await sendRequest('/identity').catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(502);
    expect(error.message).toBe(serviceNotAnswering);
  });

  it("does not pass the gateway's own JSON text on (a crashed function, a timeout)", async () => {
    vi.mocked(currentIdToken).mockResolvedValue(undefined);
    // The HTTP API's (and the local gateway's), then a REST API's.
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'Internal Server Error' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { message: 'Service Unavailable' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(502, { message: 'Internal server error' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(504, { message: 'Endpoint request timed out' }));

    const failures: ApiError[] = [];
    for (let call = 0; call < 4; call++)
      failures.push((await sendRequest('/soldreports/annex').catch((e: unknown) => e)) as ApiError);

    expect(failures.map((failure) => failure.message)).toEqual(Array(4).fill(serviceNotAnswering));
    expect(failures.map((failure) => failure.status)).toEqual([500, 503, 502, 504]);
  });

  it("keeps our own 500's words, which are already the product's", async () => {
    vi.mocked(currentIdToken).mockResolvedValue(undefined);
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Something went wrong. Please try again.' }));

    const error = (await sendRequest('/identity').catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('Something went wrong. Please try again.');
  });

  it("keeps the API's own words on the failures it writes (a 503 that says when to come back)", async () => {
    vi.mocked(currentIdToken).mockResolvedValue(undefined);
    const message = 'Valuations are not available yet. Please try again in a few minutes.';
    fetchMock.mockResolvedValue(jsonResponse(503, { message }));

    const error = (await sendRequest('/homevalue').catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe(message);
  });

  it('sends nothing when the session cannot be refreshed for a passing reason: never the request without the token', async () => {
    vi.mocked(currentIdToken).mockRejectedValue(new Error('NetworkError: Failed to fetch'));

    await expect(sendRequest('/soldreports/annex?time=202604')).rejects.toThrow('NetworkError');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
