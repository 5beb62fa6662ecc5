import type { HomeValuation } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';
import { hasStoredSession } from '../../../lib/auth-session';
import { forgetClaim, pendingClaim } from '../pending-claim';

/** `POST /homevalue/{id}/claim`: the signed-in visitor takes the valuation they made anonymously (DECISIONS row 7). */
export function claimValuation(id: string, secret: string): Promise<HomeValuation> {
  return api.homeValue.claimValuation({ params: { id }, body: { secret } });
}

let claiming: { id: string; settled: Promise<boolean> } | undefined;
/** The valuations this page's claim made the account's (`claimedHere`). */
const claimed = new Set<string>();

/**
 * Sends the claim kept in this browser, once, and tells when it has settled (true when the
 * valuation is now the account's). The stored secret is forgotten whatever the answer: a wrong or
 * already claimed one is a 404 that no retry would change. Only for a signed-in caller.
 */
export function claimPendingValuation(): Promise<boolean> | undefined {
  const claim = pendingClaim();
  if (claim) {
    forgetClaim();
    const settled = claimValuation(claim.id, claim.claimSecret).then(
      () => {
        claimed.add(claim.id);
        return true;
      },
      (error: unknown) => {
        console.warn('The anonymous valuation could not be claimed', error);
        return false;
      },
    );
    claiming = { id: claim.id, settled };
  }
  return claiming?.settled;
}

/**
 * Waits for this valuation's claim, if this browser holds or sends one, before a signed-in read
 * of it: the visitor who signs in to keep an estimate comes back to it, and its read must not
 * come before the claim (it was refused, "not yours to see", until the claim landed).
 */
export async function claimOf(id: string): Promise<void> {
  // A read with no session (the summary's loader runs before the identity is known) sends no
  // claim: unsigned, it would be refused, and its secret forgotten (review 56).
  if (!hasStoredSession()) return;
  if (pendingClaim()?.id === id || claiming?.id === id) await claimPendingValuation();
}

/** Whether this page claimed the valuation: its estimate then says what the claim changed. */
export const claimedHere = (id: string) => claimed.has(id);
