import { useMutation, useQueryClient } from '@tanstack/react-query';
import { annualReportsKeyPrefix } from '../../../lib/annual-report-keys';
import { api } from '../../../lib/api/client';

/** `DELETE /homevalue/{id}`: the owner removes the valuation. */
export function deleteValuation(id: string): Promise<void> {
  return api.homeValue.deleteValuation({ params: { id } });
}

export function useDeleteValuation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteValuation,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['home-value', 'valuation', id] });
      void queryClient.invalidateQueries({ queryKey: ['home-value', 'list'] });
      // The reports show the valuation's figures, owner and existence.
      void queryClient.invalidateQueries({ queryKey: annualReportsKeyPrefix });
    },
  });
}
