import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressSearchAnswer, LocationAnswer } from '@shared/search/types';
import { api } from '../../../lib/api/client';
import { viewerKey } from '../../../lib/stored-session';

/** `GET /search?q=`: listings, locations and neighbourhoods matching the text (document 3 §7.2). */
export function searchAddresses(q: string, signal?: AbortSignal): Promise<AddressSearchAnswer> {
  return api.property.addressSearch({ query: { q } }, { signal });
}

/** Answers differ by viewer: the key names the viewer. */
export function addressSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['home-search', 'address-search', viewerKey(), q],
    queryFn: ({ signal }) => searchAddresses(q, signal),
    staleTime: 5 * 60_000,
  });
}

/** The matches of the (already debounced) text; nothing is asked for an empty box. */
export function useAddressSearch(q: string) {
  const text = q.trim();
  return useQuery({
    ...addressSearchQueryOptions(text),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** `GET /search/location/{id}`: the box the map frames for a place. */
export function getLocation(id: string): Promise<LocationAnswer> {
  return api.property.location({ params: { id } });
}
