import { randomUUID } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserListItem, UsersPage } from '@shared/users';
import { resetEnv } from '../../../functions/lib/env';
import { completeSignUp } from '../../../functions/user/accounts/sign-up';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { forgetUsersList } from '../../../functions/user/contacts/users-list/loader';
import { createInvitation } from '../../../functions/user/invitations/invitation';
import { getInvitation, markInvitationUsed } from '../../../functions/user/invitations/invitation-repository';
import type * as Invitations from '../../../functions/user/invitations/published';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * A correction that lands between the sign-up's read of its invitation and its use of it (review
 * 69 L1): `afterRead`, when set, runs once right after the sign-up's read, as the agent's save
 * would. A step the stand-ins cannot time on their own.
 */
const race = vi.hoisted(() => ({ afterRead: undefined as undefined | (() => Promise<unknown>) }));
vi.mock('../../../functions/user/invitations/published', async (importOriginal) => {
  const original = await importOriginal<typeof Invitations>();
  return {
    ...original,
    getInvitation: async (email: string) => {
      const read = await original.getInvitation(email);
      const afterRead = race.afterRead;
      race.afterRead = undefined;
      await afterRead?.();
      return read;
    },
  };
});

/**
 * `PUT /invite/{id}` (QA 67b L1): an agent corrects what an open invitation says of its person
 * (a typo in a name, a phone) without withdrawing it and inviting again; the sign-up then starts
 * from the corrected details. Against the stand-ins.
 */
let w: DashboardWorld;
const now = new Date('2026-06-15T12:00:00Z');

beforeAll(async () => {
  w = await dashboardWorld();
  process.env.NOW = now.toISOString();
  resetEnv();
});

/** An open invitation of a client of Sarah's, with what her invite form gave. */
async function invited(role: 'client' | 'agent' = 'client', { headshot = true } = {}) {
  const email = `typo.${randomUUID().slice(0, 8)}@example.com`;
  await createInvitation(
    {
      email,
      firstName: 'Jonh',
      lastName: 'Smtih',
      role,
      ...(role === 'client' && { agentId: w.sarah.sub }),
      invitedBy: role === 'client' ? w.sarah.sub : w.priya.sub,
      profile: {
        phone: '416-555-0100',
        address: '12 Maple Ave',
        preferredContactMethod: 'SMS',
        ...(headshot && { headshot: 'headshots/typo-kept.jpg' }),
        ...(role === 'agent' && { agent: { website: 'https://example.com', socialMedias: {}, testimonials: [] } }),
      },
    },
    now,
  );
  return email;
}

const correct = (token: string, id: string, body: unknown) => call('PUT /invite/{id}', token, { id, body });

async function listedRow(token: string, id: string): Promise<UserListItem | undefined> {
  forgetUsersList();
  const page = (await call('GET /users', token, { query: { size: '1000' } })).body as UsersPage;
  return page.items.find((item) => item.id === id);
}

describe('PUT /invite/{id}', () => {
  it('corrects the names and details the agent entered: the list row shows them, the pictures stay, what the form left out goes', async () => {
    const email = await invited();

    const answer = await correct(w.sarah.idToken, email, {
      firstName: 'John',
      lastName: 'Smith',
      phone: '416-555-0199',
      ownershipStats: 'owner',
      purchaseDate: '2019-05-01',
    });

    expect(answer.status).toBe(204);
    const row = await listedRow(w.sarah.idToken, email);
    expect(row?.details).toMatchObject({ firstName: 'John', lastName: 'Smith', email });
    expect(row?.entered).toEqual({ phone: '416-555-0199', ownershipStats: 'owner', purchaseDate: '2019-05-01' });
    expect((await getInvitation(email))?.profile).toEqual({
      phone: '416-555-0199',
      ownershipStats: 'owner',
      purchaseDate: '2019-05-01',
      headshot: 'headshots/typo-kept.jpg',
    });
  });

  it('starts the sign-up from the corrected details', async () => {
    const email = await invited('client', { headshot: false });
    await correct(w.sarah.idToken, email, { firstName: 'John', lastName: 'Smith', address: '14 Maple Ave' });
    const sub = randomUUID();

    await completeSignUp(
      { sub, username: email, userPoolId: w.stack.userPoolId, email, now: now.toISOString() },
      new Logger({ logLevel: 'SILENT' }),
    );

    expect(await getProfile(sub)).toMatchObject({
      firstName: 'John',
      lastName: 'Smith',
      address: '14 Maple Ave',
      agentId: w.sarah.sub,
    });
  });

  it('starts the sign-up from a correction saved while the sign-up was being confirmed (review 69 L1)', async () => {
    const email = await invited('client', { headshot: false });
    const sub = randomUUID();
    let saved: Awaited<ReturnType<typeof correct>> | undefined;
    race.afterRead = async () => {
      saved = await correct(w.sarah.idToken, email, { firstName: 'John', lastName: 'Smith', address: '14 Maple Ave' });
    };

    await completeSignUp(
      { sub, username: email, userPoolId: w.stack.userPoolId, email, now: now.toISOString() },
      new Logger({ logLevel: 'SILENT' }),
    );

    expect(saved?.status).toBe(204);
    expect(await getProfile(sub)).toMatchObject({ firstName: 'John', lastName: 'Smith', address: '14 Maple Ave' });
  });

  it("keeps of an agent's invitation what an agent's invite takes: the names and phone, and its agent details", async () => {
    const email = await invited('agent');

    const answer = await correct(w.priya.idToken, email, {
      firstName: 'Jane',
      lastName: 'Doe',
      phone: '647-555-0101',
      address: '1 Front St',
    });

    expect(answer.status).toBe(204);
    const invitation = await getInvitation(email);
    expect(invitation).toMatchObject({ firstName: 'Jane', lastName: 'Doe' });
    expect(invitation?.profile).toEqual({
      phone: '647-555-0101',
      headshot: 'headshots/typo-kept.jpg',
      agent: { website: 'https://example.com', socialMedias: {}, testimonials: [] },
    });
  });

  it('answers 404 to another agent, 403 to a client, and changes nothing; an admin may', async () => {
    const email = await invited();
    const body = { firstName: 'Mallory', lastName: 'Changed' };

    expect((await correct(w.david.idToken, email, body)).status).toBe(404);
    expect((await correct(w.olivia.idToken, email, body)).status).toBe(403);
    expect(await getInvitation(email)).toMatchObject({ firstName: 'Jonh', lastName: 'Smtih' });

    expect((await correct(w.priya.idToken, email, { firstName: 'John', lastName: 'Smith' })).status).toBe(204);
    expect(await getInvitation(email)).toMatchObject({ firstName: 'John', lastName: 'Smith' });
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const email = await invited();

    const answer = await correct(w.sarah.idToken, email, { firstName: '', lastName: 'Smith', phone: '12' });

    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('First name');
    expect(await getInvitation(email)).toMatchObject({ firstName: 'Jonh', profile: { phone: '416-555-0100' } });
  });

  it('answers 409 once the person has signed up, and 404 for an address with no invitation', async () => {
    const email = await invited();
    await markInvitationUsed(email, w.olivia.sub, now.toISOString());

    const used = await correct(w.sarah.idToken, email, { firstName: 'John', lastName: 'Smith' });
    const none = await correct(w.sarah.idToken, 'nobody.here@example.com', { firstName: 'John', lastName: 'Smith' });

    expect(used).toMatchObject({
      status: 409,
      body: { message: 'This invitation has been used: the person has an account.' },
    });
    expect(none.status).toBe(404);
    expect(await getInvitation(email)).toMatchObject({ firstName: 'Jonh' });
  });
});
