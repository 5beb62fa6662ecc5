import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmBody } from '@shared/home-value/schemas';
import type { HomeValuation } from '@shared/home-value/types';
import { annualReportsKeyPrefix } from '../../../lib/annual-report-keys';
import { api } from '../../../lib/api/client';
import { similarSoldsQueryKey, valuationQueryKey } from './get-valuation';

/** `PUT /homevalue/{id}/confirm`: the agent confirms a value, with notes for the owner and private ones. */
export function confirmValuation(id: string, body: ConfirmBody): Promise<HomeValuation> {
  return api.homeValue.confirmValuation({ params: { id }, body });
}

export function useConfirmValuation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmBody) => confirmValuation(id, body),
    onSuccess: (valuation) => {
      queryClient.setQueryData(valuationQueryKey(id), valuation);
      void queryClient.invalidateQueries({ queryKey: ['home-value', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['home-value', 'chart', id] });
      void queryClient.invalidateQueries({ queryKey: similarSoldsQueryKey(id) });
      // The reports show the valuation's figures, owner and existence.
      void queryClient.invalidateQueries({ queryKey: annualReportsKeyPrefix });
    },
  });
}
