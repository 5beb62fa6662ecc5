import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValuationBody } from '@shared/home-value/schemas';
import type { CreatedValuation } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';
import { rememberClaim } from '../pending-claim';

/** `POST /homevalue`: values the home and stores the valuation (anonymous callers get a claim secret). */
export function createValuation(body: ValuationBody): Promise<CreatedValuation> {
  return api.homeValue.createValuation({ body });
}

export function useCreateValuation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createValuation,
    onSuccess: (created) => {
      // DECISIONS row 7: the visitor's account claims it after signing in in this browser.
      if (created.claimSecret) rememberClaim({ id: created.id, claimSecret: created.claimSecret });
      const { claimSecret: _secret, ...valuation } = created;
      queryClient.setQueryData(['home-value', 'valuation', created.id], valuation);
      void queryClient.invalidateQueries({ queryKey: ['home-value', 'list'] });
    },
  });
}
