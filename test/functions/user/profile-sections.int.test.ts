import { beforeAll, describe, expect, it } from 'vitest';
import type { UserFeeds } from '@shared/feeds';
import type { ManagedProfile } from '@shared/profile-sections';
import { resetEnv } from '../../../functions/lib/env';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/** `GET`/`PUT /profiles/{id}` and `GET /myprofile/{id}` (document 2 §2, §4, §5; issue 14). */
let w: DashboardWorld;

beforeAll(async () => {
  w = await dashboardWorld();
  process.env.NOW = '2026-06-15T12:00:00Z';
  resetEnv();
});

const profileOf = async (token: string, id: string) => {
  const answer = await call('GET /profiles/{id}', token, { id });
  expect(answer.status).toBe(200);
  return answer.body as ManagedProfile;
};
const save = (token: string, id: string, body: Record<string, unknown>) =>
  call('PUT /profiles/{id}', token, { id, body });

describe('the dashboard profile', () => {
  it("shows an agent their contact's profile with each section's version, and another agent 404", async () => {
    const profile = await profileOf(w.sarah.idToken, w.olivia.sub);
    const other = await call('GET /profiles/{id}', w.david.idToken, { id: w.olivia.sub });
    const client = await call('GET /profiles/{id}', w.olivia.idToken, { id: w.olivia.sub });

    expect(profile).toMatchObject({ id: w.olivia.sub, firstName: 'Olivia', roles: ['client'], status: 'active' });
    expect(profile.sectionVersions).toEqual({
      account: 0,
      homeOwnership: 0,
      subscriptions: 0,
      agent: 0,
      testimonials: 0,
    });
    expect(other.status).toBe(404);
    expect(client.status).toBe(403);
  });

  it('saves one section and nothing else, bumping only its version', async () => {
    const before = await profileOf(w.sarah.idToken, w.olivia.sub);

    const answer = await save(w.sarah.idToken, w.olivia.sub, {
      section: 'homeOwnership',
      version: before.sectionVersions.homeOwnership,
      ownershipStats: 'owner',
      purchaseDate: '2019-06-01',
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ownershipStats: 'owner', purchaseDate: '2019-06-01', firstName: 'Olivia' });
    expect(answer.body.sectionVersions).toEqual({ ...before.sectionVersions, homeOwnership: 1 });
  });

  it("cannot change a client's roles, agent, e-mail or status through a section (mass assignment)", async () => {
    const before = await profileOf(w.sarah.idToken, w.olivia.sub);

    const answer = await save(w.sarah.idToken, w.olivia.sub, {
      section: 'account',
      version: before.sectionVersions.account,
      firstName: 'Olivia',
      lastName: 'Chen',
      roles: ['admin'],
      agentId: w.david.sub,
      email: 'attacker@example.com',
      status: 'archived',
      receiveEmail: false,
      agent: { aboutMe: 'Injected into a client profile by a crafted body.' },
    });

    const stored = await getProfile(w.olivia.sub);
    expect(answer.status).toBe(200);
    expect(stored).toMatchObject({
      roles: ['client'],
      agentId: w.sarah.sub,
      email: 'olivia.chen@example.com',
      status: 'active',
      receiveEmail: true,
    });
    expect(stored?.agent).toBeUndefined();
  });

  it('refuses a save over a newer version with 409 and the spec message, and changes nothing', async () => {
    const before = await profileOf(w.sarah.idToken, w.olivia.sub);
    const account = { section: 'account', version: before.sectionVersions.account, lastName: 'Chen' };
    await save(w.sarah.idToken, w.olivia.sub, { ...account, firstName: 'Olive' });

    const stale = await save(w.priya.idToken, w.olivia.sub, { ...account, firstName: 'Liv' });

    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This profile was changed elsewhere. Reload to see the latest version.');
    expect((await getProfile(w.olivia.sub))?.firstName).toBe('Olive');
  });

  it('lets exactly one of two concurrent saves of one section win', async () => {
    const { sectionVersions } = await profileOf(w.sarah.idToken, w.olivia.sub);
    const edit = (firstName: string, token: string) =>
      save(token, w.olivia.sub, { section: 'account', version: sectionVersions.account, firstName, lastName: 'Chen' });

    const answers = await Promise.all([edit('Alpha', w.sarah.idToken), edit('Bravo', w.priya.idToken)]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)?.body.firstName;
    expect((await getProfile(w.olivia.sub))?.firstName).toBe(winner);
  });

  it('does not refuse an edit of one section because another section changed', async () => {
    const { sectionVersions } = await profileOf(w.sarah.idToken, w.olivia.sub);
    await save(w.sarah.idToken, w.olivia.sub, {
      section: 'homeOwnership',
      version: sectionVersions.homeOwnership,
      ownershipStats: 'lessee',
    });

    const answer = await save(w.sarah.idToken, w.olivia.sub, {
      section: 'account',
      version: sectionVersions.account,
      firstName: 'Olivia',
      lastName: 'Chen',
    });

    expect(answer.status).toBe(200);
  });

  it('lets an agent turn Monthly Sold Reports off for a contact, never on', async () => {
    const { sectionVersions } = await profileOf(w.sarah.idToken, w.olivia.sub);

    const off = await save(w.sarah.idToken, w.olivia.sub, {
      section: 'subscriptions',
      version: sectionVersions.subscriptions,
      receiveSoldReport: false,
    });
    const on = await save(w.sarah.idToken, w.olivia.sub, {
      section: 'subscriptions',
      version: off.body.sectionVersions.subscriptions,
      receiveSoldReport: true,
    });

    expect(off.status).toBe(200);
    expect(on.status).toBe(403);
    expect(on.body.message).toBe('Only the contact can turn Monthly Sold Reports on.');
    expect((await getProfile(w.olivia.sub))?.receiveSoldReport).toBe(false);
  });

  it("edits an agent's details and testimonials as separate sections, and refuses agent details on a client", async () => {
    const { sectionVersions } = await profileOf(w.sarah.idToken, w.sarah.sub);

    const details = await save(w.sarah.idToken, w.sarah.sub, {
      section: 'agent',
      version: sectionVersions.agent,
      jobDescription: 'Sales Representative',
      aboutMe: 'Twelve years helping families buy in the east end.',
    });
    const testimonials = await save(w.sarah.idToken, w.sarah.sub, {
      section: 'testimonials',
      version: sectionVersions.testimonials,
      testimonials: ['Sarah found us the perfect home.'],
    });
    const onClient = await save(w.priya.idToken, w.olivia.sub, {
      section: 'agent',
      version: 0,
      jobDescription: 'Not an agent',
    });

    expect(details.status).toBe(200);
    expect(testimonials.status).toBe(200);
    expect(testimonials.body.agent).toMatchObject({
      jobDescription: 'Sales Representative',
      aboutMe: 'Twelve years helping families buy in the east end.',
      testimonials: ['Sarah found us the perfect home.'],
    });
    expect(onClient.status).toBe(403);
  });

  it.each([
    [
      { section: 'account', version: 0, firstName: 'O', lastName: 'Chen' },
      'firstName',
      'Name must have at least 2 characters',
    ],
    [{ section: 'account', version: 0, lastName: 'Chen' }, 'firstName', 'First name is required'],
    [
      { section: 'account', version: 0, firstName: 'Olivia', lastName: 'Chen', phone: '123' },
      'phone',
      'Please, enter a valid canadian phone number',
    ],
    [
      { section: 'account', version: 0, firstName: 'Olivia', lastName: 'Chen', address: '12 Ma' },
      'address',
      'Address must have at least 6 characters',
    ],
    [
      { section: 'homeOwnership', version: 0, purchaseDate: '2030-01-01' },
      'purchaseDate',
      'Date cannot be in the future',
    ],
    [
      { section: 'testimonials', version: 0, testimonials: ['Too short'] },
      'testimonials.0',
      'Testimonial must have at least 10 characters',
    ],
    [
      {
        section: 'account',
        version: 0,
        firstName: 'Olivia',
        lastName: 'Chen',
        address: '42 Lowther\u0000 Ave\r\n=cmd|',
      },
      'address',
      'Address must have no line breaks, control characters or angle brackets',
    ],
  ])('refuses %j: %s, %j', async (body, field, message) => {
    const answer = await save(w.sarah.idToken, w.olivia.sub, body);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field, message });
  });

  // QA 46b M2: an agent's title with a NUL and a right-to-left override reached anonymous visitors.
  it("refuses control characters in an agent's title and bio, and the agent's public page keeps what it had", async () => {
    const { sectionVersions } = await profileOf(w.sarah.idToken, w.sarah.sub);
    const before = await call('GET /agents/{id}', undefined, { id: w.sarah.sub });

    const title = await save(w.sarah.idToken, w.sarah.sub, {
      section: 'agent',
      version: sectionVersions.agent,
      jobDescription: 'Bro\u0000ker\u202e',
    });
    const bio = await save(w.sarah.idToken, w.sarah.sub, {
      section: 'agent',
      version: sectionVersions.agent,
      aboutMe: 'Twelve years in the east end.\u001b[2J\u0007',
    });

    expect(title.status).toBe(400);
    expect(title.body).toMatchObject({
      field: 'jobDescription',
      message: 'Title must have no line breaks, control characters or angle brackets',
    });
    expect(bio.status).toBe(400);
    expect(bio.body).toMatchObject({ field: 'aboutMe', message: 'Bio must have no control characters' });
    expect((await call('GET /agents/{id}', undefined, { id: w.sarah.sub })).body).toEqual(before.body);
  });

  it("writes UpdateProfile to the contact's Activity, with its title", async () => {
    const { sectionVersions } = await profileOf(w.sarah.idToken, w.sophia.sub).catch(async () =>
      profileOf(w.david.idToken, w.sophia.sub),
    );
    await save(w.david.idToken, w.sophia.sub, {
      section: 'homeOwnership',
      version: sectionVersions.homeOwnership,
      ownershipStats: 'owner',
    });

    const answer = await call('GET /users/{id}/feeds', w.david.idToken, {
      id: w.sophia.sub,
      query: { month: '2026-06' },
    });

    const feeds = answer.body as UserFeeds;
    expect(answer.status).toBe(200);
    expect(feeds.items[0]).toMatchObject({ feedType: 'UpdateProfile', title: 'Profile updated' });
    expect(feeds.aggregation).toContainEqual({ feedType: 'UpdateProfile', title: 'Profile updated', count: 1 });
  });

  it("GET /myprofile/{id} is the caller's own profile; anyone else's id is 404", async () => {
    const own = await call('GET /myprofile/{id}', w.olivia.idToken, { id: w.olivia.sub });
    const other = await call('GET /myprofile/{id}', w.priya.idToken, { id: w.olivia.sub });

    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: w.olivia.sub, roles: ['client'] });
    expect(other.status).toBe(404);
  });
});
