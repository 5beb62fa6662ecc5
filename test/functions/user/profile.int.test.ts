import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/user/index';
import { emailKindLabels, feedTitle } from '@shared/feeds';
import { putNewProfile } from '../../../functions/user/accounts/profile-repository';
import { listFeedItems } from '../../../functions/user/notes-follow-ups/feed-repository';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { cognitoLocalKeyPem, decodeJwtPayload, signJwt, useTestStack, type TestUser } from '../../support/test-stack';

let stack: Awaited<ReturnType<typeof useTestStack>>;
/** A profile's sections before any edit (what a new one reads, and sends back with its first save). */
const unedited = { account: 0, homeOwnership: 0, subscriptions: 0, agent: 0, testimonials: 0 };
let olivia: TestUser;
let agent: TestUser;

async function call(routeKey: string, token?: string, body?: unknown, pathParameters?: Record<string, string>) {
  const result = await handler(apiEvent(routeKey, { token, body, pathParameters }), lambdaContext());
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}

async function storedProfile(userId: string) {
  const { Item } = await DynamoDBDocumentClient.from(stack.dynamoClient).send(
    new GetCommand({ TableName: stack.tableNames.user, Key: { PK: `U#${userId}`, SK: 'PROFILE' } }),
  );
  return Item;
}

beforeAll(async () => {
  stack = await useTestStack();
  olivia = await stack.createUser({ email: 'olivia.chen@example.com' });
  agent = await stack.createUser({ email: 'marcus.reid@example.com', groups: ['agent'] });
  await putNewProfile({
    id: olivia.sub,
    email: olivia.email,
    firstName: 'Olivia',
    lastName: 'Chen',
    roles: ['client'],
    agentId: agent.sub,
    phone: '416-555-0123',
    preferredContactMethod: 'email',
    receiveEmail: true,
    receiveSoldReport: true,
    createdAt: '2026-01-05T15:00:00.000Z',
  });
});

describe('GET /identity', () => {
  it("answers the caller's identity with the roles that both the token's groups and the profile grant", async () => {
    const sarah = await stack.createUser({ email: 'sarah.lin@example.com', groups: ['agent'], profile: true });
    expect(await call('GET /identity', olivia.idToken)).toEqual({
      status: 200,
      body: { sub: olivia.sub, email: olivia.email, name: 'Olivia Chen', emailVerified: true, roles: ['client'] },
    });
    expect((await call('GET /identity', sarah.idToken)).body.roles).toEqual(['agent']);
    // Marcus is in the agent group but has no profile item yet: a group alone grants nothing.
    expect((await call('GET /identity', agent.idToken)).body.roles).toEqual(['client']);
  });
});

describe('GET /identity after a name change', () => {
  it("answers the profile's name, not the token's name claim written at sign-up", async () => {
    const noah = await stack.createUser({
      email: 'noah.kim@example.com',
      profile: { firstName: 'Noah', lastName: 'Kim' },
    });
    // A user pool that issues the name claim (AWS does; cognito-local omits it) keeps the sign-up's.
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { ...decodeJwtPayload(noah.idToken), name: 'Noah Kim', iat: now, exp: now + 600 },
      cognitoLocalKeyPem(),
    );
    const saved = await call('PUT /myprofile', token, { firstName: 'Noah', lastName: 'Kim-Lee' });
    expect(saved.status).toBe(200);

    expect((await call('GET /identity', token)).body.name).toBe('Noah Kim-Lee');
  });
});

describe('GET /myprofile', () => {
  it("answers the caller's own profile and nothing internal", async () => {
    const { status, body } = await call('GET /myprofile', olivia.idToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: olivia.sub,
      firstName: 'Olivia',
      lastName: 'Chen',
      phone: '416-555-0123',
      agentId: agent.sub,
      sectionVersions: unedited,
    });
    expect(body).not.toHaveProperty('PK');
    expect(body).not.toHaveProperty('roles');
  });

  it('answers the defaults to a signed-in user who has no profile yet', async () => {
    expect(await call('GET /myprofile', agent.idToken)).toMatchObject({
      status: 200,
      body: {
        id: agent.sub,
        email: agent.email,
        receiveEmail: true,
        receiveSoldReport: true,
        preferredContactMethod: 'email',
        sectionVersions: unedited,
      },
    });
  });
});

describe('PUT /myprofile', () => {
  it('saves the account form and answers the new profile', async () => {
    const { status, body } = await call('PUT /myprofile', olivia.idToken, {
      firstName: 'Olivia',
      lastName: 'Chen-Park',
      phone: '(647) 555 0199',
      address: '88 Harbour St, Toronto',
      dob: '1988-04-12',
      ownershipStats: 'owner',
      purchaseDate: '2019-06-30',
      receiveSoldReport: false,
      sectionVersions: unedited,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      lastName: 'Chen-Park',
      phone: '647-555-0199',
      dob: '1988-04-12',
      receiveSoldReport: false,
      sectionVersions: { ...unedited, account: 1, homeOwnership: 1, subscriptions: 1 },
    });
    expect((await call('GET /myprofile', olivia.idToken)).body.lastName).toBe('Chen-Park');
  });

  it.each([
    ['phone', { phone: '555-12' }, 'Please, enter a valid canadian phone number'],
    ['firstName', { firstName: 'O' }, 'Name must have at least 2 characters'],
    ['dob', { dob: '2099-01-01' }, 'Date cannot be in the future'],
    ['purchaseDate', { purchaseDate: '31/02/2020' }, 'Please, enter a valid date'],
  ])('refuses an invalid %s with 400 naming it, and writes nothing', async (field, change, message) => {
    const before = await storedProfile(olivia.sub);
    const answer = await call('PUT /myprofile', olivia.idToken, { firstName: 'Olivia', lastName: 'Chen', ...change });
    expect(answer).toMatchObject({ status: 400, body: { field, message } });
    expect(await storedProfile(olivia.sub)).toEqual(before);
  });

  it('never writes fields outside the account form', async () => {
    await call('PUT /myprofile', olivia.idToken, {
      firstName: 'Olivia',
      lastName: 'Chen',
      roles: ['admin'],
      agentId: 'someone-else',
      email: 'attacker@example.com',
      status: 'active',
      PK: 'U#other',
    });
    const item = await storedProfile(olivia.sub);
    expect(item).toMatchObject({ roles: ['client'], agentId: agent.sub, email: olivia.email });
  });

  it('refuses a stale version with 409 instead of losing the other edit', async () => {
    const current = (await call('GET /myprofile', olivia.idToken)).body;
    await call('PUT /myprofile', olivia.idToken, {
      firstName: 'Olivia',
      lastName: 'First',
      sectionVersions: current.sectionVersions,
    });
    const stale = await call('PUT /myprofile', olivia.idToken, {
      firstName: 'Olivia',
      lastName: 'Second',
      sectionVersions: current.sectionVersions,
    });
    expect(stale.status).toBe(409);
    expect((await call('GET /myprofile', olivia.idToken)).body.lastName).toBe('First');
  });

  it("makes no profile for a user who has none, whatever the token's groups: a profile comes from a sign-up", async () => {
    // Otherwise a deleted agent's token, still valid for up to an hour, could write itself a
    // new profile. Agents and admins get theirs from their invitation (or, later, from an
    // admin's role change), clients from theirs, never from this form.
    const newAgent = await stack.createUser({ email: 'priya.patel@example.com', groups: ['agent'] });
    const admin = await stack.createUser({ email: 'amira.haddad@example.com', groups: ['admin'] });
    for (const user of [agent, newAgent, admin]) {
      const saved = await call('PUT /myprofile', user.idToken, {
        firstName: 'Priya',
        lastName: 'Patel',
        sectionVersions: unedited,
      });
      expect(saved.status).toBe(410);
      expect(await storedProfile(user.sub)).toBeUndefined();
    }
    // So no agent page appears for the would-be agent (it is shown only for a profile with the agent role).
    expect((await call('GET /agents/{id}', undefined, undefined, { id: newAgent.sub })).status).toBe(404);
  });

  it('keeps the stored roles of an existing profile, whatever the token says', async () => {
    // Olivia's item says client; a later group change is the admin's to make, not this form's.
    await call('PUT /myprofile', olivia.idToken, { firstName: 'Olivia', lastName: 'Chen' });
    expect((await storedProfile(olivia.sub))?.roles).toEqual(['client']);
  });

  it('keeps the stored newsletter consent when the form omits receiveEmail or receiveSoldReport (CASL)', async () => {
    const unsubscribed = (
      await call('PUT /subscription', olivia.idToken, {
        uid: olivia.sub,
        receiveEmail: false,
        receiveSoldReport: false,
      })
    ).body;
    expect(unsubscribed).toMatchObject({ receiveEmail: false, receiveSoldReport: false });

    const saved = await call('PUT /myprofile', olivia.idToken, {
      firstName: 'Olivia',
      lastName: 'Chen',
      sectionVersions: unsubscribed.sectionVersions,
    });
    expect(saved.status).toBe(200);
    expect(await storedProfile(olivia.sub)).toMatchObject({ receiveEmail: false, receiveSoldReport: false });

    const onlyOne = await call('PUT /myprofile', olivia.idToken, {
      firstName: 'Olivia',
      lastName: 'Chen',
      receiveSoldReport: true,
      sectionVersions: saved.body.sectionVersions,
    });
    expect(onlyOne.body).toMatchObject({ receiveEmail: false, receiveSoldReport: true });
    expect(await storedProfile(olivia.sub)).toMatchObject({ receiveEmail: false, receiveSoldReport: true });
  });

  it("writes the newsletter's consent into the user's Activity when their own switch changes it, and only then (QA 66 M1)", async () => {
    const reader = await stack.createUser({ email: 'ana.silva@example.com' });
    await putNewProfile({
      id: reader.sub,
      email: reader.email,
      firstName: 'Ana',
      lastName: 'Silva',
      roles: ['client'],
      preferredContactMethod: 'email',
      receiveEmail: true,
      receiveSoldReport: true,
      createdAt: '2026-01-05T15:00:00.000Z',
    });
    const lines = async () =>
      (await listFeedItems(reader.sub, '2000-01-01T00:00:00Z', '2100-01-01T00:00:00Z'))
        .sort((a, b) => a.time.localeCompare(b.time))
        .map((item) => `${feedTitle(item)}: ${emailKindLabels[item.emailtype ?? '']}`);

    const off = await call('PUT /subscription', reader.idToken, {
      uid: reader.sub,
      receiveEmail: true,
      receiveSoldReport: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const on = await call('PUT /subscription', reader.idToken, {
      uid: reader.sub,
      receiveEmail: true,
      receiveSoldReport: true,
    });
    // The account page saves the same switches after the subscription call: nothing more to say.
    const saved = await call('PUT /myprofile', reader.idToken, {
      firstName: 'Ana',
      lastName: 'Silva',
      receiveEmail: true,
      receiveSoldReport: true,
      sectionVersions: on.body.sectionVersions,
    });

    expect([off.status, on.status, saved.status]).toEqual([200, 200, 200]);
    expect(await lines()).toEqual([
      'Unsubscribed in their account: Monthly sold report',
      'Subscribed in their account: Monthly sold report',
    ]);

    // The account form alone turns it off (an older page, a save without the subscription call).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const formOff = await call('PUT /myprofile', reader.idToken, {
      firstName: 'Ana',
      lastName: 'Silva',
      receiveSoldReport: false,
      sectionVersions: saved.body.sectionVersions,
    });
    expect(formOff.status).toBe(200);
    expect((await lines()).at(-1)).toBe('Unsubscribed in their account: Monthly sold report');
    expect(await lines()).toHaveLength(3);
  });

  it("never makes a profile: a deleted user's token in the minute its standing is remembered cannot bring the account back (review 69 H1)", async () => {
    const leaving = await stack.createUser({
      email: 'leaving.soon@example.com',
      profile: { firstName: 'Lea', lastName: 'Ving' },
    });
    // Read once, so the API remembers the account as active (standing-cache.ts, up to a minute).
    expect((await call('GET /myprofile', leaving.idToken)).status).toBe(200);
    // The delete job then removes the profile (its invitation went with the agent's contact).
    await DynamoDBDocumentClient.from(stack.dynamoClient).send(
      new DeleteCommand({ TableName: stack.tableNames.user, Key: { PK: `U#${leaving.sub}`, SK: 'PROFILE' } }),
    );

    const saved = await call('PUT /myprofile', leaving.idToken, {
      firstName: 'Lea',
      lastName: 'Ving',
      sectionVersions: unedited,
    });

    expect(saved).toEqual({
      status: 410,
      body: { message: 'This account has no profile, so nothing was saved. Please contact your agent.' },
    });
    expect(await storedProfile(leaving.sub)).toBeUndefined();
  });

  it('makes no profile for a signed-in user without one whose sign-up cannot be finished (no invitation)', async () => {
    const stray = await stack.createUser({ email: 'mei.wong@example.com' });
    const saved = await call('PUT /myprofile', stray.idToken, {
      firstName: 'Mei',
      lastName: 'Wong',
      sectionVersions: unedited,
    });
    expect(saved.status).toBe(410);
    expect(await storedProfile(stray.sub)).toBeUndefined();
  });

  it('never takes an unverified address: no profile is created from it, and the defaults do not show it', async () => {
    const pending = await stack.createUser({ email: 'not.mine@example.com', emailVerified: false });

    const shown = await call('GET /myprofile', pending.idToken);
    const saved = await call('PUT /myprofile', pending.idToken, {
      firstName: 'Pending',
      lastName: 'User',
      sectionVersions: unedited,
    });

    expect(shown).toMatchObject({ status: 200, body: { id: pending.sub, email: '' } });
    expect(saved.status).toBe(410);
    expect(await storedProfile(pending.sub)).toBeUndefined();
  });

  it('saves the profile of an unverified user who already has one, keeping its stored address', async () => {
    const pending = await stack.createUser({ email: 'changed.to@example.com', emailVerified: false });
    await putNewProfile({
      id: pending.sub,
      email: 'verified.before@example.com',
      firstName: 'Ravi',
      lastName: 'Shah',
      roles: ['client'],
      preferredContactMethod: 'email',
      receiveEmail: true,
      receiveSoldReport: true,
      createdAt: '2026-01-05T15:00:00.000Z',
    });

    const saved = await call('PUT /myprofile', pending.idToken, {
      firstName: 'Ravi',
      lastName: 'Shah-Kumar',
      sectionVersions: unedited,
    });

    expect(saved).toMatchObject({
      status: 200,
      body: { email: 'verified.before@example.com', lastName: 'Shah-Kumar' },
    });
    expect(JSON.stringify(await storedProfile(pending.sub))).not.toContain('changed.to@example.com');
  });

  it('answers 400 for a body that is not JSON and 413 for one over the size limit', async () => {
    expect((await call('PUT /myprofile', olivia.idToken, '{"firstName":')).status).toBe(400);
    expect((await call('PUT /myprofile', olivia.idToken, { firstName: 'x'.repeat(70 * 1024) })).status).toBe(413);
  });
});
