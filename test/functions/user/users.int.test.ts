import { beforeAll, describe, expect, it } from 'vitest';
import type { UserListItem, UsersPage } from '@shared/users';
import { resetEnv } from '../../../functions/lib/env';
import { handler } from '../../../functions/user/index';
import { createInvitation } from '../../../functions/user/invitations/invitation';
import { markInvitationUsed } from '../../../functions/user/invitations/invitation-repository';
import { putNewProfile, putSeededProfiles } from '../../../functions/user/accounts/profile-repository';
import { putListTombstone, queryListed } from '../../../functions/user/contacts/users-list-repository';
import { generatePeople } from '../../../infra/local/seed/people';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { useTestStack, type TestUser } from '../../support/test-stack';

/** `GET /users` and `GET /users/{id}` (document 2 §7) against dynalite and cognito-local. */
let stack: Awaited<ReturnType<typeof useTestStack>>;
let sarah: TestUser;
let david: TestUser;
let priya: TestUser;
let olivia: TestUser;
const now = new Date('2026-06-15T12:00:00Z');

async function call(
  routeKey: string,
  token: string,
  options: { query?: Record<string, string>; id?: string; body?: object } = {},
) {
  const result = await handler(
    apiEvent(routeKey, {
      token,
      ...(options.query && { query: options.query }),
      ...(options.body && { body: options.body }),
      ...(options.id && { pathParameters: { id: options.id } }),
    }),
    lambdaContext(),
  );
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}
const list = async (token: string, query: Record<string, string> = {}) => {
  const answer = await call('GET /users', token, { query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as UsersPage;
};
const sarahsPeople = () => generatePeople({ seed: 'users-int', tag: 'sarah', agentIds: [sarah.sub], count: 30, now });
const davidsPeople = () => generatePeople({ seed: 'users-int-2', tag: 'david', agentIds: [david.sub], count: 20, now });

beforeAll(async () => {
  stack = await useTestStack();
  process.env.NOW = now.toISOString();
  resetEnv();
  [sarah, david, priya, olivia] = await Promise.all([
    stack.createUser({
      email: 'sarah.thompson@example.com',
      groups: ['agent'],
      profile: { firstName: 'Sarah', lastName: 'Thompson' },
    }),
    stack.createUser({
      email: 'david.okafor@example.com',
      groups: ['agent'],
      profile: { firstName: 'David', lastName: 'Okafor' },
    }),
    stack.createUser({
      email: 'priya.raman@example.com',
      groups: ['admin'],
      profile: { firstName: 'Priya', lastName: 'Raman' },
    }),
    stack.createUser({ email: 'olivia.chen@example.com' }),
  ]);
  await putNewProfile({
    id: olivia.sub,
    email: olivia.email,
    firstName: 'Olivia',
    lastName: 'Chen',
    roles: ['client'],
    agentId: sarah.sub,
    preferredContactMethod: 'email',
    receiveEmail: true,
    receiveSoldReport: true,
    createdAt: '2026-01-05T15:00:00.000Z',
  });
  await putSeededProfiles([...sarahsPeople(), ...davidsPeople()]);
  await createInvitation(
    {
      email: 'hannah.lee@example.com',
      firstName: 'Hannah',
      lastName: 'Lee',
      role: 'client',
      agentId: sarah.sub,
      invitedBy: sarah.sub,
    },
    now,
  );
});

describe('GET /users', () => {
  it('gives an admin everyone, busiest on the site first, with the invited marked', async () => {
    const page = await list(priya.idToken, { size: '100' });

    expect(page.total).toBe(30 + 20 + 5);
    const durations = page.items.map((item) => item.averageSessionDuration);
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
    expect(page.items.find((item) => item.id === 'hannah.lee@example.com')).toMatchObject({
      PK: 'I#hannah.lee@example.com',
      status: 'invited',
      roles: null,
    });
  });

  it('gives an agent only their own contacts, whatever agentId asks for', async () => {
    const own = await list(sarah.idToken, { size: '100', agentId: david.sub });

    expect(own.total).toBe(30 + 2);
    expect(own.items.every((item) => item.agentId === sarah.sub)).toBe(true);
    expect(own.items.map((item) => item.id)).toContain(olivia.sub);
  });

  it("gives an admin one agent's contacts with agentId", async () => {
    const davids = await list(priya.idToken, { agentId: david.sub, size: '50' });

    expect(davids.items.map((item) => item.id).sort()).toEqual(
      davidsPeople()
        .map((p) => p.id)
        .sort(),
    );
  });

  it('filters by chip, searches, sorts, pages and leaves out the excluded', async () => {
    const admins = await list(priya.idToken, { roles: 'admin' });
    expect(admins.items.map((item) => item.details.email)).toEqual(['priya.raman@example.com']);

    const agents = await list(priya.idToken, { roles: 'agent', sort: 'firstName' });
    expect(agents.items.map((item) => item.details.firstName)).toEqual(['David', 'Sarah']);

    const found = await list(priya.idToken, { q: 'olivia chen' });
    expect(found.items.map((item) => item.id)).toEqual([olivia.sub]);

    const byName = await list(priya.idToken, { sort: 'lastName', from: '10', size: '10' });
    const all = await list(priya.idToken, { sort: 'lastName', size: '100' });
    expect(byName.items).toEqual(all.items.slice(10, 20));

    const without = await list(priya.idToken, { q: 'olivia', exclude: olivia.sub });
    expect(without.items.map((item) => item.id)).not.toContain(olivia.sub);
  });

  it('refuses a client', async () => {
    expect((await call('GET /users', olivia.idToken)).status).toBe(403);
  });

  it.each([
    [
      { sort: 'age' },
      'sort must be one of averageSessionDuration.desc, logins.desc, totalReportOpen.desc, lastLoginAt.desc, firstName, lastName, email, phone, followUp.asc.',
    ],
    [{ size: '0' }, 'size must be between 1 and 1000.'],
    [{ from: '-1' }, 'from must be a whole number.'],
    [{ roles: 'boss' }, "roles must be 'null' or a comma-separated list of admin, agent, client."],
    [{ agentId: '<script>' }, 'The user id is not valid.'],
  ])('answers 400 with a clear message to %j', async (query, message) => {
    const answer = await call('GET /users', priya.idToken, { query });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('finds someone invited a moment ago, on the search that follows the invitation', async () => {
    await list(priya.idToken); // loaded, and read again just now
    await createInvitation(
      {
        email: 'omar.quinnell@example.com',
        firstName: 'Omar',
        lastName: 'Quinnell',
        role: 'client',
        agentId: sarah.sub,
        invitedBy: priya.sub,
      },
      now,
    );

    const page = await list(priya.idToken, { q: 'Quinnell' });

    expect(page.items.map((item) => item.details.email)).toEqual(['omar.quinnell@example.com']);
  });

  it('sees a new contact and a deleted one on the next request, without reloading everyone', async () => {
    await list(priya.idToken);
    const [newcomer] = generatePeople({ seed: 'late', tag: 'late', agentIds: [sarah.sub], count: 1, now });
    await putSeededProfiles([{ ...newcomer!, firstName: 'Zebediah' }]);
    const gone = sarahsPeople()[0]!;
    await putListTombstone(gone.id, now);

    // The first request after the writes already sees them.
    const page = await list(priya.idToken, { size: '1000' });

    expect(page.items.map((item) => item.details.firstName)).toContain('Zebediah');
    expect(page.items.map((item) => item.id)).not.toContain(gone.id);
  });
});

describe('GET /users/{id}', () => {
  it("answers an agent's own contact and an invited one by e-mail", async () => {
    const answer = await call('GET /users/{id}', sarah.idToken, { id: olivia.sub });
    const invited = await call('GET /users/{id}', sarah.idToken, { id: 'hannah.lee@example.com' });

    expect(answer).toMatchObject({ status: 200, body: { id: olivia.sub, details: { firstName: 'Olivia' } } });
    expect((invited.body as UserListItem).status).toBe('invited');
  });

  it("answers another agent's contact with 404, as if there were none", async () => {
    const answer = await call('GET /users/{id}', david.idToken, { id: olivia.sub });

    expect(answer.status).toBe(404);
  });

  it('answers an admin anyone', async () => {
    expect((await call('GET /users/{id}', priya.idToken, { id: david.sub })).status).toBe(200);
  });
});

describe("the list's change feed (every writer of a profile or an invitation renews GSI3SK)", () => {
  /** The whole list, which the request brings up to date first (the list was loaded before). */
  async function everyoneAfterRefresh(): Promise<UserListItem[]> {
    return (await list(priya.idToken, { size: '1000' })).items;
  }

  it("shows a person's own account edit, and an invitation once it has been used", async () => {
    await list(priya.idToken);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const since = new Date().toISOString();

    const edit = await call('PUT /myprofile', olivia.idToken, {
      body: { firstName: 'Olivia', lastName: 'Chen-Park' },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await markInvitationUsed('hannah.lee@example.com', 'hannah-sub', now.toISOString())).toMatchObject({
      usedBy: 'hannah-sub',
    });

    // The feed names both as changed since (a write that kept its old stamp would be read
    // again only within the refresh's 10 s overlap, and then never).
    expect((await queryListed('USER', since)).map((item) => item.id)).toContain(olivia.sub);
    expect((await queryListed('INVITE', since)).map((item) => item.email)).toContain('hannah.lee@example.com');
    const everyone = await everyoneAfterRefresh();
    expect(everyone.find((item) => item.id === olivia.sub)?.details.lastName).toBe('Chen-Park');
    expect(everyone.map((item) => item.id)).not.toContain('hannah.lee@example.com');
  });
});
