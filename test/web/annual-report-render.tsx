import { vi } from 'vitest';
import { stubApi } from './api-stub';

/** The annual report tests' fake API: every call kept (with its JSON body), answered by `answer`. */
export interface Call {
  method: string;
  path: string;
  body?: unknown;
}

export type Answer = { status?: number; body?: unknown } | undefined;

/**
 * A fake API under the real client (web/src/lib/api-client.ts): `answer` may answer a call;
 * anything it leaves gets an empty list, or a 404 for a report or user.
 */
export function stubReportApi(answer: (call: Call) => Answer | Promise<Answer>): { calls: Call[] } {
  const calls: Call[] = [];
  stubApi(() => ({}));
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const call: Call = { method: init?.method ?? 'GET', path: url.replace(/^\/api/, '') };
    if (init?.body) call.body = JSON.parse(String(init.body));
    calls.push(call);
    const result = (await answer(call)) ?? emptyAnswer(call);
    const status = result.status ?? 200;
    const text = result.body === undefined ? '' : JSON.stringify(result.body);
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text } as Response;
  });
  return { calls };
}

function emptyAnswer({ path }: Call): { status?: number; body?: unknown } {
  if (path.startsWith('/homevalue/agent') || path.startsWith('/homevalue/contact/reports'))
    return { body: { items: [] } };
  if (path.endsWith('/followings')) return { body: { neighbourhoods: {}, properties: {} } };
  if (path === '/neighbourhoods') return { body: { neighbourhoods: [] } };
  if (path.startsWith('/search?')) return { body: { listings: [], locations: [], neighbourhoods: [] } };
  return { status: 404, body: { message: 'Not found.' } };
}

/** The calls that changed something. */
export const changes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');
