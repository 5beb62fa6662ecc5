import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomeValuation } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';
import { valuationQueryKey } from './get-valuation';

/** `POST /homevalue/{id}/discussion`: the owner asks their agent to review (DECISIONS row 6). */
export function requestDiscussion(id: string): Promise<HomeValuation> {
  return api.homeValue.requestDiscussion({ params: { id } });
}

export function useRequestDiscussion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestDiscussion(id),
    onSuccess: (valuation) => queryClient.setQueryData(valuationQueryKey(id), valuation),
  });
}
