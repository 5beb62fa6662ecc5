import { forgetAddressActivity } from '../notes-follow-ups/published';
import { getInvitation } from './invitation-repository';
import { listWaitlist, removeWaitlistEntry } from './waitlist-repository';

/** DECISIONS row 43: a waitlist entry is kept until its address is invited, or 24 months. */
export const waitlistRetentionMonths = 24;

/** The instant an entry made at `createdAt` is kept until: the same day and time, 24 months on. */
export function waitlistKeptUntil(createdAt: string): Date {
  const until = new Date(createdAt);
  until.setUTCMonth(until.getUTCMonth() + waitlistRetentionMonths);
  return until;
}

export interface WaitlistRetentionSummary {
  /** Entries on the waitlist when the run read it. */
  waitlisted: number;
  /** Entries 24 months old or more, deleted. */
  expired: number;
}

/**
 * The waitlist's retention (DECISIONS row 43, the privacy page's "Until you are invited, or 24
 * months."): an entry is taken off when its address is invited (invite.ts); this takes off every
 * entry 24 months old, with what its address's feed holds (its "Joined the waitlist" line), unless
 * the address has an invitation, whose feed that is (it goes when the invitation ends). Reads the
 * waitlist's own index partition, not the table; idempotent, so a run cut short is finished by the
 * next day's.
 */
export async function runWaitlistRetention(now: Date): Promise<WaitlistRetentionSummary> {
  const entries = await listWaitlist();
  const expired = entries.filter((entry) => waitlistKeptUntil(entry.createdAt) <= now);
  for (const { email } of expired) {
    if (!(await getInvitation(email))) await forgetAddressActivity(email);
    await removeWaitlistEntry(email);
  }
  return { waitlisted: entries.length, expired: expired.length };
}
