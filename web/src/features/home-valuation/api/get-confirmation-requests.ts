import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValuationPage } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';

/** `GET /homevalue/agent`: without a userId, the confirmation requests of the agent's contacts (admin: all). */
export function getConfirmationRequests(): Promise<ValuationPage> {
  return api.homeValue.agentValuations();
}

export function confirmationRequestsQueryOptions() {
  return queryOptions({ queryKey: ['home-value', 'list', 'requests'], queryFn: getConfirmationRequests });
}

export function useConfirmationRequests() {
  return useQuery(confirmationRequestsQueryOptions());
}
