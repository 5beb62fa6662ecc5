import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentProfile } from '@shared/agent';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api/client';

/** `GET /profiles/myagent`: the signed-in user's agent, or null while none is assigned (404). */
export async function getMyAgent(): Promise<AgentProfile | null> {
  try {
    return await api.user.getMyAgent();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const myAgentQueryKey = ['myagent'] as const;

export function myAgentQueryOptions() {
  return queryOptions({ queryKey: myAgentQueryKey, queryFn: getMyAgent, staleTime: 5 * 60_000 });
}

/** `enabled`: only for signed-in users (the shell asks for anonymous visitors too). */
export function useMyAgent(enabled = true) {
  return useQuery({ ...myAgentQueryOptions(), enabled });
}
