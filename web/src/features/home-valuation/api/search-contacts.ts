import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContactSearchAnswer } from '@shared/home-value/contact-search';
import { api } from '../../../lib/api/client';

/** `GET /contacts/search?q=`: the agent's contacts matching the text (admin: everyone). */
export function searchContacts(q: string, signal?: AbortSignal): Promise<ContactSearchAnswer> {
  return api.user.searchContacts({ query: { q } }, { signal });
}

/** The search starts after more than 1 character (document 3 §2.7). */
export function useContactSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['home-value', 'contacts', text],
    queryFn: ({ signal }) => searchContacts(text, signal),
    enabled: text.length > 1,
    placeholderData: keepPreviousData,
  });
}
