import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomeValuation, ReceiveUpdates } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';
import { valuationQueryKey } from './get-valuation';

/** `PUT /homevalue/{id}/receiveUpdates`: how often the owner hears of the value. */
export function updateReceiveUpdates(id: string, receiveUpdates: ReceiveUpdates): Promise<HomeValuation> {
  return api.homeValue.setReceiveUpdates({ params: { id }, body: { receiveUpdates } });
}

export function useUpdateReceiveUpdates(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiveUpdates: ReceiveUpdates) => updateReceiveUpdates(id, receiveUpdates),
    onSuccess: (valuation) => queryClient.setQueryData(valuationQueryKey(id), valuation),
  });
}
