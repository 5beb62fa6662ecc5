import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UsersPage } from '@shared/users';
import { usersScreenPageSize } from '@shared/users';
import { apiRequest } from '../../../lib/api-client';
import type { ListState } from '../list-state';

/** `GET /users`: a page of the user list; the API limits an agent to their own contacts. */
export function getUsers(state: ListState, agentId?: string, signal?: AbortSignal): Promise<UsersPage> {
  const query = new URLSearchParams({
    from: String((state.page - 1) * usersScreenPageSize),
    size: String(usersScreenPageSize),
    sort: state.sort,
    roles: state.roles.length > 0 ? state.roles.join(',') : 'null',
  });
  if (state.q) query.set('q', state.q);
  if (agentId) query.set('agentId', agentId);
  if (state.exclude && state.exclude.length > 0) query.set('exclude', state.exclude.join(','));
  if (state.followUp) query.set('followUp', state.followUp);
  return apiRequest<UsersPage>(`/users?${query}`, { signal });
}

export function usersQueryOptions(state: ListState, agentId?: string) {
  return queryOptions({
    queryKey: ['users', 'list', agentId ?? 'all', state],
    queryFn: ({ signal }) => getUsers(state, agentId, signal),
    // The next page or sort shows over the current rows (the loading overlay), not a blank.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useUsers(state: ListState, agentId?: string) {
  return useQuery(usersQueryOptions(state, agentId));
}
