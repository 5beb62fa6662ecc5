import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `DELETE /homevalue/{id}`: the owner removes the valuation. */
export function deleteValuation(id: string): Promise<void> {
  return apiRequest<void>(`/homevalue/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteValuation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteValuation,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['home-value', 'valuation', id] });
      void queryClient.invalidateQueries({ queryKey: ['home-value', 'list'] });
    },
  });
}
