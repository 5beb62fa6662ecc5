import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Followings } from '@shared/followings';
import { apiRequest } from '../../../lib/api-client';

/** `GET /users/{id}/followings` (document 2 §7): what the contact follows; their agent or an admin only. */
export function contactFollowingsQueryOptions(contactId: string) {
  return queryOptions({
    queryKey: ['contact-detail', contactId, 'followings'],
    queryFn: ({ signal }) => apiRequest<Followings>(`/users/${encodeURIComponent(contactId)}/followings`, { signal }),
  });
}

export function useContactFollowings(contactId: string) {
  return useQuery(contactFollowingsQueryOptions(contactId));
}
