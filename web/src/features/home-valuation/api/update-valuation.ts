import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValuationUpdateBody } from '@shared/home-value/schemas';
import type { HomeValuation } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api-client';
import { similarSoldsQueryKey, valuationQueryKey } from './get-valuation';

/**
 * `PUT /homevalue/{id}`: new facts, revalued (locationId, unit and address stay as created), with
 * the `factsStamp` of the valuation the form was opened on.
 */
export function updateValuation(id: string, body: ValuationUpdateBody): Promise<HomeValuation> {
  return api.homeValue.updateValuation({ params: { id }, body });
}

export function useUpdateValuation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ValuationUpdateBody) => updateValuation(id, body),
    // The details changed elsewhere since the form opened (409): the page reads them again, so the
    // next form opens on them.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: valuationQueryKey(id) });
      }
    },
    onSuccess: (valuation) => {
      queryClient.setQueryData(valuationQueryKey(id), valuation);
      void queryClient.invalidateQueries({ queryKey: ['home-value', 'chart', id] });
      void queryClient.invalidateQueries({ queryKey: similarSoldsQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['home-value', 'list'] });
    },
  });
}
