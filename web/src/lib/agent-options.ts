import { queryOptions, useQuery } from '@tanstack/react-query';
import { fullName } from '@shared/full-name';
import { api } from './api/client';
import { viewerKey } from './stored-session';

/** Document 2 §3 "Agent option": key the agent's id, label the full name. */
export interface AgentOption {
  value: string;
  label: string;
}

/** Enough for every agent of a brokerage in one answer (the API's largest page). */
const agentsPageSize = 1000;

/**
 * `GET /users?roles=agent`, sorted by first name: the agents a contact can be assigned to, or
 * an import made for (Invite new user, Import contacts).
 * Only agents with an account: an invited agent who has not signed up cannot take contacts.
 */
export async function getAgentOptions(signal?: AbortSignal): Promise<AgentOption[]> {
  const query = { from: '0', size: String(agentsPageSize), sort: 'firstName' as const, roles: 'agent' };
  const page = await api.user.listUsers({ query }, { signal });
  return page.items
    .filter((user) => user.status === 'active' && user.PK.startsWith('U#'))
    .map((user) => ({ value: user.id, label: fullName(user.details) || user.details.email }));
}

export function agentOptionsQueryOptions() {
  return queryOptions({
    // The users an admin reaches are not an agent's: the key names the viewer.
    queryKey: ['users', 'agent-options', viewerKey()],
    queryFn: ({ signal }) => getAgentOptions(signal),
    staleTime: 60_000,
  });
}

export function useAgentOptions(enabled: boolean) {
  return useQuery({ ...agentOptionsQueryOptions(), enabled });
}

/**
 * Every agent's name by id, archived and being deleted too: whose contact a person is, on an
 * admin's Users list (QA 66b L4; review 66: the contacts of an archived agent are the ones an
 * admin most needs to place). The same `GET /users?roles=agent` as the options.
 */
export function useAgentNames(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'agent-names', viewerKey()],
    queryFn: async ({ signal }): Promise<Map<string, string>> => {
      const query = { from: '0', size: String(agentsPageSize), sort: 'firstName' as const, roles: 'agent' };
      const page = await api.user.listUsers({ query }, { signal });
      return new Map(
        page.items
          .filter((user) => user.PK.startsWith('U#'))
          .map((user) => [user.id, fullName(user.details) || user.details.email]),
      );
    },
    staleTime: 60_000,
    enabled,
  });
}
