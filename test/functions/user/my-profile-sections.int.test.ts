import { beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '@shared/profile';
import { resetEnv } from '../../../functions/lib/env';
import { createServiceHandler } from '../../../functions/lib/http/service';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { accountStanding } from '../../../functions/user/published';
import { routes } from '../../../functions/user/routes';
import type { TestUser } from '../../support/test-stack';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * `PUT /myprofile` on the per-section versions (issue 27 "Profile editing: one concurrency
 * model"): the account form is refused only when a section it writes changed since it was read,
 * never for a write of the contact that is not a form field (a follow-up, the archive mark).
 */
let w: DashboardWorld;

beforeAll(async () => {
  w = await dashboardWorld();
  process.env.NOW = '2026-06-15T12:00:00Z';
  resetEnv();
});

/** A Lambda instance started now, whose standing cache has not seen an archive. */
const freshInstance = () => createServiceHandler('user', routes, { readStanding: accountStanding });

/** The owner's account page: what it read. */
async function read(user: TestUser): Promise<UserProfile> {
  const answer = await call('GET /myprofile', user.idToken, { via: freshInstance() });
  expect(answer.status).toBe(200);
  return answer.body as UserProfile;
}

/** The account form's save as the account page sends it: the fields, with the versions it read. */
const saveForm = (user: TestUser, profile: UserProfile, changes: Record<string, unknown>) =>
  call('PUT /myprofile', user.idToken, {
    via: freshInstance(),
    body: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      ownershipStats: profile.ownershipStats,
      purchaseDate: profile.purchaseDate,
      receiveEmail: profile.receiveEmail,
      receiveSoldReport: profile.receiveSoldReport,
      sectionVersions: profile.sectionVersions,
      ...changes,
    },
  });

const changedElsewhere = 'Your profile was changed elsewhere. Reload it and try again.';

describe("the owner's account form and the writes that are not its fields", () => {
  it('saves after their agent set a follow-up on them', async () => {
    const opened = await read(w.olivia);

    const followUp = await call('POST /users/{id}/follow-up', w.sarah.idToken, {
      id: w.olivia.sub,
      body: { date: '2026-06-20', note: 'Call about the open house.' },
    });
    const saved = await saveForm(w.olivia, opened, { lastName: 'Chen-Park' });

    expect(followUp.status).toBe(200);
    expect(saved.status).toBe(200);
    expect(saved.body.lastName).toBe('Chen-Park');
    expect(await getProfile(w.olivia.sub)).toMatchObject({
      lastName: 'Chen-Park',
      followUp: { date: '2026-06-20', note: 'Call about the open house.', by: w.sarah.sub },
    });
  });

  it('saves after an admin archived and unarchived them', async () => {
    const opened = await read(w.olivia);

    const archived = await call('PUT /profiles/{id}/archive', w.priya.idToken, { id: w.olivia.sub });
    const unarchived = await call('PUT /profiles/{id}/unarchive', w.priya.idToken, { id: w.olivia.sub });
    const saved = await saveForm(w.olivia, opened, { phone: '416-555-0142' });

    expect([archived.status, unarchived.status]).toEqual([200, 200]);
    expect(saved.status).toBe(200);
    expect(await getProfile(w.olivia.sub)).toMatchObject({ phone: '416-555-0142', status: 'active' });
  });
});

describe("the owner's account form and the dashboard's section edits", () => {
  it('refuses a stale form with 409 after the agent saved its home ownership, and changes nothing', async () => {
    const opened = await read(w.olivia);
    const managed = await call('GET /profiles/{id}', w.sarah.idToken, { id: w.olivia.sub });

    const bySarah = await call('PUT /profiles/{id}', w.sarah.idToken, {
      id: w.olivia.sub,
      body: {
        section: 'homeOwnership',
        version: managed.body.sectionVersions.homeOwnership,
        ownershipStats: 'owner',
        purchaseDate: '2019-06-01',
      },
    });
    const before = await getProfile(w.olivia.sub);
    const stale = await saveForm(w.olivia, opened, { lastName: 'Overwrites' });

    expect(bySarah.status).toBe(200);
    expect(stale).toEqual({ status: 409, body: { message: changedElsewhere } });
    expect(await getProfile(w.olivia.sub)).toEqual(before);
    expect(before).toMatchObject({ ownershipStats: 'owner', purchaseDate: '2019-06-01', lastName: opened.lastName });
  });

  it("does not refuse an agent's own account form for a dashboard edit of a section it does not write", async () => {
    const opened = await read(w.sarah);
    const mine = await call('GET /myprofile/{id}', w.sarah.idToken, { id: w.sarah.sub });

    const testimonials = await call('PUT /profiles/{id}', w.sarah.idToken, {
      id: w.sarah.sub,
      body: {
        section: 'testimonials',
        version: mine.body.sectionVersions.testimonials,
        testimonials: ['Sarah found us the perfect home in Leslieville.'],
      },
    });
    const withAgent = await saveForm(w.sarah, opened, { agent: { jobDescription: 'Sales Representative' } });
    const withoutAgent = await saveForm(w.sarah, opened, { lastName: 'Thompson' });

    expect(testimonials.status).toBe(200);
    // The form with the agent details writes the testimonials too: that one would lose the edit.
    expect(withAgent).toEqual({ status: 409, body: { message: changedElsewhere } });
    expect(withoutAgent.status).toBe(200);
    expect(await getProfile(w.sarah.sub)).toMatchObject({
      lastName: 'Thompson',
      agent: { testimonials: ['Sarah found us the perfect home in Leslieville.'] },
    });
  });
});
