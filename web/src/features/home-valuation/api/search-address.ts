import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { addressQueryMaxLength, type AddressCompleteAnswer } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';

/** `GET /addressComplete?q=`: buildings and houses whose address matches the text (≤ 10). */
export function searchAddress(q: string, signal?: AbortSignal): Promise<AddressCompleteAnswer> {
  return api.homeValue.addressComplete({ query: { q } }, { signal });
}

export function addressCompleteQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['home-value', 'address-complete', q],
    queryFn: ({ signal }) => searchAddress(q, signal),
    staleTime: 5 * 60_000,
  });
}

/** The suggestions for the (already debounced) text; nothing is asked for an empty box, or past the longest address searched. */
export function useAddressComplete(q: string) {
  const text = q.trim();
  return useQuery({
    ...addressCompleteQueryOptions(text),
    enabled: text.length > 0 && text.length <= addressQueryMaxLength,
    placeholderData: keepPreviousData,
  });
}
