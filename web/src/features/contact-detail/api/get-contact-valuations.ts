import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValuationPage } from '@shared/home-value/types';
import { apiRequest } from '../../../lib/api-client';

/** `GET /homevalue/agent?userId=`: the contact's home valuations, newest first (document 2 §7). */
export function contactValuationsQueryOptions(contactId: string) {
  return queryOptions({
    queryKey: ['home-value', 'list', 'contact', contactId],
    queryFn: ({ signal }) =>
      apiRequest<ValuationPage>(`/homevalue/agent?userId=${encodeURIComponent(contactId)}`, { signal }),
  });
}

export function useContactValuations(contactId: string) {
  return useQuery(contactValuationsQueryOptions(contactId));
}
