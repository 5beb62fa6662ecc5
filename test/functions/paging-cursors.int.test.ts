import { beforeAll, describe, expect, it } from 'vitest';
import { homeValueMessages } from '@shared/home-value/messages';
import type { ValuationRecord } from '../../functions/home-value/valuation-record';
import { putValuationAsIs } from '../../functions/home-value/valuation-repository';
import { handler as homeValueHandler } from '../../functions/home-value/index';
import { handler as userHandler } from '../../functions/user/index';
import type { ApiHandler } from '../../functions/lib/route';
import { apiEvent, lambdaContext } from '../support/api-event';
import { mapleValuation } from '../support/maple-valuation';
import { useTestStack, type TestUser } from '../support/test-stack';

/**
 * Paging cursors a client hands back (issue 24 L3): each is parsed by a schema of the exact key
 * its Query hands out, for that caller's own partition; anything else is a 400 about the
 * cursor, never a 500 and never someone else's page. The genuine cursors still page through.
 */
let stack: Awaited<ReturnType<typeof useTestStack>>;
let owner: TestUser;
let other: TestUser;
let agent: TestUser;
let admin: TestUser;
const ownersCount = 205;

const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

async function call(service: ApiHandler, routeKey: string, token: string, query: Record<string, string>) {
  const result = await service(apiEvent(routeKey, { token, query }), lambdaContext());
  return { status: result.statusCode ?? 200, body: result.body ? JSON.parse(result.body) : undefined };
}

function valuation(ownerId: string, n: number, requested: boolean): ValuationRecord {
  const at = new Date(Date.parse('2026-06-01T12:00:00.000Z') + n * 60_000).toISOString();
  return mapleValuation({
    id: `cursor-${ownerId.slice(0, 8)}-${n}`,
    ownerId,
    shareToken: `cursor-share-${ownerId}-${n}`,
    createdAt: at,
    updatedAt: at,
    ...(requested && { discussionRequestedAt: at }),
  });
}

beforeAll(async () => {
  stack = await useTestStack();
  agent = await stack.createUser({ email: 'cursor.agent@example.com', groups: ['agent'], profile: true });
  admin = await stack.createUser({ email: 'cursor.admin@example.com', groups: ['admin'], profile: true });
  owner = await stack.createUser({ email: 'cursor.owner@example.com', profile: { agentId: agent.sub } });
  other = await stack.createUser({ email: 'cursor.other@example.com', profile: true });
  // More than a page of the agent's lists (200), so that both hand out cursors.
  await Promise.all(Array.from({ length: ownersCount }, (_, n) => putValuationAsIs(valuation(owner.sub, n, true))));
  await Promise.all(Array.from({ length: 12 }, (_, n) => putValuationAsIs(valuation(other.sub, n, false))));
});

const crafted: [string, string][] = [
  ['a key of no valuation at all', cursorOf({ a: 'b' })],
  ['an empty key', cursorOf({})],
  ['a key with a number in it', cursorOf({ PK: 'HV#x', SK: 'VALUATION', GSI1PK: 1, GSI1SK: 'x' })],
  ['a key with an extra attribute', cursorOf({ PK: 'HV#x', SK: 'VALUATION', GSI1PK: 'OWNER#x', GSI1SK: 'x', Z: 'z' })],
  ['text that is not JSON', Buffer.from('not json').toString('base64url')],
  ['a JSON array', cursorOf(['PK', 'SK'])],
];

describe('GET /homevalue?cursor=', () => {
  it.each(crafted)('answers 400 to %s, not 500', async (_what, cursor) => {
    const answer = await call(homeValueHandler, 'GET /homevalue', owner.idToken, { cursor });

    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([{ field: 'cursor', message: homeValueMessages.cursorInvalid }]);
  });

  it("answers 400 to a well-formed cursor of someone else's list", async () => {
    const theirs = (await call(homeValueHandler, 'GET /homevalue', other.idToken, {})).body.next as string;

    const answer = await call(homeValueHandler, 'GET /homevalue', owner.idToken, { cursor: theirs });

    expect(answer.status).toBe(400);
  });

  it('pages through the caller’s own valuations with the cursors it hands out, each once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await call(homeValueHandler, 'GET /homevalue', owner.idToken, cursor ? { cursor } : {});
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((item: { id: string }) => item.id));
      cursor = page.body.next;
    } while (cursor);
    expect(new Set(seen).size).toBe(ownersCount);
    expect(seen).toHaveLength(ownersCount);
    expect(seen.every((id) => id.startsWith(`cursor-${owner.sub.slice(0, 8)}`))).toBe(true);
  });
});

describe('GET /homevalue/agent?cursor=', () => {
  it.each(crafted)("answers 400 to %s on a contact's list and on the confirmation requests", async (_what, cursor) => {
    const contact = await call(homeValueHandler, 'GET /homevalue/agent', agent.idToken, { userId: owner.sub, cursor });
    const requests = await call(homeValueHandler, 'GET /homevalue/agent', admin.idToken, { cursor });

    expect([contact.status, requests.status]).toEqual([400, 400]);
  });

  it("answers 400 to a contact list's cursor given for the confirmation requests, and the other way", async () => {
    const contactNext = (await call(homeValueHandler, 'GET /homevalue/agent', admin.idToken, { userId: owner.sub }))
      .body.next as string;
    const requestsNext = (await call(homeValueHandler, 'GET /homevalue/agent', admin.idToken, {})).body.next as string;
    expect(contactNext).toBeDefined();
    expect(requestsNext).toBeDefined();

    const swapped = [
      await call(homeValueHandler, 'GET /homevalue/agent', admin.idToken, { cursor: contactNext }),
      await call(homeValueHandler, 'GET /homevalue/agent', admin.idToken, { userId: owner.sub, cursor: requestsNext }),
      await call(homeValueHandler, 'GET /homevalue/agent', admin.idToken, { userId: other.sub, cursor: contactNext }),
    ];

    expect(swapped.map((answer) => answer.status)).toEqual([400, 400, 400]);
  });

  it('still pages with its own cursors', async () => {
    const first = await call(homeValueHandler, 'GET /homevalue/agent', admin.idToken, {});
    const second = await call(homeValueHandler, 'GET /homevalue/agent', admin.idToken, { cursor: first.body.next });

    expect(second.status).toBe(200);
    expect(second.body.items.length).toBeGreaterThan(0);
  });
});

describe('GET /admin/feedback?cursor=', () => {
  it.each(crafted)('answers 400 to %s', async (_what, cursor) => {
    const answer = await call(userHandler, 'GET /admin/feedback', admin.idToken, { cursor });

    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([{ field: 'cursor', message: 'cursor is not valid.' }]);
  });
});
