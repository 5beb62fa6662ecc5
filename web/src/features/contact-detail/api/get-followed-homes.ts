import { useQuery } from '@tanstack/react-query';
import type { PropertySummary } from '@shared/search/types';
import { api } from '../../../lib/api/client';

/** The most listings one `GET /quickview` takes (shared/search/filters-schemas.ts). */
export const followedHomesShown = 100;

/**
 * `GET /quickview?ids=`: the listings a contact follows, as their agent sees them (document 3
 * §7.2). A listing the index no longer holds is left out of the answer.
 */
export function useFollowedHomes(ids: readonly string[]) {
  return useQuery({
    queryKey: ['contact-detail', 'followed-homes', ids.join(',')],
    queryFn: async ({ signal }): Promise<PropertySummary[]> =>
      (await api.property.quickView({ query: { ids: ids.join(',') } }, { signal })).hits,
    enabled: ids.length > 0,
  });
}
