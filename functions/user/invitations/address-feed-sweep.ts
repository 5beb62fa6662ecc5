import { addressesWithFeeds, sweepAddressActivity } from '../notes-follow-ups/published';
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
 * waitlist entry it may not have seen. Scans the user table once (projection PK): monthly, and at
 * once after a deploy that changes it. Idempotent: a run cut short is finished by the next.
 */
export async function runAddressFeedSweep(now: Date): Promise<AddressFeedSweepSummary> {
  const before = now.toISOString();
  const addresses = await addressesWithFeeds();
  const summary: AddressFeedSweepSummary = {
    addresses: addresses.length,
    kept: 0,
    waitlisted: 0,
    cleared: 0,
    deleted: 0,
  };
  for (const email of addresses) {
    const invitation = await getInvitation(email);
    const pending = invitation !== undefined && (invitation.usedBy === undefined || !invitation.activityCarried);
    const keep = pending ? 'all' : (await isOnWaitlist(email)) ? 'waitlist' : 'none';
    summary.deleted += await sweepAddressActivity(email, keep, before);
    summary[keep === 'all' ? 'kept' : keep === 'waitlist' ? 'waitlisted' : 'cleared'] += 1;
  }
  return summary;
}
