/** `/dashboard/users/{encodedQuery?}/profile/{id}` and `.../agent/{id}`: the list part and the suffix. */
const screenPath = /^(.*?)\/(profile|agent)\/[^/]+\/?$/;

/**
 * Document 2 §2: Back strips the `/profile/{id}` or `/agent/{id}` suffix from the path, so the
 * list comes back with its encoded query (search, chips, sort, page) as it was.
 */
export function backPath(pathname: string): string {
  return screenPath.exec(pathname)?.[1] || '/dashboard/users';
}

/** The list's encoded query segment in the path, if there is one (`/dashboard/users/{segment}/…`). */
export function listSegment(pathname: string): string | undefined {
  const [, dashboard, users, segment] = backPath(pathname).split('/');
  return dashboard === 'dashboard' && users === 'users' && segment ? segment : undefined;
}
