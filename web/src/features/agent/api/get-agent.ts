import { queryOptions } from '@tanstack/react-query';
import type { AgentProfile } from '@shared/agent';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api/client';

/** `GET /agents/{id}`: an agent's public page; null when there is no such agent. */
export async function getAgent(id: string): Promise<AgentProfile | null> {
  try {
    return await api.user.getAgent({ params: { id } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function agentQueryOptions(id: string) {
  return queryOptions({ queryKey: ['agent', id], queryFn: () => getAgent(id), staleTime: 5 * 60_000 });
}
