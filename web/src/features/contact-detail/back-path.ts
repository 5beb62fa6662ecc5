/** `/dashboard/users/{encodedQuery?}/profile/{id}` and `.../agent/{id}`: the list part and the suffix. */
const screenPath = /^(.*?)\/(profile|agent)\/[^/]+\/?$/;

/** The pages that may follow `/dashboard/users` at once, where no encoded list query is. */
const usersPages = new Set(['profile', 'agent', 'agent-contacts', 'invite-user', 'import-contacts']);

/**
 * Document 2 §2: Back strips the `/profile/{id}` or `/agent/{id}` suffix from the path, so the
 * list comes back with its encoded query (search, chips, sort, page) as it was; from a contact
 * opened from an agent's Contact List, that agent's page (with the list's search: `agentListLink`).
 */
export function backPath(pathname: string): string {
  return screenPath.exec(pathname)?.[1] || '/dashboard/users';
}

/** The list's encoded query segment in the path, if there is one (`/dashboard/users/{segment}/…`). */
export function listSegment(pathname: string): string | undefined {
  const [, dashboard, users, segment] = pathname.split('/');
  return dashboard === 'dashboard' && users === 'users' && segment && !usersPages.has(segment) ? segment : undefined;
}
