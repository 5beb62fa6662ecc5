import { beforeAll, describe, expect, it } from 'vitest';
import type { ProfileSection, SectionVersions, UserProfile } from '@shared/profile';
import { resetEnv } from '../../../functions/lib/env';
import { createServiceHandler } from '../../../functions/lib/http/service';
import { markDeleting } from '../../../functions/user/accounts/managed-profile-repository';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { routes as userRoutes } from '../../../functions/user/routes';
import { profileForm } from '../../../web/src/features/profile/account-form-values';
import type { TestUser } from '../../support/test-stack';
import { call, dashboardWorld, freshInstance, type DashboardWorld } from './dashboard-world';

/**
 * `PUT /myprofile` on the per-section versions (issue 27 "Profile editing: one concurrency
 * model"): the account form is refused only when a section whose fields it changes was written
 * since it was read, never for a write of the contact that is not a form field (a follow-up, the
 * archive mark) nor for one of a section it leaves as it was (QA 70a L4).
 */
let w: DashboardWorld;

beforeAll(async () => {
  w = await dashboardWorld();
  process.env.NOW = '2026-06-15T12:00:00Z';
  resetEnv();
});

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

/** The account page's body (web `profileForm`): the profile as read, the changes on top. */
const savePage = (user: TestUser, profile: UserProfile, changes: Record<string, unknown>) =>
  call('PUT /myprofile', user.idToken, { via: freshInstance(), body: profileForm(profile, changes) });

/** A dashboard section's save (`PUT /profiles/{id}`) by `by` on `of`'s profile, with the version it read. */
async function dashboardSave(by: TestUser, of: TestUser, section: ProfileSection, fields: Record<string, unknown>) {
  const read = await call('GET /profiles/{id}', by.idToken, { id: of.sub });
  const version = (read.body as UserProfile).sectionVersions[section];
  return call('PUT /profiles/{id}', by.idToken, { id: of.sub, body: { section, version, ...fields } });
}

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
      followUps: { [w.sarah.sub]: { date: '2026-06-20', note: 'Call about the open house.' } },
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
  it('refuses a stale form that writes the home ownership with 409 after the agent saved it, and changes nothing', async () => {
    const opened = await read(w.olivia);

    const bySarah = await dashboardSave(w.sarah, w.olivia, 'homeOwnership', {
      ownershipStats: 'owner',
      purchaseDate: '2019-06-01',
    });
    const before = await getProfile(w.olivia.sub);
    const stale = await saveForm(w.olivia, opened, {
      lastName: 'Overwrites',
      ownershipStats: 'lessee',
      purchaseDate: '2020-02-01',
    });

    expect(bySarah.status).toBe(200);
    expect(stale).toEqual({ status: 409, body: { message: changedElsewhere } });
    expect(await getProfile(w.olivia.sub)).toEqual(before);
    expect(before).toMatchObject({ ownershipStats: 'owner', purchaseDate: '2019-06-01', lastName: opened.lastName });
  });

  it("saves a stale form that leaves the home ownership out after the agent saved it, and keeps the agent's (QA 70a L4)", async () => {
    const opened = await read(w.sophia);

    const byDavid = await dashboardSave(w.david, w.sophia, 'homeOwnership', {
      ownershipStats: 'owner',
      purchaseDate: '2019-06-01',
    });
    // Sophia had no home ownership when she read: the form leaves both fields out, which keeps them.
    const saved = await saveForm(w.sophia, opened, { lastName: 'Nguyen-Tran' });

    expect([byDavid.status, saved.status]).toEqual([200, 200]);
    expect(await getProfile(w.sophia.sub)).toMatchObject({
      lastName: 'Nguyen-Tran',
      ownershipStats: 'owner',
      purchaseDate: '2019-06-01',
    });
  });

  it("does not refuse an agent's own account form for a dashboard edit of a section it does not write", async () => {
    const opened = await read(w.sarah);

    const testimonials = await dashboardSave(w.sarah, w.sarah, 'testimonials', {
      testimonials: ['Sarah found us the perfect home in Leslieville.'],
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

describe('the versions a form sends', () => {
  const withoutTestimonials = ({ testimonials: _, ...rest }: SectionVersions) => rest;
  it.each([
    ['a version that is not a whole number', (read: SectionVersions) => ({ ...read, account: 1.5 }), 'account'],
    ['a negative version', (read: SectionVersions) => ({ ...read, account: -1 }), 'account'],
    ['a section left out', withoutTestimonials, 'testimonials'],
  ])('refuses %s with 400 naming it, and writes nothing', async (_, versions, section) => {
    const opened = await read(w.sophia);
    const before = await getProfile(w.sophia.sub);

    const answer = await saveForm(w.sophia, opened, {
      lastName: 'Changed',
      sectionVersions: versions(opened.sectionVersions),
    });

    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({
        field: `sectionVersions.${section}`,
        message: "Each section's version must be a whole number, 0 or more.",
      }),
    });
    expect(await getProfile(w.sophia.sub)).toEqual(before);
  });
});

describe("the account page's Account Details and Home ownership open in two tabs (QA 70a L4)", () => {
  /** A homeowner with every field filled in and both sections at version 5, as QA found them. */
  const homeowner = (email: string) =>
    w.stack.createUser({
      email,
      profile: {
        firstName: 'Ava',
        lastName: 'Martin',
        agentId: w.sarah.sub,
        phone: '416-555-0170',
        address: '12 Elm Ave, Toronto',
        dob: '1985-03-09',
        ownershipStats: 'owner',
        purchaseDate: '2018-05-01',
        accountVersion: 5,
        homeOwnershipVersion: 5,
      },
    });
  /** What Account Details sends (`validateAccountForm`): its five fields, the rest as read. */
  const accountDetails = (profile: UserProfile, changes: Record<string, unknown> = {}) => ({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    address: profile.address,
    dob: profile.dob,
    ...changes,
  });
  const newOwnership = { ownershipStats: 'lessee', purchaseDate: '2021-09-15' };

  it('saves Home ownership opened before an Account Details save that changed nothing, which raises no version', async () => {
    const ava = await homeowner('ava.martin@example.com');
    const opened = await read(ava);

    const details = await savePage(ava, opened, accountDetails(opened));
    const ownership = await savePage(ava, opened, newOwnership);

    expect([details.status, ownership.status]).toEqual([200, 200]);
    expect(details.body.sectionVersions).toEqual(opened.sectionVersions);
    expect(ownership.body.sectionVersions).toEqual({ ...opened.sectionVersions, homeOwnership: 6 });
    expect(await getProfile(ava.sub)).toMatchObject({ ...newOwnership, phone: '416-555-0170' });
  });

  it("raises only the account section's version when Account Details changes the phone, so Home ownership read before it saves", async () => {
    const ben = await homeowner('ben.martin@example.com');
    const opened = await read(ben);

    const details = await savePage(ben, opened, accountDetails(opened, { phone: '647-555-0188' }));
    // The agent's Home ownership section on the dashboard, opened before the owner's save.
    const bySarah = await call('PUT /profiles/{id}', w.sarah.idToken, {
      id: ben.sub,
      body: { section: 'homeOwnership', version: opened.sectionVersions.homeOwnership, ...newOwnership },
    });

    expect([details.status, bySarah.status]).toEqual([200, 200]);
    expect(details.body.sectionVersions).toEqual({ ...opened.sectionVersions, account: 6 });
    expect(await getProfile(ben.sub)).toMatchObject({ ...newOwnership, phone: '647-555-0188' });
  });

  it('still refuses a Home ownership save whose body carries account details changed since it was read: 409, nothing changes', async () => {
    const cleo = await homeowner('cleo.martin@example.com');
    const opened = await read(cleo);

    const details = await savePage(cleo, opened, accountDetails(opened, { phone: '647-555-0188' }));
    const before = await getProfile(cleo.sub);
    // The page's body is the whole form: saved, it would set the phone back to the one read.
    const ownership = await savePage(cleo, opened, newOwnership);

    expect(details.status).toBe(200);
    expect(ownership).toEqual({ status: 409, body: { message: changedElsewhere } });
    expect(await getProfile(cleo.sub)).toEqual(before);
  });

  it('still refuses Account Details whose body carries the home ownership as read after the agent changed it: 409, nothing changes', async () => {
    const eli = await homeowner('eli.martin@example.com');
    const opened = await read(eli);

    const bySarah = await dashboardSave(w.sarah, eli, 'homeOwnership', newOwnership);
    const before = await getProfile(eli.sub);
    // Saved, it would set the ownership back to the one read.
    const details = await savePage(eli, opened, accountDetails(opened, { phone: '647-555-0188' }));

    expect(bySarah.status).toBe(200);
    expect(details).toEqual({ status: 409, body: { message: changedElsewhere } });
    expect(await getProfile(eli.sub)).toEqual(before);
  });

  it('refuses the second of two Home ownership saves read at the same version: 409, the first stays', async () => {
    const dana = await homeowner('dana.martin@example.com');
    const opened = await read(dana);

    const first = await savePage(dana, opened, newOwnership);
    const before = await getProfile(dana.sub);
    const second = await savePage(dana, opened, { ownershipStats: 'owner', purchaseDate: '2020-01-10' });

    expect(first.status).toBe(200);
    expect(second).toEqual({ status: 409, body: { message: changedElsewhere } });
    expect(await getProfile(dana.sub)).toEqual(before);
  });
});

describe("the account page's save and the newsletter switches changed elsewhere", () => {
  it('saves a name-only change after the agent unsubscribed them, and keeps the switch as the agent set it', async () => {
    const emma = await w.stack.createUser({
      email: 'emma.wong@example.com',
      profile: { firstName: 'Emma', lastName: 'Wong', agentId: w.sarah.sub },
    });
    const opened = await read(emma);

    const bySarah = await dashboardSave(w.sarah, emma, 'subscriptions', { receiveSoldReport: false });
    const saved = await savePage(emma, opened, { lastName: 'Wong-Li' });

    expect(bySarah.status).toBe(200);
    expect(saved.status).toBe(200);
    expect(await getProfile(emma.sub)).toMatchObject({ lastName: 'Wong-Li', receiveSoldReport: false });
  });

  it('refuses a switch change read before the owner changed it with PUT /subscription: 409, nothing changes', async () => {
    const liam = await w.stack.createUser({ email: 'liam.patel@example.com', profile: { firstName: 'Liam' } });
    const opened = await read(liam);

    const elsewhere = await call('PUT /subscription', liam.idToken, {
      body: { uid: liam.sub, receiveEmail: false, receiveSoldReport: false },
    });
    const before = await getProfile(liam.sub);
    const stale = await savePage(liam, opened, { receiveEmail: true, receiveSoldReport: true });

    expect(elsewhere.status).toBe(200);
    expect(stale).toEqual({ status: 409, body: { message: changedElsewhere } });
    expect(await getProfile(liam.sub)).toEqual(before);
    expect(before).toMatchObject({ receiveEmail: false, receiveSoldReport: false });
  });
});

describe('a save from an old web bundle', () => {
  it("refuses the profile-wide `version` without the sections' versions with 409 asking for a reload, and writes nothing", async () => {
    const before = await getProfile(w.sophia.sub);

    const old = await call('PUT /myprofile', w.sophia.idToken, {
      via: freshInstance(),
      body: { firstName: 'Sophia', lastName: 'Overwrites', version: 3 },
    });

    expect(old).toEqual({ status: 409, body: { message: 'This page is out of date. Reload it and try again.' } });
    expect(await getProfile(w.sophia.sub)).toEqual(before);
  });
});

describe('a save on a profile being deleted', () => {
  it('answers 410 saying the account is being deleted, and writes nothing', async () => {
    const noah = await w.stack.createUser({ email: 'noah.kim@example.com', profile: { firstName: 'Noah' } });
    const opened = await read(noah);
    // An instance that read Noah's standing before the mark (it is remembered for a minute).
    const readBefore = createServiceHandler('user', userRoutes, {
      readStanding: () => Promise.resolve({ status: 'active', roles: [] }),
    });
    await markDeleting(noah.sub, '2026-06-15T12:00:00Z');
    const before = await getProfile(noah.sub);

    const saved = await call('PUT /myprofile', noah.idToken, {
      via: readBefore,
      body: profileForm(opened, { lastName: 'Kim' }),
    });

    expect(saved).toEqual({ status: 410, body: { message: 'This account is being deleted.' } });
    expect(await getProfile(noah.sub)).toEqual(before);
  });
});
