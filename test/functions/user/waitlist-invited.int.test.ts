import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteInvitation,
  getInvitation,
  putInvitation,
} from '../../../functions/user/invitations/invitation-repository';
import { isOnWaitlist, listWaitlist, putWaitlistEntry } from '../../../functions/user/invitations/waitlist-repository';
import type { RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { call, importWorld, type DashboardWorld } from './dashboard-world';

/**
 * A waitlist entry is kept until its address is invited (DECISIONS row 43): an admin working
 * through the exported waitlist had met "Invite already exists." for someone invited since
 * (QA 56a M3). Against the stand-ins.
 */
let w: DashboardWorld;
let ses: RunningEmulator;

beforeAll(async () => {
  ({ w, ses } = await importWorld(1000));
});

afterAll(async () => {
  await ses?.stop();
});

const exported = async () => {
  const answer = await call('GET /admin/exportwaitlist', w.priya.idToken);
  expect(answer.status).toBe(200);
  return (answer.body as { rows: number }).rows;
};

describe('an invited address leaves the waitlist (DECISIONS row 43)', () => {
  it("takes an agent's client off the waitlist once invited, and an admin's agent too", async () => {
    await putWaitlistEntry({ email: 'grace.kim@example.com', createdAt: '2026-05-01T15:00:00.000Z' });
    await putWaitlistEntry({ email: 'hugo.silva@example.com', createdAt: '2026-05-03T02:00:00.000Z' });
    await putWaitlistEntry({ email: 'ines.moreau@example.com', createdAt: '2026-05-04T02:00:00.000Z' });
    expect(await exported()).toBe(3);

    const client = await call('POST /invite/client', w.sarah.idToken, {
      body: { email: 'Grace.Kim@example.com', firstName: 'Grace', lastName: 'Kim' },
    });
    expect(client.status).toBe(201);
    const agent = await call('POST /invite/agent', w.priya.idToken, {
      body: { email: 'hugo.silva@example.com', firstName: 'Hugo', lastName: 'Silva' },
    });
    expect(agent.status).toBe(201);

    expect(await getInvitation('grace.kim@example.com')).toBeDefined();
    expect(await isOnWaitlist('grace.kim@example.com')).toBe(false);
    expect(await isOnWaitlist('hugo.silva@example.com')).toBe(false);
    // Someone not invited keeps their place.
    expect(await isOnWaitlist('ines.moreau@example.com')).toBe(true);
    expect(await exported()).toBe(1);
  });

  it('takes off the waitlist an address invited before, when it is invited again', async () => {
    const email = 'jon.lee@example.com';
    expect(
      (await call('POST /invite/client', w.sarah.idToken, { body: { email, firstName: 'Jon', lastName: 'Lee' } }))
        .status,
    ).toBe(201);
    // Joined the waitlist after (or before this rule): the next invitation's 409 clears it.
    await putWaitlistEntry({ email, createdAt: '2026-05-05T02:00:00.000Z' });

    const again = await call('POST /invite/client', w.sarah.idToken, {
      body: { email, firstName: 'Jon', lastName: 'Lee' },
    });

    expect(again.status).toBe(409);
    expect(await isOnWaitlist(email)).toBe(false);
  });

  it('puts an address back on the waitlist, at its first place, when its invitation is taken back unused', async () => {
    const email = 'kai.ito@example.com';
    const joined = '2026-04-01T12:00:00.000Z';
    await putWaitlistEntry({ email, createdAt: joined });
    await putInvitation({
      email,
      firstName: 'Kai',
      lastName: 'Ito',
      role: 'client',
      invitedBy: w.sarah.sub,
      createdAt: '2026-06-01T12:00:00.000Z',
      importId: 'import-1',
    });
    expect(await isOnWaitlist(email)).toBe(false);

    // The import that made it is undone (or SES refused its e-mail).
    expect(await deleteInvitation(email, { importId: 'import-1' })).toBe(true);

    expect(await isOnWaitlist(email)).toBe(true);
    expect((await listWaitlist()).find((entry) => entry.email === email)?.createdAt).toBe(joined);
  });
});
