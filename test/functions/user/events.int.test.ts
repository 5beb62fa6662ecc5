import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maxEventBytes } from '@shared/events';
import { resetEnv } from '../../../functions/lib/env';
import { eventRateLimit } from '../../../functions/user/web-analytics/events';
import { handler } from '../../../functions/user/index';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { useTestStack, type TestUser } from '../../support/test-stack';

/** `POST /events` (document 1 §7.4): analytics events stored as activity-feed items. */
let stack: Awaited<ReturnType<typeof useTestStack>>;
let olivia: TestUser;
let nextIp = 1;
/** Each test calls from its own address, so the per-caller limit of one test never meets another. */
let sourceIp = '';

const sessionId = '6f1c2b9e-2f4a-4c61-9a55-0d9b8f6e7a10';
const openEvent = {
  type: 'openSoldReport',
  neighbourhoodId: 'casa-loma',
  month: '2026-05',
  propertyType: 'condo',
  path: '/sold-report/casa-loma/2026-5/condo',
  sessionId,
  link: { email: 'olivia.chen@example.com', month: '2026-05', user: 'u-123' },
};

async function post(body: unknown, token?: string) {
  const event = apiEvent('POST /events', { body, token });
  event.requestContext.http.sourceIp = sourceIp;
  const result = await handler(event, lambdaContext());
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}

async function feedItems() {
  const { Items } = await DynamoDBDocumentClient.from(stack.dynamoClient).send(
    new ScanCommand({
      TableName: stack.tableNames.user,
      FilterExpression: 'begins_with(SK, :feed)',
      ExpressionAttributeValues: { ':feed': 'FEED#' },
    }),
  );
  return (Items ?? []).sort((a, b) => String(a.time).localeCompare(String(b.time)));
}

beforeAll(async () => {
  stack = await useTestStack();
  olivia = await stack.createUser({ email: 'olivia.chen@example.com' });
});

beforeEach(() => {
  sourceIp = `10.0.0.${nextIp++}`;
  process.env.NOW = `2026-06-15T12:00:${String(nextIp).padStart(2, '0')}Z`;
  resetEnv();
});

describe('POST /events', () => {
  it("stores a signed-in user's openSoldReport in their feed, with the newsletter link's parameters", async () => {
    const { status } = await post(openEvent, olivia.idToken);

    expect(status).toBe(204);
    const [item] = (await feedItems()).filter((i) => i.uid === olivia.sub);
    expect(item).toMatchObject({
      PK: `U#${olivia.sub}`,
      GSI3PK: 'FEED#2026-06',
      feedType: 'OpenSoldReport',
      uid: olivia.sub,
      sessionId,
      nid: 'casa-loma',
      month: '2026-05',
      propertyType: 'condo',
      url: '/sold-report/casa-loma/2026-5/condo',
      link: { email: 'olivia.chen@example.com', month: '2026-05', user: 'u-123' },
    });
    expect(item!.SK).toMatch(/^FEED#2026-06-15T12:00:\d\d\.000Z#/);
  });

  it("stores a visitor's event under the analytics session only: no user, no e-mail address", async () => {
    const { status } = await post(openEvent);

    expect(status).toBe(204);
    const items = (await feedItems()).filter((i) => String(i.PK).startsWith('S#'));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ PK: `S#${sessionId}`, feedType: 'OpenSoldReport', link: { month: '2026-05' } });
    expect(items[0]).not.toHaveProperty('uid');
    expect(JSON.stringify(items[0])).not.toContain('olivia');
    expect(JSON.stringify(items[0])).not.toContain('u-123');
  });

  it('stores downloadSoldReport', async () => {
    const { month: _m, link: _l, ...rest } = openEvent;
    const { status } = await post({ ...rest, type: 'downloadSoldReport', month: '2026-04' }, olivia.idToken);

    expect(status).toBe(204);
    expect((await feedItems()).some((i) => i.feedType === 'DownloadSoldReport' && i.month === '2026-04')).toBe(true);
  });

  it.each([
    ['an unknown type', { ...openEvent, type: 'pageVisit' }],
    ['a month that is not YYYY-MM', { ...openEvent, month: '2026-5' }],
    ['a path with a query string', { ...openEvent, path: '/sold-report/casa-loma?email=a@b.c' }],
    ['an unexpected field', { ...openEvent, extra: 1 }],
    ['a session id that is not a UUID', { ...openEvent, sessionId: 'olivia.chen@example.com' }],
  ])('refuses %s with 400 and stores nothing', async (_case, body) => {
    const before = (await feedItems()).length;

    const { status, body: answer } = await post(body, olivia.idToken);

    expect(status).toBe(400);
    expect(answer.message).toEqual(expect.any(String));
    expect((await feedItems()).length).toBe(before);
  });

  it('refuses a body over the size limit with 413', async () => {
    const { status } = await post({ ...openEvent, path: `/${'a'.repeat(maxEventBytes)}` });
    expect(status).toBe(413);
  });

  it('limits each caller: over the limit it answers 429 and stores nothing more', async () => {
    const body = { ...openEvent, sessionId: '0b5b7c1e-8d4e-4b8f-9e57-3f0c2a1d9b77' };
    for (let i = 0; i < eventRateLimit.limit; i += 1) expect((await post(body)).status).toBe(204);

    const refused = await post(body);
    sourceIp = '10.0.9.9';
    const otherCaller = await post(body);

    expect(refused.status).toBe(429);
    expect(otherCaller.status).toBe(204);
    const stored = (await feedItems()).filter((i) => i.PK === `S#${body.sessionId}`);
    expect(stored).toHaveLength(eventRateLimit.limit + 1);
  });
});
