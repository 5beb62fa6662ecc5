import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** The agents an admin picks from on the Today view: `GET /users?roles=agent`, by first name. */
export function agentsQueryOptions() {
  return queryOptions({
    queryKey: ['today', 'agents'],
    queryFn: async ({ signal }) => {
      const page = await api.user.listUsers({ query: { roles: 'agent', sort: 'firstName', size: '1000' } }, { signal });
      return page.items.filter((agent) => agent.status === 'active');
    },
    staleTime: 60_000,
  });
}

export function useAgents(enabled: boolean) {
  return useQuery({ ...agentsQueryOptions(), enabled });
}
