import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomeValuation } from '@shared/home-value/types';
import { annualReportsKeyPrefix } from '../../../lib/annual-report-keys';
import { api } from '../../../lib/api/client';
import { valuationQueryKey } from './get-valuation';

/** `PUT /homevalue/{id}/assign/{contactId}`: the agent gives the valuation to a contact (DECISIONS row 8). */
export function assignValuation(id: string, contactId: string): Promise<HomeValuation> {
  return api.homeValue.assignValuation({ params: { id, contactId } });
}

export function useAssignValuation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) => assignValuation(id, contactId),
    onSuccess: (valuation) => {
      queryClient.setQueryData(valuationQueryKey(id), valuation);
      void queryClient.invalidateQueries({ queryKey: ['home-value', 'list'] });
      // The reports show the valuation's figures, owner and existence.
      void queryClient.invalidateQueries({ queryKey: annualReportsKeyPrefix });
    },
  });
}
