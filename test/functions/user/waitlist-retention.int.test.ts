import { beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../../functions/jobs/job';
import { findJob } from '../../../functions/jobs/jobs';
import { createInvitation } from '../../../functions/user/invitations/invitation';
import { run as runWaitlistRetention } from '../../../functions/user/invitations/jobs/waitlist-retention/index';
import { waitlistKeptUntil } from '../../../functions/user/invitations/waitlist-retention';
import { isOnWaitlist, putWaitlistEntry } from '../../../functions/user/invitations/waitlist-repository';
import { recordActivity } from '../../../functions/user/notes-follow-ups/activity';
import { listFeedItems } from '../../../functions/user/notes-follow-ups/feed-repository';
import { resetEnv } from '../../../functions/lib/env';
import { dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * The waitlist's retention (DECISIONS row 43; the privacy page: "Until you are invited, or 24
 * months."), against the local DynamoDB stand-in: an entry 24 months old goes, with the "Joined
 * the waitlist" line under its address; a younger one stays; an address invited since keeps its
 * feed, which is its invitation's.
 */
let w: DashboardWorld;
const now = new Date('2028-06-15T12:00:00.000Z');
const feedOf = (email: string) => listFeedItems(email, '2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z');

/** Joins the waitlist at `at`, as `PUT /waitlist` does. */
async function join(email: string, at: string) {
  await putWaitlistEntry({ email, createdAt: at });
  await recordActivity(email, 'AddToWaitList', new Date(at));
}

beforeAll(async () => {
  w = await dashboardWorld();
  await join('old.joiner@example.com', '2026-06-15T11:59:00.000Z'); // 24 months and a minute
  await join('young.joiner@example.com', '2026-06-15T12:01:00.000Z'); // a minute short of them
  // Invited, and on the waitlist too (an entry an invitation made before this rule did not take
  // off): the address's feed is its invitation's.
  await createInvitation(
    {
      email: 'invited.joiner@example.com',
      firstName: 'Ines',
      lastName: 'Moreau',
      role: 'client',
      agentId: w.sarah.sub,
      invitedBy: w.sarah.sub,
    },
    new Date('2026-03-01T10:00:00.000Z'),
  );
  await recordActivity('invited.joiner@example.com', 'Invited', new Date('2026-03-01T10:00:00.000Z'));
  await join('invited.joiner@example.com', '2027-01-10T09:00:00.000Z');
}, 120_000);

describe('the waitlist-retention job', () => {
  it('is a daily row of the job table over the user table that sends no mail', () => {
    expect(findJob('waitlist-retention')).toMatchObject({
      entry: 'functions/user/invitations/jobs/waitlist-retention/index.ts',
      tables: { user: 'readWrite' },
      sendsMail: false,
      schedule: { every: 'day' },
      items: 'expired',
    });
  });

  it('keeps an entry 24 calendar months from its day and time', () => {
    expect(waitlistKeptUntil('2026-06-15T11:59:00.000Z')?.toISOString()).toBe('2028-06-15T11:59:00.000Z');
    expect(waitlistKeptUntil('2026-02-28T08:00:00.000Z')?.toISOString()).toBe('2028-02-28T08:00:00.000Z');
    // 29 February: two years on there is none, and the entry goes the day after the 28th.
    expect(waitlistKeptUntil('2028-02-29T08:00:00.000Z')?.toISOString()).toBe('2030-03-01T08:00:00.000Z');
    expect(waitlistKeptUntil('not a time')).toBeUndefined();
  });

  it('deletes entries 24 months old and those of invited addresses, with their waitlist line only; keeps younger ones; a second run finds nothing', async () => {
    const before = process.env.NOW;
    process.env.NOW = now.toISOString(); // the injected clock's instant (functions/lib/clock.ts)
    resetEnv();
    try {
      const first = await runJob('waitlist-retention', runWaitlistRetention, {});
      expect(first.summary).toMatchObject({ expired: 1, invited: 1, unreadable: 0 });

      expect(await isOnWaitlist('old.joiner@example.com')).toBe(false);
      expect(await feedOf('old.joiner@example.com')).toEqual([]);

      expect(await isOnWaitlist('young.joiner@example.com')).toBe(true);
      expect((await feedOf('young.joiner@example.com')).map((item) => item.feedType)).toEqual(['AddToWaitList']);

      // Invited: off the waitlist however young its entry, with its waitlist line; the
      // invitation's own line stays (it goes when the invitation ends).
      expect(await isOnWaitlist('invited.joiner@example.com')).toBe(false);
      expect((await feedOf('invited.joiner@example.com')).map((item) => item.feedType)).toEqual(['Invited']);

      const second = await runJob('waitlist-retention', runWaitlistRetention, {});
      expect(second.summary).toMatchObject({ expired: 0, invited: 0 });
    } finally {
      if (before === undefined) delete process.env.NOW;
      else process.env.NOW = before;
      resetEnv();
    }
  });
});
