import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../functions/lib/http/answers';
import { bind, handle } from '../../../functions/lib/http/handle';
import { json, route } from '@shared/contract/route';
import { createServiceHandler } from '../../../functions/lib/http/service';
import type { Route } from '../../../functions/lib/route';
import { handler as propertyService } from '../../../functions/property/index';
import { handler as userService } from '../../../functions/user/index';
import { accountStanding } from '../../../functions/user/published';
import { apiEvent, lambdaContext } from '../../support/api-event';
import {
  cognitoLocalKeyPem,
  decodeJwtPayload,
  signJwt,
  strangerKeyPem,
  unsignedJwt,
  useTestStack,
  type TestUser,
} from '../../support/test-stack';

let stack: Awaited<ReturnType<typeof useTestStack>>;
let client: TestUser;
let admin: TestUser;

const rows = {
  adminOnly: route({
    method: 'GET',
    path: '/admin-only',
    answer: json<{ sub?: string }>(),
    access: ['admin'],
    owner: 'none',
    spec: 'test',
  }),
  maybe: route({
    method: 'GET',
    path: '/maybe',
    answer: json<{ anonymous: boolean }>(),
    access: 'optional',
    owner: 'none',
    spec: 'test',
  }),
};
const adminOnly: Route[] = bind(rows, {
  adminOnly: handle(rows.adminOnly, async ({ caller }) => ok({ sub: caller?.sub })),
  maybe: handle(rows.maybe, async ({ caller }) => ok({ anonymous: caller === null })),
});
const testService = createServiceHandler('test', adminOnly, { readStanding: accountStanding });

const status = async (service: typeof userService, routeKey: string, token?: string) =>
  (await service(apiEvent(routeKey, { token }), lambdaContext())).statusCode;

beforeAll(async () => {
  stack = await useTestStack();
  client = await stack.createUser({ email: 'client@example.com' });
  admin = await stack.createUser({ email: 'admin@example.com', groups: ['admin'], profile: true });
});

describe('ID token verification (DESIGN "Access levels")', () => {
  it('accepts a token the local user pool issued', async () => {
    expect(await status(userService, 'GET /identity', client.idToken)).toBe(200);
  });

  it('answers 401 without a token on a signed-in route', async () => {
    expect(await status(userService, 'GET /myprofile')).toBe(401);
  });

  it('answers 401 for a token signed by another key', async () => {
    const forged = signJwt(decodeJwtPayload(client.idToken), strangerKeyPem());
    expect(await status(userService, 'GET /identity', forged)).toBe(401);
  });

  it('accepts a token re-signed with the local key while it is fresh (control for the next tests)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const fresh = signJwt({ ...decodeJwtPayload(client.idToken), iat: now, exp: now + 600 }, cognitoLocalKeyPem());
    expect(await status(userService, 'GET /identity', fresh)).toBe(200);
  });

  it('answers 401 for an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = signJwt({ ...decodeJwtPayload(client.idToken), iat: past, exp: past + 3600 }, cognitoLocalKeyPem());
    expect(await status(userService, 'GET /identity', expired)).toBe(401);
  });

  it('answers 401 for a token issued to another app client', async () => {
    const otherClientId = await stack.createOtherClient();
    const foreign = await stack.signIn('client@example.com', 'Test-pass-2026!', otherClientId);
    expect(decodeJwtPayload(foreign).aud).toBe(otherClientId);
    expect(await status(userService, 'GET /identity', foreign)).toBe(401);
  });

  it('answers 401 for an unsigned token (alg: none)', async () => {
    expect(await status(userService, 'GET /identity', unsignedJwt(decodeJwtPayload(client.idToken)))).toBe(401);
  });

  it('answers 401 for an access token where an ID token is expected', async () => {
    const accessLike = signJwt({ ...decodeJwtPayload(client.idToken), token_use: 'access' }, cognitoLocalKeyPem());
    expect(await status(userService, 'GET /identity', accessLike)).toBe(401);
  });

  it('answers 403 to a client on an admin-only route, and lets an admin in', async () => {
    expect(await status(testService, 'GET /admin-only', client.idToken)).toBe(403);
    expect(await status(testService, 'GET /admin-only', admin.idToken)).toBe(200);
  });

  it('treats no token as anonymous on an optional route but never downgrades a bad one', async () => {
    const anonymous = await testService(apiEvent('GET /maybe'), lambdaContext());
    expect(JSON.parse(anonymous.body ?? '{}')).toEqual({ anonymous: true });
    expect(await status(testService, 'GET /maybe', unsignedJwt(decodeJwtPayload(client.idToken)))).toBe(401);
  });
});

/**
 * Hole 9 of issue 11: a token lives for an hour, so archiving a user or taking a role away
 * must reach the API through the profile, not wait for the token to expire. The profiles are
 * changed directly in the table (the screens that archive and change roles come later).
 */
describe('account standing: archived users and removed roles', () => {
  const archivedMessage = 'This account has been archived. Please contact your agent.';
  let offsetMs = 0;

  /** Time moves on past the API's one-minute memory of profiles. */
  function aMinuteLater() {
    offsetMs += 60_001;
    const realNow = performance.now.bind(performance);
    vi.spyOn(performance, 'now').mockImplementation(() => realNow() + offsetMs);
  }
  afterEach(() => {
    vi.restoreAllMocks();
    offsetMs = 0;
  });

  /** Sets fields of a stored profile, as an admin's screen will. */
  async function changeProfile(userId: string, fields: { status?: 'active' | 'archived'; roles?: string[] }) {
    const names = Object.keys(fields);
    await DynamoDBDocumentClient.from(stack.dynamoClient).send(
      new UpdateCommand({
        TableName: stack.tableNames.user,
        Key: { PK: `U#${userId}`, SK: 'PROFILE' },
        UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: Object.fromEntries(Object.entries(fields).map(([name, v]) => [`:${name}`, v])),
      }),
    );
  }

  const answer = async (service: typeof userService, ...args: Parameters<typeof apiEvent>) => {
    const result = await service(apiEvent(...args), lambdaContext());
    return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
  };

  it("refuses an archived user's token on every kind of route, in every service, with 401 and the archived message", async () => {
    const ethan = await stack.createUser({ email: 'ethan.archived@example.com', profile: true });
    const agent = await stack.createUser({ email: 'agent.page@example.com', groups: ['agent'], profile: true });
    expect((await answer(userService, 'GET /identity', { token: ethan.idToken })).status).toBe(200);

    await changeProfile(ethan.sub, { status: 'archived' });
    aMinuteLater();

    const token = ethan.idToken;
    const attempts = await Promise.all([
      answer(userService, 'GET /identity', { token }),
      answer(userService, 'GET /myprofile', { token }),
      answer(userService, 'POST /events', {
        token,
        body: { type: 'openSoldReport', neighbourhoodId: 'alpha-park', month: '2026-05', path: '/neighbourhood' },
      }),
      answer(userService, 'GET /agents/{id}', { token, pathParameters: { id: agent.sub } }),
      answer(propertyService, 'GET /neighbourhoods', { token }),
      answer(propertyService, 'GET /properties/{mls}', { token, pathParameters: { mls: 'C5000001' } }),
      answer(propertyService, 'POST /properties/{mls}/book', {
        token,
        pathParameters: { mls: 'C5000001' },
        body: { date: '2099-01-01', time: 'evening' },
      }),
    ]);
    for (const attempt of attempts) expect(attempt).toEqual({ status: 401, body: { message: archivedMessage } });
  });

  it("stops an agent's removed role within a minute: the token no longer reaches agent calls", async () => {
    const sarah = await stack.createUser({ email: 'sarah.demoted@example.com', groups: ['agent'], profile: true });
    const olivia = await stack.createUser({ email: 'olivia.contact@example.com', profile: { agentId: sarah.sub } });
    const followingsOfOlivia = { token: sarah.idToken, pathParameters: { id: olivia.sub } };
    expect((await answer(userService, 'GET /users/{id}/followings', followingsOfOlivia)).status).toBe(200);

    await changeProfile(sarah.sub, { roles: ['client'] });
    aMinuteLater();

    expect((await answer(userService, 'GET /users/{id}/followings', followingsOfOlivia)).status).toBe(403);
    expect((await answer(userService, 'GET /identity', { token: sarah.idToken })).body.roles).toEqual(['client']);
  });

  it('grants only the roles that both the token and the profile name', async () => {
    const client = await stack.createUser({ email: 'noah.client@example.com', profile: true });
    // An admin group in the token is not enough when the profile says client.
    const priya = await stack.createUser({
      email: 'priya.group@example.com',
      groups: ['admin'],
      profile: { roles: ['client'] },
    });
    // Nor is an admin role in the profile without the group in the token.
    const amira = await stack.createUser({ email: 'amira.profile@example.com', profile: { roles: ['admin'] } });

    for (const user of [priya, amira]) {
      const followings = { token: user.idToken, pathParameters: { id: client.sub } };
      expect((await answer(userService, 'GET /users/{id}/followings', followings)).status).toBe(403);
      expect((await answer(userService, 'GET /identity', { token: user.idToken })).body.roles).toEqual(['client']);
    }
  });

  it("gives a token whose user has no profile item a client's rights, whatever its groups", async () => {
    const client = await stack.createUser({ email: 'liam.client@example.com', profile: true });
    const marcus = await stack.createUser({ email: 'marcus.noprofile@example.com', groups: ['agent', 'admin'] });

    expect((await answer(userService, 'GET /identity', { token: marcus.idToken })).body.roles).toEqual(['client']);
    expect(
      (
        await answer(userService, 'GET /users/{id}/followings', {
          token: marcus.idToken,
          pathParameters: { id: client.sub },
        })
      ).status,
    ).toBe(403);
    expect((await answer(userService, 'GET /myprofile', { token: marcus.idToken })).status).toBe(200);
  });
});
