import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetEnv } from '../../../functions/lib/env';
import { rateLimits } from '../../../functions/user/rate-limits/rate-limits';
import { handler } from '../../../functions/user/index';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { useTestStack, type TestUser } from '../../support/test-stack';

/** The feedback widget's calls (document 2 §2, §7; DECISIONS rows 25 and 41). */
let stack: Awaited<ReturnType<typeof useTestStack>>;
let olivia: TestUser;
let admin: TestUser;
let agent: TestUser;
let nextIp = 1;
/** Each test calls from its own address, so one test's use of the limit never meets another's. */
let sourceIp = '';
let second = 0;

async function call(routeKey: string, options: { body?: unknown; token?: string; query?: Record<string, string> }) {
  const event = apiEvent(routeKey, options);
  event.requestContext.http.sourceIp = sourceIp;
  const result = await handler(event, lambdaContext());
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}
const send = (body: unknown, token?: string) => call('POST /users/feedback', { body, token });
const list = (token: string | undefined, query?: Record<string, string>) =>
  call('GET /admin/feedback', { token, ...(query && { query }) });

async function storedFeedback() {
  const { Items } = await DynamoDBDocumentClient.from(stack.dynamoClient).send(
    new ScanCommand({
      TableName: stack.tableNames.user,
      FilterExpression: 'begins_with(PK, :feedback)',
      ExpressionAttributeValues: { ':feedback': 'FEEDBACK#' },
    }),
  );
  return Items ?? [];
}

beforeAll(async () => {
  stack = await useTestStack();
  olivia = await stack.createUser({
    email: 'olivia.chen@example.com',
    profile: { firstName: 'Olivia', lastName: 'Chen' },
  });
  admin = await stack.createUser({ email: 'ada.admin@example.com', groups: ['admin'], profile: true });
  agent = await stack.createUser({ email: 'sam.agent@example.com', groups: ['agent'], profile: true });
});

beforeEach(() => {
  sourceIp = `10.9.0.${nextIp++}`;
  // A clock that moves a second per test keeps the newest-first order certain.
  process.env.NOW = `2026-06-15T12:00:${String(second++).padStart(2, '0')}Z`;
  resetEnv();
});

describe('POST /users/feedback', () => {
  it("stores a signed-in user's feedback with the page, the rate, the text and their id", async () => {
    const { status } = await send(
      { rate: 'positive', description: '  The sold reports are great.  ', page: '/neighbourhood/casa-loma' },
      olivia.idToken,
    );

    expect(status).toBe(204);
    const item = (await storedFeedback()).find((i) => i.userId === olivia.sub);
    expect(item).toMatchObject({
      rate: 'positive',
      description: 'The sold reports are great.',
      page: '/neighbourhood/casa-loma',
      userId: olivia.sub,
      GSI3PK: 'TYPE#FEEDBACK',
    });
  });

  it("stores a visitor's feedback with no user and never their address", async () => {
    const { status } = await send({ rate: 'negative', page: '/home-search' });

    expect(status).toBe(204);
    const item = (await storedFeedback()).find((i) => i.page === '/home-search');
    expect(item).toMatchObject({ rate: 'negative', description: '' });
    expect(item).not.toHaveProperty('userId');
    expect(JSON.stringify(item)).not.toContain(sourceIp);
  });

  it.each([
    ['no rate', { description: 'Nice', page: '/' }, 'rate'],
    ['a rate that is neither negative nor positive', { rate: 'meh', page: '/' }, 'rate'],
    ['a text over 2000 characters', { rate: 'positive', description: 'a'.repeat(2001), page: '/' }, 'description'],
    ['a page that is not a path of the site', { rate: 'positive', page: 'https://evil.example/' }, 'page'],
    ['an unexpected field', { rate: 'positive', page: '/', ip: '1.2.3.4' }, undefined],
  ])('refuses %s with 400 and stores nothing', async (_case, body, field) => {
    const before = (await storedFeedback()).length;

    const { status, body: answer } = await send(body, olivia.idToken);

    expect(status).toBe(400);
    expect(answer.message).toEqual(expect.any(String));
    if (field) expect(JSON.stringify(answer)).toContain(field);
    expect((await storedFeedback()).length).toBe(before);
  });

  it('answers 429 over the limit for a visitor and stores nothing more', async () => {
    const { limit } = rateLimits.feedback;
    for (let i = 0; i < limit; i += 1) expect((await send({ rate: 'positive', page: '/limit' })).status).toBe(204);
    const before = (await storedFeedback()).length;

    const { status } = await send({ rate: 'positive', page: '/limit' });

    expect(status).toBe(429);
    expect((await storedFeedback()).length).toBe(before);
  });

  it('limits a signed-in user per user, whatever address they send from', async () => {
    const user = await stack.createUser({ email: 'lim.it@example.com', profile: true });
    for (let i = 0; i < rateLimits.feedback.limit; i += 1) {
      sourceIp = `10.8.0.${i + 1}`;
      expect((await send({ rate: 'negative', page: '/user-limit' }, user.idToken)).status).toBe(204);
    }
    sourceIp = '10.8.1.1';

    expect((await send({ rate: 'negative', page: '/user-limit' }, user.idToken)).status).toBe(429);
  });
});

describe('POST /users/feedback in the spec’s form (document 2 §7: only rate and description)', () => {
  it('stores it without a page, and the admin’s list shows it without one', async () => {
    const { status } = await send({ rate: 'positive', description: 'Spec form, no page.' }, agent.idToken);

    expect(status).toBe(204);
    const item = (await storedFeedback()).find((i) => i.description === 'Spec form, no page.');
    expect(item).toMatchObject({ rate: 'positive', userId: agent.sub });
    expect(item).not.toHaveProperty('page');
    const { body } = await list(admin.idToken, { size: '1' });
    expect(body.items[0]).toMatchObject({ description: 'Spec form, no page.' });
    expect(body.items[0]).not.toHaveProperty('page');
  });
});

describe('GET /admin/feedback', () => {
  it("lists the feedback newest first, with the sender's name or none for a visitor", async () => {
    await send({ rate: 'negative', description: 'The map is slow.', page: '/home-search' });
    process.env.NOW = `2026-06-15T12:59:00Z`;
    resetEnv();
    await send({ rate: 'positive', description: 'Thanks!', page: '/dashboard' }, olivia.idToken);

    const { status, body } = await list(admin.idToken, { size: '2' });

    expect(status).toBe(200);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({
      rate: 'positive',
      description: 'Thanks!',
      page: '/dashboard',
      user: { id: olivia.sub, name: 'Olivia Chen' },
      createdAt: '2026-06-15T12:59:00.000Z',
    });
    expect(body.items[1]).toMatchObject({ description: 'The map is slow.', user: null });
  });

  it('pages through every item once with the cursor it hands out', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const { status, body } = await list(admin.idToken, { size: '3', ...(cursor && { cursor }) });
      expect(status).toBe(200);
      seen.push(...body.items.map((item: { id: string }) => item.id));
      cursor = body.next;
    } while (cursor);

    const stored = (await storedFeedback()).map((item) => String(item.id));
    expect(seen.sort()).toEqual(stored.sort());
  });

  it.each([
    ['a cursor we did not hand out', { cursor: Buffer.from('{"PK":"U#x","SK":"PROFILE"}').toString('base64url') }],
    ['a size over 100', { size: '101' }],
    ['a size that is not a number', { size: 'ten' }],
  ])('refuses %s with 400', async (_case, query) => {
    const { status } = await list(admin.idToken, query);
    expect(status).toBe(400);
  });

  it('is for admins only: an agent and a client get 403, a visitor 401', async () => {
    expect((await list(agent.idToken)).status).toBe(403);
    expect((await list(olivia.idToken)).status).toBe(403);
    expect((await list(undefined)).status).toBe(401);
  });
});
