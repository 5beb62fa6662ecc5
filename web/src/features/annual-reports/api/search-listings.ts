import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** `GET /search?q=`: the property service's listings matching an MLS number or an address (document 3 §7.2). */
export function listingSearchQueryOptions(q: string) {
  return queryOptions({ ...api.property.addressSearch.options({ query: { q } }), staleTime: 5 * 60_000 });
}

/** The listings of the (already debounced) text; nothing is asked for an empty box. */
export function useListingSearch(q: string) {
  const text = q.trim();
  return useQuery({ ...listingSearchQueryOptions(text), enabled: text.length > 0, placeholderData: keepPreviousData });
}
