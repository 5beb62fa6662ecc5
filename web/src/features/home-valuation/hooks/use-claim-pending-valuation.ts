import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { claimValuation } from '../api/claim-valuation';
import { forgetClaim, pendingClaim } from '../pending-claim';

/**
 * DECISIONS row 7: a valuation made anonymously in this browser becomes the account's when its
 * visitor signs in. The stored secret is used once and forgotten, whatever the answer (a wrong
 * or already claimed one is a 404 that no retry would change).
 */
export function useClaimPendingValuation(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const claim = pendingClaim();
    if (!claim) return;
    forgetClaim();
    claimValuation(claim.id, claim.claimSecret)
      .then(() => queryClient.invalidateQueries({ queryKey: ['home-value'] }))
      .catch((error: unknown) => console.warn('The anonymous valuation could not be claimed', error));
  }, [signedIn, queryClient]);
}
