/**
 * What the home-value service offers the others (DESIGN "Services keep to their own
 * tables"): the one module of this folder that another service may import
 * (lint enforces it).
 */
import { ConflictError } from '../lib/errors';
import {
  allValuationsOfOwner,
  deleteValuation,
  getValuation,
  newestValuationNeighbourhood,
  replaceValuation,
} from './valuation-repository';

export interface StopValuationUpdates {
  valuationId: string;
  /** The user the unsubscribe link was signed for: only their own valuation is changed. */
  userId: string;
  now: Date;
}

/**
 * Sets a valuation's updates to none, for the user service's unsubscribe route (a
 * `valuation:{id}` link, functions/user/README.md "Unsubscribe"). 'not-found' when that user
 * does not own such a valuation (someone else's id included): nothing to do, and the link
 * still answers as done. A write that loses a race with the owner's own change is retried
 * once on the fresh record.
 */
export async function stopValuationUpdates(request: StopValuationUpdates): Promise<'stopped' | 'not-found'> {
  for (let attempt = 0; ; attempt += 1) {
    const record = await getValuation(request.valuationId);
    if (!record || record.ownerId !== request.userId) return 'not-found';
    if (record.receiveUpdates === 'none') return 'stopped';
    try {
      await replaceValuation({
        ...record,
        receiveUpdates: 'none',
        updatedAt: request.now.toISOString(),
        version: record.version + 1,
      });
      return 'stopped';
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt > 0) throw error;
    }
  }
}

/**
 * Deletes every valuation a user owns, each with its value history and its share link (the
 * claim secret is an attribute of the valuation and goes with it), for the user service's
 * delete job (functions/user/README.md "Deleting a user"). Each valuation goes whole, its
 * record last, so a failure half-way leaves whole valuations and a second call finishes the
 * work; a user with none is done at once. The number deleted.
 */
export async function deleteValuationsOfOwner(userId: string): Promise<number> {
  const valuations = await allValuationsOfOwner(userId);
  for (const valuation of valuations) await deleteValuation(valuation);
  return valuations.length;
}

/**
 * The neighbourhood of a user's home: that of the newest valuation they own, for the monthly
 * newsletter of a user who follows no neighbourhood (DECISIONS row 19). Undefined without one.
 */
export async function homeNeighbourhoodOf(userId: string): Promise<string | undefined> {
  return newestValuationNeighbourhood(userId);
}
