import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomeValuation } from '@shared/home-value/types';
import { apiRequest } from '../../../lib/api-client';
import { valuationQueryKey } from './get-valuation';

/** `POST /homevalue/{id}/discussion`: the owner asks their agent to review (DECISIONS row 6). */
export function requestDiscussion(id: string): Promise<HomeValuation> {
  return apiRequest<HomeValuation>(`/homevalue/${encodeURIComponent(id)}/discussion`, { method: 'POST' });
}

export function useRequestDiscussion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestDiscussion(id),
    onSuccess: (valuation) => queryClient.setQueryData(valuationQueryKey(id), valuation),
  });
}
