import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { maxUserPageSize, usersScreenPageSize, type UserListItem, type UsersPage } from '@shared/users';
import { api } from '../../../lib/api/client';
import type { ListState } from '../list-state';

/** `GET /users`: a page of the user list; the API limits an agent to their own contacts. */
export function getUsers(state: ListState, agentId?: string, signal?: AbortSignal): Promise<UsersPage> {
  const query = {
    from: String((state.page - 1) * usersScreenPageSize),
    size: String(usersScreenPageSize),
    ...listQuery(state, agentId),
  };
  return api.user.listUsers({ query }, { signal });
}

/** The query of the screen's search, filter and sort, without its page. */
function listQuery(state: ListState, agentId?: string) {
  return {
    sort: state.sort,
    roles: state.roles.length > 0 ? state.roles.join(',') : 'null',
    q: state.q || undefined,
    agentId: agentId || undefined,
    exclude: state.exclude && state.exclude.length > 0 ? state.exclude.join(',') : undefined,
    followUp: state.followUp || undefined,
  };
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

/**
 * Every row matching the screen's search, filter and sort ("select all N matches", issue 29):
 * pages of the largest size the API allows, one after another, each limited by the API as the
 * screen's pages are (an agent's own contacts).
 */
export async function getAllMatches(state: ListState, total: number, signal?: AbortSignal): Promise<UserListItem[]> {
  const items: UserListItem[] = [];
  for (let from = 0; from < total; from += maxUserPageSize) {
    const page = await api.user.listUsers(
      {
        query: { from: String(from), size: String(maxUserPageSize), ...listQuery(state) },
      },
      { signal },
    );
    items.push(...page.items);
    if (page.items.length < maxUserPageSize) break;
  }
  return items;
}
