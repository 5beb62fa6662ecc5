import { linkOptions } from '@tanstack/react-router';
import { readContactListSearch, type ContactListSearch } from './contact-list-search';

/** A contact opened from an agent's Contact List: `/dashboard/users/{encodedQuery?}/agent/{agentId}/profile/{id}`. */
const agentContactPath = /^\/dashboard\/users(?:\/([^/]+))?\/agent\/([^/]+)\/profile\/[^/]+\/?$/;

/**
 * Where a contact's page opened from an agent's Contact List goes back to: that agent's page on
 * its Contact List, with the search and sort the URL carries; undefined for any other page.
 */
export function agentListLink(pathname: string, search: Record<string, unknown>) {
  const match = agentContactPath.exec(pathname);
  // The id as the path holds it, decoded (the router encodes it again); a path no browser would
  // write ('%E0%A4%A') is no agent's list, and must not break the dashboard's frame (review 64).
  if (!match) return undefined;
  const id = decoded(match[2]!);
  if (id === undefined) return undefined;
  return contactListLink(match[1], id, readContactListSearch(search));
}

/**
 * The agent's page on its Contact List: `query` is the users list's encoded segment the agent's
 * page was opened from (its own Back), `search` the Contact List's search, sort and exclude.
 */
export function contactListLink(query: string | undefined, agentId: string, search: ContactListSearch) {
  return linkOptions({
    to: '/dashboard/users/{-$query}/agent/$id',
    params: { query, id: agentId },
    search: { tab: 'contacts' as const, ...search },
  });
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
