import { userSorts, type UserSort } from '@shared/users';
import { isUserId } from '@shared/validation/rules';

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
  /**
   * Contacts just archived or deleted from a contact's page opened on this list (review 64):
   * `GET /users` leaves them out while its read model, a few seconds behind, still lists them, as
   * the users lists' `exclude` does (features/users/list-state.ts). Kept while the list is
   * browsed; a new search drops it.
   */
  exclude?: string[];
}

/** `GET /users` takes at most 100 excluded ids (shared/users-schemas.ts). */
const maxExcluded = 100;

/** The Contact List's search and sort in a URL's search; an empty or unknown value is left out. */
export function readContactListSearch(search: Record<string, unknown>): ContactListSearch {
  // As long as the users list's search may be (features/users/list-state.ts).
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  const sort = userSorts.find((known) => known === search.sort);
  const exclude = Array.isArray(search.exclude)
    ? search.exclude
        .filter((id): id is string => typeof id === 'string' && id !== '' && isUserId(id))
        .slice(-maxExcluded)
    : [];
  return { ...(q && { q }), ...(sort && { sort }), ...(exclude.length > 0 && { exclude }) };
}

/** The list's search with one more contact left out (the latest 100 kept). */
export function withExcludedContact(search: ContactListSearch, id: string): ContactListSearch {
  const exclude = [...(search.exclude ?? []).filter((other) => other !== id), id].slice(-maxExcluded);
  return { ...search, exclude };
}
