import { vi } from 'vitest';
import { readWebConfig, setWebConfig } from '../../web/src/lib/web-config';

/** An API answer: a status (200 by default) and a JSON body, or the network failing as fetch does. */
export type StubAnswer = { status?: number; body?: unknown } | 'network down';

/**
 * A fake `fetch` under the real API client (web/src/lib/api-client.ts): `answer` gets each
 * call's path, without the API's base, and its method. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: (path: string, method: string) => StubAnswer | Promise<StubAnswer>) {
  setTestWebConfig();
  const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
    const result = await answer(url.replace(/^\/api/, ''), init?.method ?? 'GET');
    if (result === 'network down') throw new TypeError('Failed to fetch');
    const status = result.status ?? 200;
    const text = result.body === undefined ? '' : JSON.stringify(result.body);
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text } as Response;
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** A promise the test settles when it wants, to look at the screen while a call is out. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** The web config of the tests: the API under `/api`, the product's default name ("GTA Homes"). */
export function setTestWebConfig(): void {
  setWebConfig(
    readWebConfig({
      apiUrl: '/api',
      photosUrl: '/p',
      region: 'ca-central-1',
      userPoolId: 'pool',
      userPoolClientId: 'client',
    }),
  );
}
