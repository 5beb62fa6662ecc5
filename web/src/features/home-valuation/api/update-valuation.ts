import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValuationBody } from '@shared/home-value/schemas';
import type { HomeValuation } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';
import { similarSoldsQueryKey } from './get-similar-solds';
import { valuationQueryKey } from './get-valuation';

/** `PUT /homevalue/{id}`: new facts, revalued (locationId, unit and address stay as created). */
export function updateValuation(id: string, body: ValuationBody): Promise<HomeValuation> {
  return api.homeValue.updateValuation({ params: { id }, body });
}

export function useUpdateValuation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ValuationBody) => updateValuation(id, body),
    onSuccess: (valuation) => {
      queryClient.setQueryData(valuationQueryKey(id), valuation);
      void queryClient.invalidateQueries({ queryKey: ['home-value', 'chart', id] });
      void queryClient.invalidateQueries({ queryKey: similarSoldsQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['home-value', 'list'] });
    },
  });
}
