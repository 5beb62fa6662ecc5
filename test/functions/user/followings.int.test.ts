import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Followings } from '@shared/followings';
import { resetEnv } from '../../../functions/lib/env';
import { putListings } from '../../../functions/property/listing-repository';
import { forgetNeighbourhoods } from '../../../functions/property/neighbourhood-directory';
import { replaceNeighbourhoods } from '../../../functions/property/neighbourhood-repository';
import { handler } from '../../../functions/user/index';
import { putNewProfile } from '../../../functions/user/accounts/profile-repository';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { fixtureListings, fixtureNeighbourhoods } from '../../support/sold-report-fixture';
import { useTestStack, type TestUser } from '../../support/test-stack';

/** The followings calls (document 1 §7.1, document 2 §7) against dynalite and cognito-local. */
let stack: Awaited<ReturnType<typeof useTestStack>>;
let olivia: TestUser;
let liam: TestUser;
let sarah: TestUser;
let david: TestUser;
let priya: TestUser;
const mls = fixtureListings[0]!.mls;

async function call(routeKey: string, token?: string, pathParameters?: Record<string, string>) {
  const result = await handler(apiEvent(routeKey, { token, pathParameters }), lambdaContext());
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}

const followNeighbourhood = (token: string, id: string) => call('PUT /followings/neighbourhoods/{id}', token, { id });
const unfollowNeighbourhood = (token: string, id: string) =>
  call('DELETE /followings/neighbourhoods/{id}', token, { id });

async function partition(userId: string, prefix: string) {
  const { Items } = await DynamoDBDocumentClient.from(stack.dynamoClient).send(
    new QueryCommand({
      TableName: stack.tableNames.user,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `U#${userId}`, ':prefix': prefix },
    }),
  );
  return Items ?? [];
}

const profile = (user: TestUser, firstName: string, agentId?: string) =>
  putNewProfile({
    id: user.sub,
    email: user.email,
    firstName,
    lastName: 'Test',
    roles: ['client'],
    ...(agentId && { agentId }),
    preferredContactMethod: 'email',
    receiveEmail: true,
    receiveSoldReport: true,
    createdAt: '2026-01-05T15:00:00.000Z',
  });

beforeAll(async () => {
  stack = await useTestStack();
  process.env.NOW = '2026-06-15T12:00:00Z';
  resetEnv();
  [olivia, liam, sarah, david, priya] = await Promise.all([
    stack.createUser({ email: 'olivia.chen@example.com' }),
    stack.createUser({ email: 'liam.patel@example.com' }),
    // The API grants a group only when the profile names the role too.
    stack.createUser({ email: 'sarah.thompson@example.com', groups: ['agent'], profile: true }),
    stack.createUser({ email: 'david.okafor@example.com', groups: ['agent'], profile: true }),
    stack.createUser({ email: 'priya.raman@example.com', groups: ['admin'], profile: true }),
  ]);
  await profile(olivia, 'Olivia', sarah.sub);
  await profile(liam, 'Liam');
  await replaceNeighbourhoods(fixtureNeighbourhoods, new Date('2026-06-01T00:00:00Z'));
  await putListings(fixtureListings);
  forgetNeighbourhoods();
});

describe('GET /followings', () => {
  it('answers empty objects to a user who follows nothing', async () => {
    expect(await call('GET /followings', liam.idToken)).toEqual({
      status: 200,
      body: { neighbourhoods: {}, properties: {} },
    });
  });

  it('refuses an anonymous caller', async () => {
    expect((await call('GET /followings')).status).toBe(401);
  });
});

describe('PUT and DELETE /followings/neighbourhoods/{id}', () => {
  it('follows a neighbourhood and answers the updated followings, keyed by id with the time followed', async () => {
    const { status, body } = await followNeighbourhood(olivia.idToken, 'alpha-park');

    expect(status).toBe(200);
    expect(body).toEqual({ neighbourhoods: { 'alpha-park': '2026-06-15T12:00:00.000Z' }, properties: {} });
    expect((await call('GET /followings', olivia.idToken)).body).toEqual(body);
  });

  it('is idempotent: a second PUT keeps the first time and stores one item', async () => {
    await followNeighbourhood(olivia.idToken, 'beta-village');
    process.env.NOW = '2026-06-16T08:00:00Z';
    resetEnv();

    const { body } = await followNeighbourhood(olivia.idToken, 'beta-village');

    expect((body as Followings).neighbourhoods['beta-village']).toBe('2026-06-15T12:00:00.000Z');
    expect((await partition(olivia.sub, 'FOLLOW#N#beta-village')).length).toBe(1);
  });

  it('answers 404 for an unknown neighbourhood and stores nothing', async () => {
    const before = await partition(liam.sub, 'FOLLOW#');

    const { status, body } = await followNeighbourhood(liam.idToken, 'atlantis');

    expect(status).toBe(404);
    expect(body.message).toBe('There is no neighbourhood atlantis.');
    expect(await partition(liam.sub, 'FOLLOW#')).toEqual(before);
  });

  it('answers 400 for an id that is not a neighbourhood slug', async () => {
    expect((await followNeighbourhood(liam.idToken, 'Not A Slug')).status).toBe(400);
  });

  it('unfollows, and unfollowing again changes nothing', async () => {
    await followNeighbourhood(liam.idToken, 'gamma-heights');

    const first = await unfollowNeighbourhood(liam.idToken, 'gamma-heights');
    const second = await unfollowNeighbourhood(liam.idToken, 'gamma-heights');

    expect(first).toEqual({ status: 200, body: { neighbourhoods: {}, properties: {} } });
    expect(second).toEqual(first);
  });

  it('answers 404 when unfollowing an id that is neither followed nor known', async () => {
    expect((await unfollowNeighbourhood(liam.idToken, 'atlantis')).status).toBe(404);
  });

  it('writes Follow and Unfollow items to the activity feed only when the following changes', async () => {
    const user = await stack.createUser({ email: 'emma.rossi@example.com' });
    // Each click at its own instant: items of one instant have no order between them.
    const at = (instant: string) => {
      process.env.NOW = instant;
      resetEnv();
    };
    at('2026-06-16T09:00:00Z');
    await followNeighbourhood(user.idToken, 'alpha-park');
    at('2026-06-16T09:00:01Z');
    await followNeighbourhood(user.idToken, 'alpha-park');
    at('2026-06-16T09:00:02Z');
    await unfollowNeighbourhood(user.idToken, 'alpha-park');
    at('2026-06-16T09:00:03Z');
    await unfollowNeighbourhood(user.idToken, 'alpha-park');

    const feed = await partition(user.sub, 'FEED#');

    expect(feed.map((item) => [item.feedType, item.nid])).toEqual([
      ['Follow', 'alpha-park'],
      ['Unfollow', 'alpha-park'],
    ]);
    expect(feed[0]).toMatchObject({ uid: user.sub, GSI3PK: 'FEED#2026-06' });
  });
});

describe('PUT and DELETE /followings/properties/{id}', () => {
  it('follows and unfollows a listing by its MLS number', async () => {
    const followed = await call('PUT /followings/properties/{id}', liam.idToken, { id: mls });
    expect(followed.status).toBe(200);
    expect(Object.keys(followed.body.properties)).toEqual([mls]);

    const unfollowed = await call('DELETE /followings/properties/{id}', liam.idToken, { id: mls });
    expect(unfollowed.body.properties).toEqual({});
    // The feed names the home by its address, as the other screens do (QA 29, review 29b).
    const home = fixtureListings[0]!;
    const address = home.unit ? `${home.unit} - ${home.address}` : home.address;
    const homes = (await partition(liam.sub, 'FEED#')).filter((item) => item.mls);
    // Both at one instant: no order between them.
    expect(homes.map((item) => [item.feedType, item.mls, item.payload]).sort()).toEqual([
      ['Follow', mls, { address }],
      ['Unfollow', mls, { address }],
    ]);
  });

  it('answers 404 for an unknown listing and stores nothing', async () => {
    const { status } = await call('PUT /followings/properties/{id}', liam.idToken, { id: 'X9999999' });

    expect(status).toBe(404);
    expect(await partition(liam.sub, 'FOLLOW#P#')).toEqual([]);
  });
});

describe("another user's followings", () => {
  it.each(['GET /followings/{userId}', 'GET /users/{id}/followings'])(
    '%s answers the followings to that user’s agent and to an admin',
    async (routeKey) => {
      const params: Record<string, string> = routeKey.includes('{userId}')
        ? { userId: olivia.sub }
        : { id: olivia.sub };
      const own = (await call('GET /followings', olivia.idToken)).body;

      expect(await call(routeKey, sarah.idToken, params)).toEqual({ status: 200, body: own });
      expect(await call(routeKey, priya.idToken, params)).toEqual({ status: 200, body: own });
    },
  );

  it.each(['GET /followings/{userId}', 'GET /users/{id}/followings'])(
    '%s refuses another agent, a client (even the user), and anyone asking about an unknown user',
    async (routeKey) => {
      const params = (userId: string): Record<string, string> =>
        routeKey.includes('{userId}') ? { userId } : { id: userId };

      expect((await call(routeKey, david.idToken, params(olivia.sub))).status).toBe(403);
      expect((await call(routeKey, olivia.idToken, params(olivia.sub))).status).toBe(403);
      expect((await call(routeKey, sarah.idToken, params('no-such-user'))).status).toBe(403);
      expect((await call(routeKey, priya.idToken, params('no-such-user'))).status).toBe(404);
      expect((await call(routeKey, undefined, params(olivia.sub))).status).toBe(401);
    },
  );
});
