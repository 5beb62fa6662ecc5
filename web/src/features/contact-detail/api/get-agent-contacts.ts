import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { maxUserPageSize, type UserSort } from '@shared/users';
import { api } from '../../../lib/api/client';

/**
 * The Contact List tab (document 2 §2, §9): up to 1000 of an agent's contacts, `GET
 * /users?agentId=` with the search and the sort the tab picks, without the contacts just
 * archived or deleted from it (`exclude`: the read model may list them for a few seconds more).
 */
export function agentContactsQueryOptions(agentId: string, sort: UserSort, q: string, exclude: readonly string[] = []) {
  const query = {
    from: '0',
    size: String(maxUserPageSize),
    sort,
    roles: 'null',
    agentId,
    q: q || undefined,
    exclude: exclude.length > 0 ? exclude.join(',') : undefined,
  };
  return queryOptions({
    queryKey: ['users', 'list', agentId, 'contact-list', sort, q, exclude],
    queryFn: ({ signal }) => api.user.listUsers({ query }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAgentContacts(agentId: string, sort: UserSort, q: string, exclude?: readonly string[]) {
  return useQuery(agentContactsQueryOptions(agentId, sort, q, exclude));
}
