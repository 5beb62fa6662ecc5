import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebAnalyticsAnswer } from '@shared/analytics';
import { resetEnv } from '../../../functions/lib/env';
import { handler } from '../../../functions/user/index';
import { putInvitation } from '../../../functions/user/invitations/invitation-repository';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { putWaitlistEntry } from '../../../functions/user/invitations/waitlist-repository';
import { handler as postAuthentication } from '../../../functions/user/accounts/triggers/post-authentication';
import { forgetSalts } from '../../../functions/user/web-analytics/analytics-repository';
import { fixtureHits, fixtureUser, fixtureUserAgents } from '../../fixtures/analytics/hits';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { useTestStack, type TestUser } from '../../support/test-stack';
import { expectedMonths, expectedUser } from './web-analytics-fixture';

/**
 * Web analytics end to end (issue 16): the 200-hit fixture sent through `POST /events` and the
 * post-authentication trigger against the stand-ins, then read back with
 * `GET /admin/webanalytics`; the figures must be the hand-computed ones exactly.
 */
let stack: Awaited<ReturnType<typeof useTestStack>>;
let olivia: TestUser;
let admin: TestUser;

function at(instant: string) {
  process.env.NOW = instant;
  resetEnv();
}

async function call(routeKey: string, options: Parameters<typeof apiEvent>[1] & { sourceIp?: string } = {}) {
  const event = apiEvent(routeKey, options);
  if (options.sourceIp) event.requestContext.http.sourceIp = options.sourceIp;
  const result = await handler(event, lambdaContext());
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}

function pageView(options: { sessionId: string; ip: string; userAgent: string; token?: string; path?: string }) {
  return call('POST /events', {
    body: { type: 'pageView', path: options.path ?? '/neighbourhoods', sessionId: options.sessionId },
    headers: { 'user-agent': options.userAgent },
    sourceIp: options.ip,
    ...(options.token && { token: options.token }),
  });
}

async function signIn(user: TestUser) {
  await postAuthentication({
    triggerSource: 'PostAuthentication_Authentication',
    request: { userAttributes: { sub: user.sub, email: user.email } },
  } as unknown as PostAuthenticationTriggerEvent);
}

async function scanTable() {
  const { Items } = await DynamoDBDocumentClient.from(stack.dynamoClient).send(
    new ScanCommand({ TableName: stack.tableNames.user }),
  );
  return Items ?? [];
}

async function webAnalytics(query?: Record<string, string>) {
  return call('GET /admin/webanalytics', { token: admin.idToken, ...(query && { query }) });
}

beforeAll(async () => {
  stack = await useTestStack();
  olivia = await stack.createUser({ email: 'olivia.chen@example.com', profile: true });
  admin = await stack.createUser({ email: 'ada.admin@example.com', groups: ['admin'], profile: true });
  forgetSalts();

  for (const hit of fixtureHits) {
    at(hit.at);
    if (hit.kind === 'login') {
      await signIn(olivia);
      continue;
    }
    const token = hit.uid === fixtureUser ? olivia.idToken : undefined;
    const { status } = await pageView({ ...hit, ...(token && { token }) });
    expect(status).toBe(204);
  }
}, 120_000);

beforeEach(() => at('2026-07-15T16:00:00.000Z'));

describe('the 200-hit fixture through the intake', () => {
  it("answers June's hand-computed figures exactly", async () => {
    const { status, body } = await webAnalytics({ time: '202606' });

    expect(status).toBe(200);
    expect(body).toEqual({
      ...expectedMonths['2026-06'],
      from: '2026-06',
      to: '2026-06',
      months: [{ month: '2026-06', ...expectedMonths['2026-06'] }],
    });
  });

  it("answers July's: only the visitor of the session that crossed midnight", async () => {
    const { body } = await webAnalytics({ time: '202607' });

    expect(body).toMatchObject(expectedMonths['2026-07']!);
  });

  it('answers the 12-month overview: the months oldest first, summed', async () => {
    const { body } = (await webAnalytics()) as { body: WebAnalyticsAnswer };

    expect(body.from).toBe('2025-08');
    expect(body.to).toBe('2026-07');
    expect(body.months.map((m) => m.month)).toHaveLength(12);
    expect(body.months.slice(-2)).toEqual([
      { month: '2026-06', ...expectedMonths['2026-06'] },
      { month: '2026-07', ...expectedMonths['2026-07'] },
    ]);
    expect(body.months.slice(0, 10).every((m) => m.visitors === 0 && m.sessionNumber === 0)).toBe(true);
    expect(body.visitors).toBe(36);
    expect(body.sessionNumber).toBe(36);
    expect(body.pageVisited).toBe(156);
    expect(body.sessionTime).toBe(17_040_000);
  });

  it("keeps the signed-in user's counters, which the users list sorts on", async () => {
    expect(await getProfile(olivia.sub)).toMatchObject({
      logins: expectedUser.logins,
      lastLoginAt: expectedUser.lastLoginAt,
      totalSessionDuration: expectedUser.totalSessionDuration,
      averageSessionDuration: expectedUser.averageSessionDuration,
    });
  });

  it("writes the user's page views as PageView feed items, kept 25 months, and none for visitors", async () => {
    const items = (await scanTable()).filter((item) => item.feedType === 'PageView');

    expect(items).toHaveLength(5);
    expect(items.every((item) => item.uid === olivia.sub && item.url === '/neighbourhoods')).toBe(true);
    const first = items.find((item) => item.time === '2026-06-10T13:01:00.000Z');
    expect(first?.expiresAt).toBe(Date.parse('2028-07-10T13:01:00.000Z') / 1000);
  });

  it('never stores an address or a user agent', async () => {
    const stored = JSON.stringify(await scanTable());

    for (const hit of fixtureHits) {
      if (hit.kind === 'pageView') {
        expect(stored).not.toContain(hit.ip);
        expect(stored).not.toContain(hit.userAgent);
      }
    }
  });
});

describe('GET /admin/webanalytics', () => {
  it.each([
    ['2026-6', 'time must be a month written YYYYMM or YYYY-MM.'],
    ['202613', 'time must be a month written YYYYMM or YYYY-MM.'],
    ['2026-13', 'time must be a month written YYYYMM or YYYY-MM.'],
    ['202608', 'time must not be a future month.'],
    ['2026-08', 'time must not be a future month.'],
  ])('refuses time=%s with 400 and a clear message', async (time, message) => {
    const { status, body } = await webAnalytics({ time });

    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(message);
  });

  it('takes the spec’s time=YYYY-MM as it takes YYYYMM', async () => {
    const dashed = await webAnalytics({ time: '2026-06' });

    expect(dashed.status).toBe(200);
    expect(dashed.body).toEqual((await webAnalytics({ time: '202606' })).body);
  });

  it('refuses an agent', async () => {
    const agent = await stack.createUser({ email: 'sam.agent@example.com', groups: ['agent'], profile: true });

    expect((await call('GET /admin/webanalytics', { token: agent.idToken })).status).toBe(403);
  });
});

describe('the intake', () => {
  it('counts one session when page views of it arrive at once from several Lambdas', async () => {
    at('2026-05-03T14:00:00.000Z');
    const sessionId = '11111111-1111-4111-8111-111111111111';

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => pageView({ sessionId, ip: '198.18.0.1', userAgent: fixtureUserAgents.desktop })),
    );

    expect(answers.every((a) => a.status === 204)).toBe(true);
    const { body } = await webAnalytics({ time: '202605' });
    expect(body).toMatchObject({ visitors: 1, sessionNumber: 1, pageVisited: 6 });
  });

  it('counts nothing for a bot or a headless browser, and answers 204 all the same', async () => {
    at('2026-04-03T14:00:00.000Z');

    const bot = await pageView({
      sessionId: '22222222-2222-4222-8222-222222222222',
      ip: '198.18.0.2',
      userAgent: fixtureUserAgents.googlebot,
    });
    const headless = await pageView({
      sessionId: '33333333-3333-4333-8333-333333333333',
      ip: '198.18.0.3',
      userAgent: fixtureUserAgents.headless,
    });

    expect([bot.status, headless.status]).toEqual([204, 204]);
    expect((await webAnalytics({ time: '202604' })).body).toMatchObject({
      visitors: 0,
      sessionNumber: 0,
      pageVisited: 0,
    });
  });

  it("deletes a day's visitor salt when the salt of two days later is made", async () => {
    const salts = async () =>
      (await scanTable()).filter((item) => String(item.PK).startsWith('ASALT#')).map((i) => i.PK);
    at('2026-03-10T14:00:00.000Z');
    await pageView({
      sessionId: '44444444-4444-4444-8444-444444444444',
      ip: '198.18.0.4',
      userAgent: fixtureUserAgents.desktop,
    });
    expect(await salts()).toContain('ASALT#2026-03-10');

    at('2026-03-12T14:00:00.000Z');
    await pageView({
      sessionId: '44444444-4444-4444-8444-444444444444',
      ip: '198.18.0.4',
      userAgent: fixtureUserAgents.desktop,
    });

    expect(await salts()).not.toContain('ASALT#2026-03-10');
    expect(await salts()).toContain('ASALT#2026-03-12');
  });

  it("counts a signed-in user's sold-report opens", async () => {
    const before = (await getProfile(olivia.sub))?.totalReportOpen ?? 0;

    await call('POST /events', {
      body: {
        type: 'openSoldReport',
        neighbourhoodId: 'casa-loma',
        month: '2026-05',
        path: '/sold-report/casa-loma/2026-5',
      },
      token: olivia.idToken,
      sourceIp: '198.18.0.5',
    });

    expect((await getProfile(olivia.sub))?.totalReportOpen).toBe(before + 1);
  });
});

describe('GET /admin/useranalytics', () => {
  it('answers the waitlist now and a week ago, the invited people who signed up and invitations sent', async () => {
    // Now is 2026-07-15T16:00Z: a week ago is 2026-07-08T16:00Z.
    await putWaitlistEntry({ email: 'early@example.com', createdAt: '2026-07-01T12:00:00.000Z' });
    await putWaitlistEntry({ email: 'recent@example.com', createdAt: '2026-07-14T12:00:00.000Z' });
    const invitation = {
      firstName: 'Ina',
      lastName: 'Vite',
      role: 'client' as const,
      invitedBy: admin.sub,
      createdAt: '2026-07-02T12:00:00.000Z',
    };
    await putInvitation({ ...invitation, email: 'ina@example.com' });
    await putInvitation({
      ...invitation,
      email: 'used@example.com',
      usedAt: '2026-07-03T12:00:00.000Z',
      usedBy: 'u-used',
    });
    const profiles = (await scanTable()).filter((item) => String(item.PK).startsWith('U#') && item.SK === 'PROFILE');

    const { status, body } = await call('GET /admin/useranalytics', { token: admin.idToken });

    expect(status).toBe(200);
    // Of the two invitations one was used; the test's admin and other profiles were not invited.
    expect(body).toEqual({ waitingLists: 2, waitingListLastWeek: 1, registerredUsers: 1, invites: 2 });
    expect(profiles.length).toBeGreaterThan(1);
  });
});
