import type { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { Role } from '@shared/roles';
import type { UserListItem } from '@shared/users';
import { ContactDetailScreen } from '../../web/src/features/contact-detail/components/contact-detail-screen';
import type { ContactTab } from '../../web/src/features/contact-detail/contact-tabs';
import { stubApi } from './api-stub';
import { renderWithRouter } from './render';

/** The contact screen's tests: people, and the screen as a route would render it. */

export const now = new Date('2026-06-15T16:00:00Z');
/** `now` in Toronto. */
export const today = '2026-06-15';

export const agentViewer = { id: 'agent-1', roles: ['agent'] as Role[] };
export const adminViewer = { id: 'admin-1', roles: ['admin'] as Role[] };

export function person(id: string, extra: Partial<UserListItem> = {}): UserListItem {
  return {
    id,
    PK: `U#${id}`,
    roles: null,
    details: { firstName: 'Olivia', lastName: 'Chen', email: 'olivia@example.com', phone: '416-555-0199' },
    agentId: 'agent-1',
    status: 'active',
    lastLoginAt: '2026-06-10T14:00:00Z',
    logins: 7,
    totalSessionDuration: 2_520_000,
    averageSessionDuration: 360_000,
    totalReportOpen: 3,
    ...extra,
  };
}

export function showContact(
  id: string,
  {
    viewer = agentViewer,
    tab,
    queryClient,
  }: { viewer?: { id: string; roles: Role[] }; tab?: ContactTab; queryClient?: QueryClient } = {},
) {
  return renderWithRouter(
    <ContactDetailScreen
      id={id}
      viewer={viewer}
      renderProfile={(user) => <p>Profile tab of {user.details.email}</p>}
      now={now}
    />,
    { path: `/dashboard/users/profile/${id}${tab ? `?tab=${tab}` : ''}`, queryClient },
  );
}

export interface Call {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * A fake API under the real client for the contact screen: `answer` may answer a call (with a
 * status and body); anything it leaves gets an empty answer of the right shape, so tabs that
 * a test does not look at still load. Every call is kept, with its JSON body.
 */
export function stubContactApi(answer: (call: Call) => { status?: number; body?: unknown } | undefined): {
  calls: Call[];
} {
  const calls: Call[] = [];
  stubApi(() => ({}));
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const call: Call = { method: init?.method ?? 'GET', path: url.replace(/^\/api/, '') };
    if (init?.body) call.body = JSON.parse(String(init.body));
    calls.push(call);
    const result = answer(call) ?? emptyAnswer(call);
    const status = result.status ?? 200;
    const text = result.body === undefined ? '' : JSON.stringify(result.body);
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text } as Response;
  });
  return { calls };
}

function emptyAnswer({ path }: Call): { status?: number; body?: unknown } {
  if (path.startsWith('/homevalue/agent')) return { body: { items: [] } };
  if (path.endsWith('/followings')) return { body: { neighbourhoods: {}, properties: {} } };
  if (path.endsWith('/notes')) return { body: [] };
  if (path.includes('/feeds')) return { body: { month: '2026-06', items: [], aggregation: [] } };
  if (path.startsWith('/users?')) return { body: { items: [], total: 0, from: 0, size: 1000 } };
  if (path === '/neighbourhoods') return { body: { neighbourhoods: [] } };
  return { status: 404, body: { message: 'There is no such user.' } };
}
