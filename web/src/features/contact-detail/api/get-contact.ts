import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListItem } from '@shared/users';
import { api } from '../../../lib/api/client';

/** `GET /users/{id}`: the person as the list shows them, with the caller's own follow-up. */
export function getContact(id: string, signal?: AbortSignal): Promise<UserListItem> {
  return api.user.getUser({ params: { id } }, { signal });
}

/** Under the lists' `users` key, so a change that invalidates the lists refreshes it too. */
export function contactQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['users', 'one', id],
    queryFn: ({ signal }) => getContact(id, signal),
    staleTime: 15_000,
  });
}

export function useContact(id: string) {
  return useQuery(contactQueryOptions(id));
}
