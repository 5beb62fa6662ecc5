/**
 * What the home-value service offers the other services (DESIGN "Services keep to their own
 * tables"): the one module of this folder that another service may import (lint enforces
 * it). The valuations issue (13) adds the reads the dashboard needs.
 */

export interface StopValuationUpdates {
  valuationId: string;
  /** The user the unsubscribe link was signed for: only their own valuation is changed. */
  userId: string;
  now: Date;
}

/**
 * Sets a valuation's updates to none, for the user service's unsubscribe route (a
 * `valuation:{id}` link, functions/user/README.md "Unsubscribe"). 'not-found' when that user
 * has no such valuation: nothing to do, and the link still answers as done. No valuation
 * exists before issue 13, which stores them: it implements this against the home-value table
 * (where a valuation belongs to its owner, so another user's id is 'not-found' too) and gives
 * the user service's Lambda that table's write grant (functions/services.ts).
 */
export async function stopValuationUpdates(_request: StopValuationUpdates): Promise<'stopped' | 'not-found'> {
  return 'not-found';
}
