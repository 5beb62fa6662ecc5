import { useQuery } from '@tanstack/react-query';
import type { PropertySummary } from '@shared/search/types';
import { api } from './api/client';

/** The most listings one `GET /quickview` takes (shared/search/filters-schemas.ts). */
const listedAtMost = 100;

/**
 * Followed listings (`Followings.properties`: MLS number → when followed), newest first, as many
 * as one call can describe: the client's account page and the agent's Insights list them so.
 */
export function followedNewestFirst(properties: Readonly<Record<string, string>> | undefined): [string, string][] {
  return Object.entries(properties ?? {})
    .sort(([, a], [, b]) => b.localeCompare(a))
    .slice(0, listedAtMost);
}

/**
 * `GET /quickview?ids=`: those listings as the caller may see them (document 3 §7.2). A listing
 * the index no longer holds is left out of the answer.
 */
export function useFollowedListings(ids: readonly string[]) {
  return useQuery({
    queryKey: ['followed-listings', ids.join(',')],
    queryFn: async ({ signal }): Promise<PropertySummary[]> =>
      (await api.property.quickView({ query: { ids: ids.join(',') } }, { signal })).hits,
    enabled: ids.length > 0,
  });
}
