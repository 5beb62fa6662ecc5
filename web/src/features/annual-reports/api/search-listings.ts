import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressSearchAnswer } from '@shared/search/types';
import { apiRequest } from '../../../lib/api-client';

/** `GET /search?q=`: the property service's listings matching an MLS number or an address (document 3 §7.2). */
export function listingSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['annual-reports', 'listing-search', q],
    queryFn: ({ signal }) => apiRequest<AddressSearchAnswer>(`/search?q=${encodeURIComponent(q)}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The listings of the (already debounced) text; nothing is asked for an empty box. */
export function useListingSearch(q: string) {
  const text = q.trim();
  return useQuery({ ...listingSearchQueryOptions(text), enabled: text.length > 0, placeholderData: keepPreviousData });
}
