import { userSorts, type UserSort } from '@shared/users';

/**
 * An agent's Contact List tab's search and sort (QA 63b M3), in the URL's search like the users
 * lists' state: on the agent's page, and on a contact opened from that list
 * (`…/agent/{agentId}/profile/{id}`), so Back, and the header's 'Agent' crumb, bring the list
 * back as it was. Read by the routes' `validateSearch` (so kept small: the link back is in
 * agent-list-link.ts).
 */
export interface ContactListSearch {
  q?: string;
  sort?: UserSort;
}

/** The Contact List's search and sort in a URL's search; an empty or unknown value is left out. */
export function readContactListSearch(search: Record<string, unknown>): ContactListSearch {
  // As long as the users list's search may be (features/users/list-state.ts).
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  const sort = userSorts.find((known) => known === search.sort);
  return { ...(q && { q }), ...(sort && { sort }) };
}
