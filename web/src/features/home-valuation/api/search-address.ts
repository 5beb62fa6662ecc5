import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressCompleteAnswer } from '@shared/home-value/types';
import { apiRequest } from '../../../lib/api-client';

/** `GET /addressComplete?q=`: buildings and houses whose address matches the text (≤ 10). */
export function searchAddress(q: string, signal?: AbortSignal): Promise<AddressCompleteAnswer> {
  return apiRequest<AddressCompleteAnswer>(`/addressComplete?q=${encodeURIComponent(q)}`, { signal });
}

export function addressCompleteQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['home-value', 'address-complete', q],
    queryFn: ({ signal }) => searchAddress(q, signal),
    staleTime: 5 * 60_000,
  });
}

/** The suggestions for the (already debounced) text; nothing is asked for an empty box. */
export function useAddressComplete(q: string) {
  const text = q.trim();
  return useQuery({
    ...addressCompleteQueryOptions(text),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}
