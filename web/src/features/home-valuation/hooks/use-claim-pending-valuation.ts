import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { claimPendingValuation } from '../api/claim-valuation';

/**
 * DECISIONS row 7: a valuation made anonymously in this browser becomes the account's when its
 * visitor signs in. Sent once (`claimPendingValuation`); a read of that valuation waits for it.
 */
export function useClaimPendingValuation(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    void claimPendingValuation()?.then((claimed) => {
      if (claimed) void queryClient.invalidateQueries({ queryKey: ['home-value'] });
    });
  }, [signedIn, queryClient]);
}
