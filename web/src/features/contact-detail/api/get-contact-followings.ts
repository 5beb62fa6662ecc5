import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** `GET /users/{id}/followings` (document 2 §7): what the contact follows; their agent or an admin only. */
export function contactFollowingsQueryOptions(contactId: string) {
  return queryOptions(api.user.getContactFollowings.options({ params: { id: contactId } }));
}

export function useContactFollowings(contactId: string) {
  return useQuery(contactFollowingsQueryOptions(contactId));
}
