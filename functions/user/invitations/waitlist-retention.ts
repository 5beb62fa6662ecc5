import { forgetWaitlistActivity } from '../notes-follow-ups/published';
import { getInvitation } from './invitation-repository';
import { listWaitlist, removeWaitlistEntry } from './waitlist-repository';

/** DECISIONS row 43: a waitlist entry is kept until its address is invited, or 24 months. */
export const waitlistRetentionMonths = 24;

/**
 * The instant an entry made at `createdAt` is kept until: 24 calendar months on, at the same time
 * (an entry of 29 February, on 1 March of a year with none); undefined for a time that is none.
 */
export function waitlistKeptUntil(createdAt: string): Date | undefined {
  const until = new Date(createdAt);
  if (Number.isNaN(until.getTime())) return undefined;
  until.setUTCMonth(until.getUTCMonth() + waitlistRetentionMonths);
  return until;
}

export interface WaitlistRetentionSummary {
  /** Entries on the waitlist when the run read it. */
  waitlisted: number;
  /** Entries 24 months old or more, deleted. */
  expired: number;
  /** Entries of an address invited since (one the invitation did not take off), deleted. */
  invited: number;
  /** Entries whose time is none (kept, and counted, to be looked at). */
  unreadable: number;
}

/**
 * The waitlist's retention (DECISIONS row 43, the privacy page's "Until you are invited, or 24
 * months."): an invitation takes its address off the waitlist (invitation-repository.ts
 * `putInvitation`); this takes off every entry 24 months old, and any entry of an address with an
 * invitation (one left by an invitation made before that rule, or whose taking off failed),
 * with the address's "Joined the waitlist" lines (only those: an invitation's lines are its own).
 * Reads the waitlist's own index partition, not the table; an entry made again while it runs is
 * left (the delete is on the time it read). Idempotent: a run cut short is finished the next day.
 */
export async function runWaitlistRetention(now: Date): Promise<WaitlistRetentionSummary> {
  const entries = await listWaitlist();
  const summary: WaitlistRetentionSummary = { waitlisted: entries.length, expired: 0, invited: 0, unreadable: 0 };
  for (const { email, createdAt } of entries) {
    const until = waitlistKeptUntil(createdAt);
    if (!until) summary.unreadable += 1;
    const expired = until !== undefined && until <= now;
    const invited = !expired && (await getInvitation(email)) !== undefined;
    if (!expired && !invited) continue;
    await forgetWaitlistActivity(email);
    await removeWaitlistEntry(email, createdAt);
    summary[expired ? 'expired' : 'invited'] += 1;
  }
  return summary;
}
