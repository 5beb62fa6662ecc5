import { beforeAll, describe, expect, it } from 'vitest';
import type { UserFeeds } from '@shared/feeds';
import type { UsersPage } from '@shared/users';
import { resetEnv } from '../../../functions/lib/env';
import { writeAgent } from '../../../functions/user/accounts/managed-profile-repository';
import { agentsEverOf } from '../../../functions/user/accounts/contact-link';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import type { TestUser } from '../../support/test-stack';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * `PUT /users/{id}/agent` (ours, QA 75b M1): an admin gives a client an agent, another one, or
 * none; the new agent reaches the contact and the old one does not, on every path that reads the
 * link (the contact itself and the agent's contacts list). Staff are nobody's contact, only an
 * active agent takes one, and no one but an admin asks.
 */
let w: DashboardWorld;
/** A client who signed up with no agent. */
let lucas: TestUser;
/** An agent who has been archived. */
let ethan: TestUser;

const staffMessage = "An agent or admin is nobody's contact: only a client can be given an agent.";

beforeAll(async () => {
  w = await dashboardWorld();
  [lucas, ethan] = await Promise.all([
    w.stack.createUser({ email: 'lucas.martin@example.com', profile: { firstName: 'Lucas', lastName: 'Martin' } }),
    w.stack.createUser({
      email: 'ethan.murphy@example.com',
      groups: ['agent'],
      profile: { firstName: 'Ethan', status: 'archived' },
    }),
  ]);
  process.env.NOW = '2026-06-15T12:00:00Z';
  resetEnv();
});

const assign = (token: string, id: string, agentId: string | null | undefined) =>
  call('PUT /users/{id}/agent', token, { id, body: agentId === undefined ? {} : { agentId } });
const contactIds = async (agent: TestUser) => {
  const answer = await call('GET /users', agent.idToken, { query: { size: '100' } });
  expect(answer.status).toBe(200);
  return (answer.body as UsersPage).items.map((item) => item.id);
};
const feedLines = async (id: string) => {
  const answer = await call('GET /users/{id}/feeds', w.priya.idToken, { id, query: { month: '2026-06' } });
  return (answer.body as UserFeeds).items.map((item) => [item.title, item.description ?? '']);
};

describe('an admin changes whose contact a client is', () => {
  it('moves a client to another agent: the new agent reaches them, the old one no longer does', async () => {
    const answer = await assign(w.priya.idToken, w.olivia.sub, w.david.sub);

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.agentId).toBe(w.david.sub);
    expect((await call('GET /users/{id}', w.david.idToken, { id: w.olivia.sub })).status).toBe(200);
    expect((await call('GET /profiles/{id}', w.david.idToken, { id: w.olivia.sub })).status).toBe(200);
    expect((await call('GET /users/{id}', w.sarah.idToken, { id: w.olivia.sub })).status).toBe(404);
    expect((await call('GET /profiles/{id}', w.sarah.idToken, { id: w.olivia.sub })).status).toBe(404);
    expect(await contactIds(w.david)).toContain(w.olivia.sub);
    expect(await contactIds(w.sarah)).not.toContain(w.olivia.sub);
    const stored = await getProfile(w.olivia.sub);
    expect(stored?.agentId).toBe(w.david.sub);
    expect(stored?.formerAgentIds).toEqual([w.sarah.sub]);
    expect(await feedLines(w.olivia.sub)).toContainEqual(['Agent assigned', 'Agent: David Test']);
  });

  it('keeps every agent a client was moved from, whose analytics lines a deletion clears (review 75 M1)', async () => {
    const x = await w.stack.createUser({
      email: 'moved.twice@example.com',
      profile: { firstName: 'Mo', lastName: 'Twice', agentId: w.sarah.sub },
    });
    expect((await assign(w.priya.idToken, x.sub, w.david.sub)).status).toBe(200);
    expect((await assign(w.priya.idToken, x.sub, null)).status).toBe(200);

    const stored = await getProfile(x.sub);
    expect(stored?.formerAgentIds).toEqual([w.sarah.sub, w.david.sub]);
    expect(agentsEverOf(stored)).toEqual([w.sarah.sub, w.david.sub]);
  });

  it('gives a client who signed up alone an agent, then takes it away again', async () => {
    const given = await assign(w.priya.idToken, lucas.sub, w.sarah.sub);
    const reachedWhileTheirs = (await call('GET /users/{id}', w.sarah.idToken, { id: lucas.sub })).status;
    const listedWhileTheirs = await contactIds(w.sarah);

    const removed = await assign(w.priya.idToken, lucas.sub, null);

    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.agentId).toBe(w.sarah.sub);
    expect(reachedWhileTheirs).toBe(200);
    expect(listedWhileTheirs).toContain(lucas.sub);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.agentId).toBeUndefined();
    expect((await getProfile(lucas.sub))?.agentId).toBeUndefined();
    expect((await call('GET /users/{id}', w.sarah.idToken, { id: lucas.sub })).status).toBe(404);
    expect(await contactIds(w.sarah)).not.toContain(lucas.sub);
    const mine = await call('GET /profiles/myagent', lucas.idToken);
    expect(mine.status).toBe(404);
    expect(mine.body.message).toBe('An agent will be assigned to you soon.');
    expect(await feedLines(lucas.sub)).toEqual(
      expect.arrayContaining([
        ['Agent assigned', 'Agent: Sarah Test'],
        ['Agent removed', ''],
      ]),
    );
  });

  it('changes nothing when the client has that agent already', async () => {
    const before = await getProfile(w.sophia.sub);

    const answer = await assign(w.priya.idToken, w.sophia.sub, w.david.sub);

    expect(answer.status).toBe(200);
    expect(answer.body.agentId).toBe(w.david.sub);
    expect((await getProfile(w.sophia.sub))?.version).toBe(before?.version);
  });

  it('refuses a write from a profile read before another change (the version)', async () => {
    const stored = await getProfile(w.sophia.sub);

    const stale = await writeAgent(w.sophia.sub, w.sarah.sub, (stored?.version ?? 0) - 1, new Date().toISOString());

    expect(stale).toBeUndefined();
    expect((await getProfile(w.sophia.sub))?.agentId).toBe(w.david.sub);
  });
});

describe('what an admin cannot assign', () => {
  it.each([
    ['an agent', () => w.david],
    ['an admin, themselves', () => w.priya],
  ])("refuses %s, who is nobody's contact, with 409", async (_label, who) => {
    const answer = await assign(w.priya.idToken, who().sub, w.sarah.sub);

    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(staffMessage);
    expect((await getProfile(who().sub))?.agentId).toBeUndefined();
  });

  it.each([
    ['a client', () => w.olivia.sub],
    ['an admin', () => w.priya.sub],
    ['an archived agent', () => ethan.sub],
    ['someone who does not exist', () => '00000000-0000-4000-8000-000000000000'],
  ])('refuses %s as the agent with 400, and changes nothing', async (_label, agentId) => {
    const answer = await assign(w.priya.idToken, w.sophia.sub, agentId());

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('There is no such agent.');
    expect(answer.body.field).toBe('agentId');
    expect((await getProfile(w.sophia.sub))?.agentId).toBe(w.david.sub);
  });

  it('refuses a body without agentId with 400', async () => {
    const answer = await assign(w.priya.idToken, w.sophia.sub, undefined);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("agentId must be an agent's id, or null for none.");
  });

  it('answers 404 for a user who does not exist', async () => {
    const answer = await assign(w.priya.idToken, '00000000-0000-4000-8000-000000000000', w.sarah.sub);

    expect(answer.status).toBe(404);
  });
});

describe('who may ask', () => {
  it.each([
    ['their agent', () => w.david.idToken, 403],
    ['another agent', () => w.sarah.idToken, 403],
    ['the client themselves', () => w.sophia.idToken, 403],
    ['anonymous', () => '', 401],
  ])('refuses %s, and changes nothing', async (_label, token, status) => {
    const answer = await assign(token(), w.sophia.sub, w.sarah.sub);

    expect(answer.status).toBe(status);
    expect((await getProfile(w.sophia.sub))?.agentId).toBe(w.david.sub);
  });
});
