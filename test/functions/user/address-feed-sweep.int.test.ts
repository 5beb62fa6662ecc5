import { beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../../functions/jobs/job';
import { findJob } from '../../../functions/jobs/jobs';
import { resetEnv } from '../../../functions/lib/env';
import { createInvitation } from '../../../functions/user/invitations/invitation';
import {
  markInvitationActivityCarried,
  markInvitationUsed,
} from '../../../functions/user/invitations/invitation-repository';
import { run as runAddressFeedSweep } from '../../../functions/user/invitations/jobs/address-feed-sweep/index';
import { putWaitlistEntry } from '../../../functions/user/invitations/waitlist-repository';
import { recordActivity } from '../../../functions/user/notes-follow-ups/activity';
import { listFeedItems } from '../../../functions/user/notes-follow-ups/feed-repository';
import { dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * The address-feed sweep (DECISIONS row 43), against the local DynamoDB stand-in: the lines an
 * older version left under personal addresses go, unless an open invitation, lines still to be
 * carried to an account, or the waitlist keeps them; an account's own feed is never touched.
 */
let w: DashboardWorld;
const now = new Date('2026-09-15T12:00:00.000Z');
const earlier = new Date('2026-06-01T10:00:00.000Z');
const feedTypes = async (id: string) =>
  (await listFeedItems(id, '2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z')).map((item) => item.feedType).sort();

async function invite(email: string) {
  await createInvitation(
    { email, firstName: 'Ines', lastName: 'Moreau', role: 'client', agentId: w.sarah.sub, invitedBy: w.sarah.sub },
    earlier,
  );
}

beforeAll(async () => {
  w = await dashboardWorld();
  // Withdrawn by a version that left the lines behind: no invitation, no waitlist entry.
  await recordActivity('gone.invitee@example.com', 'Invited', earlier);
  await recordActivity('gone.invitee@example.com', 'ResendInvite', earlier);
  // Open: its lines are its invitation's.
  await invite('open.invitee@example.com');
  await recordActivity('open.invitee@example.com', 'Invited', earlier);
  // Used and carried to the account before that version deleted what it carried.
  await invite('carried.invitee@example.com');
  await recordActivity('carried.invitee@example.com', 'Invited', earlier);
  await markInvitationUsed('carried.invitee@example.com', 'carried-user', earlier.toISOString());
  await markInvitationActivityCarried('carried.invitee@example.com');
  // Used, its lines not yet carried (a failed carry, tried again at the account's next notes read).
  await invite('pending.carry@example.com');
  await recordActivity('pending.carry@example.com', 'Invited', earlier);
  await markInvitationUsed('pending.carry@example.com', 'pending-user', earlier.toISOString());
  // On the waitlist, with a line of an invitation that is over.
  await putWaitlistEntry({ email: 'waiting@example.com', createdAt: earlier.toISOString() });
  await recordActivity('waiting@example.com', 'AddToWaitList', earlier);
  await recordActivity('waiting@example.com', 'Invited', earlier);
  // Written after the run began: of an invitation the run may not have seen.
  await recordActivity('late.line@example.com', 'Invited', new Date(now.getTime() + 60_000));
  // An account's own feed.
  await recordActivity(w.olivia.sub, 'Follow', earlier);
}, 120_000);

describe('the address-feed-sweep job', () => {
  it('is a monthly row of the job table over the user table that sends no mail', () => {
    expect(findJob('address-feed-sweep')).toMatchObject({
      entry: 'functions/user/invitations/jobs/address-feed-sweep/index.ts',
      tables: { user: 'readWrite' },
      sendsMail: false,
      schedule: { every: 'month' },
      items: 'deleted',
    });
  });

  it('deletes what no invitation or waitlist entry keeps, older than its start; a second run finds nothing more', async () => {
    const before = process.env.NOW;
    process.env.NOW = now.toISOString(); // the injected clock's instant (functions/lib/clock.ts)
    resetEnv();
    try {
      const first = await runJob('address-feed-sweep', runAddressFeedSweep, {});
      expect(first.summary).toMatchObject({ kept: 2, waitlisted: 1, failed: 0 });
      // gone (2 lines), carried (1), the waiting address's over invitation (1), and any the
      // dashboard's world left under addresses.
      expect(first.summary?.deleted).toBeGreaterThanOrEqual(4);

      expect(await feedTypes('gone.invitee@example.com')).toEqual([]);
      expect(await feedTypes('carried.invitee@example.com')).toEqual([]);
      expect(await feedTypes('open.invitee@example.com')).toEqual(['Invited']);
      expect(await feedTypes('pending.carry@example.com')).toEqual(['Invited']);
      expect(await feedTypes('waiting@example.com')).toEqual(['AddToWaitList']);
      expect(await feedTypes('late.line@example.com')).toEqual(['Invited']);
      expect(await feedTypes(w.olivia.sub)).toContain('Follow');

      const second = await runJob('address-feed-sweep', runAddressFeedSweep, {});
      expect(second.summary).toMatchObject({ kept: 2, waitlisted: 1, deleted: 0 });
      // Not older than the run: a later run, once its address has no invitation, deletes it.
      expect(await feedTypes('late.line@example.com')).toEqual(['Invited']);
    } finally {
      if (before === undefined) delete process.env.NOW;
      else process.env.NOW = before;
      resetEnv();
    }
  });
});
