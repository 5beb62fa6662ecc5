import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsersPage } from '@shared/users';
import { apiRequest } from '../../../lib/api-client';

export interface AgentOption {
  /** The option's key is the agent's id, its label the full name (document 2 §2). */
  value: string;
  label: string;
}

/** `GET /users?roles=agent`: every agent, by first name, for the admin's agent dropdown. */
export async function getAgents(signal?: AbortSignal): Promise<AgentOption[]> {
  const query = new URLSearchParams({ from: '0', size: '1000', sort: 'firstName', roles: 'agent' });
  const page = await apiRequest<UsersPage>(`/users?${query}`, { signal });
  return page.items
    .filter((user) => user.status === 'active')
    .map((user) => ({
      value: user.id,
      label: `${user.details.firstName} ${user.details.lastName}`.trim() || user.details.email,
    }));
}

export function agentsQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'agents'],
    queryFn: ({ signal }) => getAgents(signal),
    staleTime: 60_000,
  });
}

export function useAgents(enabled: boolean) {
  return useQuery({ ...agentsQueryOptions(), enabled });
}
