import { beforeAll, describe, expect, it } from 'vitest';
import type { UserListItem, UsersPage } from '@shared/users';
import { resetEnv } from '../../../functions/lib/env';
import { createInvitation } from '../../../functions/user/invitations/invitation';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/** Issue 29: an invited contact's row shows the phone the agent typed, not XXX-XXX-XXXX. */
let w: DashboardWorld;

beforeAll(async () => {
  w = await dashboardWorld();
  process.env.NOW = '2026-06-15T16:00:00Z';
  resetEnv();
});

describe("an invited contact's row", () => {
  it('shows the phone the agent typed, in the list and on its own', async () => {
    const email = 'typed.phone@example.com';
    await call('GET /users', w.sarah.idToken); // the read model is loaded before the invitation
    await createInvitation(
      {
        email,
        firstName: 'Typed',
        lastName: 'Phone',
        role: 'client',
        agentId: w.sarah.sub,
        invitedBy: w.sarah.sub,
        profile: { phone: '416-555-0188' },
      },
      new Date('2026-06-15T16:00:00Z'),
    );

    const page = (await call('GET /users', w.sarah.idToken, { query: { q: 'typed' } })).body as UsersPage;
    const row = (await call('GET /users/{id}', w.sarah.idToken, { id: email })).body as UserListItem;

    expect(page.items.map((item) => [item.id, item.details.phone])).toEqual([[email, '416-555-0188']]);
    expect(row.details.phone).toBe('416-555-0188');
  });

  it('carries every detail the agent entered on the invite form, as entered', async () => {
    const email = 'entered.details@example.com';
    await call('GET /users', w.sarah.idToken);
    const profile = {
      phone: '647-555-0142',
      address: '12 Maple Ave, Toronto, ON',
      dob: '1980-04-02',
      preferredContactMethod: 'SMS' as const,
      ownershipStats: 'owner' as const,
      purchaseDate: '2019-06-18',
    };
    await createInvitation(
      {
        email,
        firstName: 'Entered',
        lastName: 'Details',
        role: 'client',
        agentId: w.sarah.sub,
        invitedBy: w.sarah.sub,
        profile,
      },
      new Date('2026-06-15T16:00:00Z'),
    );

    const row = (await call('GET /users/{id}', w.sarah.idToken, { id: email })).body as UserListItem;

    expect(row.entered).toEqual(profile);
  });

  it('opens an invitee whose address has an apostrophe, as any other: their row, a follow-up and a deletion (QA 63b H1)', async () => {
    const email = "sean.o'neil@example.com";
    await call('GET /users', w.sarah.idToken);
    await createInvitation(
      { email, firstName: 'Sean', lastName: "O'Neil", role: 'client', agentId: w.sarah.sub, invitedBy: w.sarah.sub },
      new Date('2026-06-15T16:00:00Z'),
    );

    const row = await call('GET /users/{id}', w.sarah.idToken, { id: email });
    const followUp = await call('POST /users/{id}/follow-up', w.sarah.idToken, {
      id: email,
      body: { date: '2026-06-20', note: 'Call about the condo.' },
    });

    const deleted = await call('DELETE /users/{id}', w.sarah.idToken, { id: email });

    expect([row.status, followUp.status, deleted.status]).toEqual([200, 200, 202]);
    expect((row.body as UserListItem).details.lastName).toBe("O'Neil");
  });
});
