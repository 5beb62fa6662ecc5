import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UsersPage } from '@shared/users';
import { usersScreenPageSize } from '@shared/users';
import { api } from '../../../lib/api/client';
import type { ListState } from '../list-state';

/** `GET /users`: a page of the user list; the API limits an agent to their own contacts. */
export function getUsers(state: ListState, agentId?: string, signal?: AbortSignal): Promise<UsersPage> {
  const query = {
    from: String((state.page - 1) * usersScreenPageSize),
    size: String(usersScreenPageSize),
    sort: state.sort,
    roles: state.roles.length > 0 ? state.roles.join(',') : 'null',
    q: state.q || undefined,
    agentId: agentId || undefined,
    exclude: state.exclude && state.exclude.length > 0 ? state.exclude.join(',') : undefined,
    followUp: state.followUp || undefined,
  };
  return api.user.listUsers({ query }, { signal });
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
