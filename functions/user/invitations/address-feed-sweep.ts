import { forEachAddressWithFeed, sweepAddressActivity } from '../notes-follow-ups/published';
import { getInvitation } from './invitation-repository';
import { isOnWaitlist } from './waitlist-repository';

export interface AddressFeedSweepSummary {
  /** Addresses whose feed held a line when the run read the table. */
  addresses: number;
  /** Feeds of an open invitation, or of one whose lines wait to be carried to its account: kept whole. */
  kept: number;
  /** Feeds of an address on the waitlist only: its "Joined the waitlist" lines kept, the rest deleted. */
  waitlisted: number;
  /** Feeds of an address with neither: deleted. */
  cleared: number;
  /** The lines deleted, of the waitlisted and cleared feeds: none once a run has found them all. */
  deleted: number;
  /** Addresses whose sweep failed (logged; the next run tries them again). */
  failed: number;
}

/**
 * The feeds under personal addresses that an older version left behind (DECISIONS row 43: nothing
 * stays under an address past its time). Since session 65 an invitation's lines go when it ends
 * (carried, withdrawn, deleted, undone) and the waitlist's with its entry; lines written before
 * stay under their addresses on a stack that ran older code. For each address with a feed:
 * - an open invitation, or a used one whose lines are not yet carried to its account
 *   (invitee-carry.ts): kept whole;
 * - on the waitlist: its "Joined the waitlist" lines kept, the rest deleted;
 * - else: deleted.
 * Only lines older than the run's start go: a line written while it runs is of an invitation or a
 * waitlist entry it may not have seen. It scans the user table (its keys only) and sweeps each
 * page's addresses before it reads the next, so a run cut short has done what it reached and the
 * next finds less; an address that fails is counted and logged, and the run goes on (the job
 * fails at its end, to be seen). Monthly.
 */
export async function runAddressFeedSweep(
  now: Date,
  log: (message: string, details?: Record<string, unknown>) => void = () => undefined,
): Promise<AddressFeedSweepSummary> {
  const before = now.toISOString();
  const summary: AddressFeedSweepSummary = {
    addresses: 0,
    kept: 0,
    waitlisted: 0,
    cleared: 0,
    deleted: 0,
    failed: 0,
  };
  await forEachAddressWithFeed(async (addresses) => {
    for (const email of addresses) {
      summary.addresses += 1;
      try {
        const invitation = await getInvitation(email);
        const pending = invitation !== undefined && (invitation.usedBy === undefined || !invitation.activityCarried);
        const keep = pending ? 'all' : (await isOnWaitlist(email)) ? 'waitlist' : 'none';
        summary.deleted += await sweepAddressActivity(email, keep, before);
        summary[keep === 'all' ? 'kept' : keep === 'waitlist' ? 'waitlisted' : 'cleared'] += 1;
      } catch (error) {
        summary.failed += 1;
        log('Address feed not swept', { error: String(error) });
      }
    }
  });
  if (summary.failed > 0) {
    throw new Error(`${summary.failed} of ${summary.addresses} address feeds not swept: ${JSON.stringify(summary)}`);
  }
  return summary;
}
