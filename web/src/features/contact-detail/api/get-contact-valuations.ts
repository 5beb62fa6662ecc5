import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** `GET /homevalue/agent?userId=`: the contact's home valuations, newest first (document 2 §7). */
export function contactValuationsQueryOptions(contactId: string) {
  return queryOptions({
    queryKey: ['home-value', 'list', 'contact', contactId],
    queryFn: ({ signal }) => api.homeValue.agentValuations({ query: { userId: contactId } }, { signal }),
  });
}

export function useContactValuations(contactId: string) {
  return useQuery(contactValuationsQueryOptions(contactId));
}
