import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentHomes, HomeValuation } from '@shared/home-value/types';
import type { Listing } from '@shared/listing';
import { agentHomeFacts, homeReasons } from '@shared/today-home';
import { handler } from '../../../functions/home-value/index';
import { dynamo, resetClients } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { callService, type ServiceCall } from '../../support/api-event';
import { useTestBucket, useTestStack, type TestUser } from '../../support/test-stack';
import { formBodyOf, seedValuationWorld, valuationNow, valuationToday } from '../../support/valuation-world';

/*
 * `GET /homevalue/agent/homes` (issue 29): Today's home reasons come from every owned valuation
 * of the agent's contacts, confirmed or not, asked to discuss or not.
 */

let stack: Awaited<ReturnType<typeof useTestStack>>;
let agent: TestUser;
let otherAgent: TestUser;
let admin: TestUser;
let client: TestUser;
let otherClient: TestUser;
let mine: HomeValuation;
let theirs: HomeValuation;

const call = (routeKey: string, options: ServiceCall = {}) => callService(handler, routeKey, options);

/** A valuation of `home` bought three years ago two days from today, confirmed by `by` 10% below the model. */
async function confirmedValuation(owner: TestUser, by: TestUser, home: Listing): Promise<HomeValuation> {
  const created = await call('POST /homevalue', {
    token: owner.idToken,
    body: { ...formBodyOf(home), purchaseDate: '2023-05-17', purchasePrice: 700_000 },
  });
  expect(created.status).toBe(201);
  const id = (created.body as { id: string }).id;
  const read = (await call('GET /homevalue/{id}', { token: owner.idToken, params: { id } })).body as HomeValuation;
  const confirmedValue = Math.round(read.instanceValue * 0.9);
  const confirmed = await call('PUT /homevalue/{id}/confirm', {
    token: by.idToken,
    params: { id },
    body: { confirmedValue, notes: 'Checked.', privateNotes: '' },
  });
  expect(confirmed.status).toBe(200);
  return confirmed.body as HomeValuation;
}

const homes = (token: string, query: Record<string, string> = {}) =>
  call('GET /homevalue/agent/homes', { token, query });

/** Today's home reasons of these homes (no annual report made): what the web draws. */
const reasonsOf = (answer: AgentHomes, valuationId: string) =>
  answer.items
    .filter((home) => home.valuationId === valuationId)
    .flatMap((home) => homeReasons(agentHomeFacts(home, undefined), valuationToday).map((r) => r.kind));

beforeAll(async () => {
  stack = await useTestStack();
  await useTestBucket('PHOTOS_BUCKET');
  Object.assign(process.env, { NOW: valuationNow });
  resetEnv();
  resetClients();
  const listings = await seedValuationWorld(4000);
  const houses = listings.filter((l) => l.type === 'detatched' && !l.unit);
  agent = await stack.createUser({ email: 'agent.homes@example.com', groups: ['agent'], profile: true });
  otherAgent = await stack.createUser({ email: 'other.homes@example.com', groups: ['agent'], profile: true });
  admin = await stack.createUser({ email: 'admin.homes@example.com', groups: ['admin'], profile: true });
  client = await stack.createUser({ email: 'client.homes@example.com', profile: { agentId: agent.sub } });
  otherClient = await stack.createUser({ email: 'sophia.homes@example.com', profile: { agentId: otherAgent.sub } });
  mine = await confirmedValuation(client, agent, houses[0]!);
  theirs = await confirmedValuation(otherClient, otherAgent, houses[1]!);
}, 600_000);

describe("Today's homes of an agent's contacts", () => {
  it('gives the value-moved and purchase-anniversary reasons of a confirmed valuation nobody asked to discuss', async () => {
    expect(mine.confirmed).toBe(true);
    expect(mine.discussionRequestedAt).toBeUndefined();
    const answer = await homes(agent.idToken);
    expect(answer.status).toBe(200);
    expect(reasonsOf(answer.body as AgentHomes, mine.id).sort()).toEqual(['purchaseAnniversary', 'valueMove']);
    const home = (answer.body as AgentHomes).items.find((item) => item.valuationId === mine.id)!;
    expect(home).toMatchObject({
      userId: client.sub,
      confirmed: true,
      confirmedValue: mine.confirmedValue,
      lastPurchaseDate: '2023-05-17',
      lastPurchasePrice: 700_000,
    });
  });

  it("never answers another agent's contacts' valuations, even when the agent names that agent", async () => {
    const own = (await homes(agent.idToken)).body as AgentHomes;
    expect(own.items.map((home) => home.valuationId)).toContain(mine.id);
    expect(own.items.map((home) => home.valuationId)).not.toContain(theirs.id);
    expect(own.items.every((home) => home.userId === client.sub)).toBe(true);
    const named = await homes(agent.idToken, { agentId: otherAgent.sub });
    expect(named.status).toBe(403);
    expect(JSON.stringify(named.body)).not.toContain(theirs.id);
    expect((await homes(agent.idToken, { agentId: agent.sub })).body).toEqual(own);
  });

  it("answers an admin the chosen agent's contacts' homes, and every owned home without agentId", async () => {
    const chosen = (await homes(admin.idToken, { agentId: otherAgent.sub })).body as AgentHomes;
    expect(chosen.items.map((home) => home.valuationId)).toEqual([theirs.id]);
    const every = (await homes(admin.idToken)).body as AgentHomes;
    expect(every.items.map((home) => home.valuationId)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  // Review 37: a filter, like GET /users?agentId=; a 404 would fail an admin's whole Today page
  // opened on a stale link to an agent deleted long ago.
  it('answers an admin who names an id no agent has an empty list, as a filter does', async () => {
    for (const agentId of ['nope', client.sub])
      expect(await homes(admin.idToken, { agentId }), agentId).toMatchObject({ status: 200, body: { items: [] } });
  });

  it("reads one agent's homes by their contacts, never by scanning every valuation", async () => {
    const commands: string[] = [];
    const client = dynamo();
    client.middlewareStack.add(
      (next, context) => (args) => {
        commands.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'countCommands' },
    );
    try {
      const own = (await homes(agent.idToken)).body as AgentHomes;
      expect(own.items.map((home) => home.valuationId)).toEqual([mine.id]);
    } finally {
      client.middlewareStack.remove('countCommands');
    }
    expect(commands).toContain('QueryCommand');
    expect(commands).not.toContain('ScanCommand');
  });

  it('refuses a contact (403), an anonymous caller (401) and a malformed agentId (400)', async () => {
    expect((await homes(client.idToken)).status).toBe(403);
    expect((await call('GET /homevalue/agent/homes')).status).toBe(401);
    const bad = await homes(admin.idToken, { agentId: 'x'.repeat(300) });
    expect(bad.status).toBe(400);
  });
});
