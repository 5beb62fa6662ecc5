import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/property/index';
import { putListings } from '../../../functions/property/listing-repository';
import { showingMessages, showingRateLimit } from '../../../functions/property/showing';
import { putSuppression } from '../../../functions/user/mail/mail-ledger-repository';
import { putNewProfile } from '../../../functions/user/accounts/profile-repository';
import { resetClients } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { findFreePort, startSesLocal, type RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { capturedMail } from '../../support/mail-capture';
import { searchListings, searchNow } from '../../support/search-world';
import { decodeJwtPayload, useTestStack, type TestUser } from '../../support/test-stack';

let stack: Awaited<ReturnType<typeof useTestStack>>;
let ses: RunningEmulator;
let client: TestUser;
let loner: TestUser;
let limited: TestUser;
let unverified: TestUser;
let planner: TestUser;

const booking = { date: '2026-06-20', time: 'evening', message: 'Could we see the basement too?' };

async function book(token: string | undefined, mls = 'C5000001', body: unknown = booking) {
  const result = await handler(
    apiEvent('POST /properties/{mls}/book', { pathParameters: { mls }, body, ...(token && { token }) }),
    lambdaContext(),
  );
  return { status: result.statusCode ?? 0, body: result.body ? JSON.parse(result.body) : undefined };
}

const sentMail = () => capturedMail(ses.endpoint);

async function showingsOf(userId: string) {
  const { Items = [] } = await DynamoDBDocumentClient.from(stack.dynamoClient).send(
    new QueryCommand({
      TableName: stack.tableNames.user,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :showing)',
      ExpressionAttributeValues: { ':pk': `U#${userId}`, ':showing': 'SHOWING#' },
    }),
  );
  return Items;
}

const profile = (id: string, email: string, fields: Record<string, unknown> = {}) =>
  putNewProfile({
    id,
    email,
    firstName: 'Test',
    lastName: 'Person',
    roles: ['client'],
    preferredContactMethod: 'email',
    receiveEmail: true,
    receiveSoldReport: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  });

beforeAll(async () => {
  stack = await useTestStack();
  ses = await startSesLocal({ port: await findFreePort() });
  Object.assign(process.env, {
    SES_ENDPOINT: ses.endpoint,
    NOW: searchNow,
    MAIL_FROM: 'GTA Homes <no-reply@example.com>',
    SHOWING_DESK_EMAIL: 'desk@brokerage.example.com',
  });
  resetEnv();
  resetClients();
  await putListings(searchListings);
  await profile('agent-1', 'maria.agent@example.com', { firstName: 'Maria', lastName: 'Lopez', roles: ['agent'] });
  client = await stack.createUser({ email: 'omar.buyer@example.com' });
  await profile(client.sub, client.email, {
    firstName: 'Omar',
    lastName: 'Haddad',
    agentId: 'agent-1',
    phone: '416-555-0101',
  });
  loner = await stack.createUser({ email: 'lena.noagent@example.com' });
  limited = await stack.createUser({ email: 'rita.many@example.com' });
  unverified = await stack.createUser({ email: 'victim.address@example.com', emailVerified: false });
  await profile(unverified.sub, 'ursula.original@example.com', {
    firstName: 'Ursula',
    lastName: 'Unverified',
    agentId: 'agent-1',
  });
  planner = await stack.createUser({ email: 'pat.planner@example.com' });
});

afterAll(async () => {
  await ses?.stop();
});

describe('POST /properties/{mls}/book', () => {
  it("keeps the request and mails it to the caller's agent, with the caller as Reply-To", async () => {
    const { status, body } = await book(client.idToken);

    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(String),
      mls: 'C5000001',
      date: '2026-06-20',
      time: 'evening',
      createdAt: '2026-06-15T16:00:00.000Z',
    });
    const [stored] = await showingsOf(client.sub);
    expect(stored).toMatchObject({
      id: body.id,
      mls: 'C5000001',
      name: 'Omar Haddad',
      email: 'omar.buyer@example.com',
      phone: '416-555-0101',
      agentId: 'agent-1',
      sentTo: 'agent',
      message: 'Could we see the basement too?',
    });
    const mail = (await sentMail()).find((m) => m.destination.to.includes('maria.agent@example.com'))!;
    expect(mail.replyTo).toEqual(['omar.buyer@example.com']);
    expect(mail.subject).toBe('Showing request: 10 Maple Avenue, Toronto');
    expect(mail.body.text).toContain('Omar Haddad would like to see 10 Maple Avenue, Toronto (MLS C5000001).');
    expect(mail.body.text).toContain('Could we see the basement too?');
  });

  it('sends it as transactional mail: HTML and text, with no unsubscribe header or link (DECISIONS row 38)', async () => {
    const mail = (await sentMail()).find((m) => m.destination.to.includes('maria.agent@example.com'))!;

    expect(mail.headers ?? []).toEqual([]);
    expect(mail.body.html).toContain('Omar Haddad would like to see 10 Maple Avenue, Toronto (MLS C5000001).');
    expect(`${mail.body.html}${mail.body.text}`).not.toMatch(/unsubscribe/i);
  });

  it("mails the brokerage's desk when the caller has no agent", async () => {
    const { status } = await book(loner.idToken, 'C5000006', { date: '2026-06-16', time: 'morning' });

    expect(status).toBe(201);
    expect((await showingsOf(loner.sub))[0]).toMatchObject({ sentTo: 'brokerage', mls: 'C5000006' });
    expect((await sentMail()).some((m) => m.destination.to.includes('desk@brokerage.example.com'))).toBe(true);
  });

  it('never uses an address the caller has not verified: no Reply-To, and the address is not in the mail or kept', async () => {
    expect(decodeJwtPayload(unverified.idToken).email_verified).toBe(false);

    const { status } = await book(unverified.idToken, 'C5000001', { date: '2026-06-18', time: 'morning' });

    expect(status).toBe(201);
    const mail = (await sentMail()).find((m) => m.body.text?.includes('Ursula Unverified would like to see'))!;
    expect(mail.destination.to).toEqual(['maria.agent@example.com']);
    expect(mail.replyTo ?? []).toEqual([]);
    expect(JSON.stringify(mail)).not.toContain('victim.address@example.com');
    const [stored] = await showingsOf(unverified.sub);
    expect(stored).toBeDefined();
    expect(stored).not.toHaveProperty('email');
    expect(JSON.stringify(stored)).not.toContain('victim.address@example.com');
  });

  it('needs a signed-in caller', async () => {
    expect((await book(undefined)).status).toBe(401);
  });

  it.each([
    ['a day in the past', { ...booking, date: '2026-06-14' }],
    ['no day', { time: 'morning' }],
    ['an unknown time', { ...booking, time: 'midnight' }],
    ['a message over 1000 characters', { ...booking, message: 'x'.repeat(1001) }],
    ['a body that is not an object', 'not json'],
  ])('refuses %s with a 400, keeping nothing', async (_, body) => {
    const before = (await showingsOf(loner.sub)).length;
    const { status, body: answer } = await book(loner.idToken, 'C5000001', body);

    expect(status).toBe(400);
    expect(answer.message).toEqual(expect.any(String));
    expect(await showingsOf(loner.sub)).toHaveLength(before);
  });

  it.each([
    ['a day that does not exist', '2099-99-99', 'Please, enter a valid date'],
    ['the 31st of June', '2026-06-31', 'Please, enter a valid date'],
    ['the 29th of February of a common year', '2027-02-29', 'Please, enter a valid date'],
    ['yesterday (Toronto)', '2026-06-14', 'Choose today or a later date'],
    ['a day more than a year ahead', '2027-06-16', 'Choose a date within a year'],
    ['a date in another format', '06/20/2026', 'Please, enter a valid date'],
    ['no date at all', undefined, 'Choose a date.'],
    ['an empty date', '', 'Choose a date.'],
  ])('refuses %s with 400, saying why, keeping nothing', async (_, date, message) => {
    const before = (await showingsOf(planner.sub)).length;

    const { status, body } = await book(planner.idToken, 'C5000001', { date, time: 'morning' });

    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'date', message });
    expect(await showingsOf(planner.sub)).toHaveLength(before);
  });

  it('refuses a time of day already over today, in Toronto (QA 47c L6), and keeps nothing', async () => {
    // NOW is 2026-06-15T16:00Z: 12:00 in Toronto, the morning (9 am – 12 pm) is over.
    const before = (await showingsOf(planner.sub)).length;
    const { status, body } = await book(planner.idToken, 'C5000001', { date: '2026-06-15', time: 'morning' });

    expect(status).toBe(400);
    expect(body).toMatchObject({
      field: 'time',
      message: 'This time of day is over. Choose a later time or another day.',
    });
    expect(await showingsOf(planner.sub)).toHaveLength(before);
    // The same morning tomorrow is fine.
    expect((await book(planner.idToken, 'C5000001', { date: '2026-06-16', time: 'morning' })).status).toBe(201);
  });

  it('accepts today and the same day a year ahead, in Toronto', async () => {
    // NOW is 2026-06-15T16:00Z: 12:00 in Toronto.
    expect((await book(planner.idToken, 'C5000001', { date: '2026-06-15', time: 'evening' })).status).toBe(201);
    expect((await book(planner.idToken, 'C5000001', { date: '2027-06-15', time: 'evening' })).status).toBe(201);
  });

  it('answers 404 for an unknown MLS number and 409 for a listing no longer on the market', async () => {
    expect((await book(loner.idToken, 'X9999999')).status).toBe(404);
    const sold = await book(loner.idToken, 'C5000002');
    expect(sold.status).toBe(409);
    expect(sold.body.message).toBe(showingMessages.notOnMarket);
  });

  it('tells the user when the mail cannot be sent, and keeps nothing of the request', async () => {
    const mock = mockClient(SESv2Client);
    mock
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Daily sending quota exceeded'), { name: 'LimitExceededException' }));
    try {
      const before = (await showingsOf(client.sub)).length;
      const { status, body } = await book(client.idToken, 'C5000005');

      expect(status).toBe(503);
      expect(body).toEqual({ message: showingMessages.notSent });
      expect(mock.commandCalls(SendEmailCommand)).toHaveLength(1);
      expect(await showingsOf(client.sub)).toHaveLength(before);
    } finally {
      mock.restore();
    }
  });

  it('keeps the request and answers 201 when SES took the message but its answer was lost, so a retry sends no second copy (QA 48b M1)', async () => {
    // The message goes out, then the connection drops before SES's answer: it may have been sent.
    const realSend = SESv2Client.prototype.send as (this: unknown, command: SendEmailCommand) => Promise<unknown>;
    const mock = mockClient(SESv2Client);
    mock.on(SendEmailCommand).callsFake(async (input, getClient) => {
      await realSend.call(getClient(), new SendEmailCommand(input));
      throw Object.assign(new Error('Connection timed out after 5000 ms'), { name: 'TimeoutError' });
    });
    const asker = await stack.createUser({ email: 'asker.lost-answer@example.com' });
    try {
      const { status, body } = await book(asker.idToken, 'C5000005', { date: '2026-06-21', time: 'morning' });

      expect(status).toBe(201);
      expect(body).toMatchObject({ mls: 'C5000005', date: '2026-06-21', time: 'morning' });
      expect(await showingsOf(asker.sub)).toHaveLength(1);
      expect(mock.commandCalls(SendEmailCommand)).toHaveLength(1);
    } finally {
      mock.restore();
    }
  });

  it("keeps nothing and says so when the agent's address is suppressed (it bounced)", async () => {
    const suppressedAgent = await stack.createUser({ email: 'gone.agent@example.com' });
    await profile(suppressedAgent.sub, 'gone.agent@example.com', { firstName: 'Gone', roles: ['agent'] });
    const asker = await stack.createUser({ email: 'asker.suppressed@example.com' });
    await profile(asker.sub, asker.email, { agentId: suppressedAgent.sub });
    await putSuppression({ email: 'gone.agent@example.com', reason: 'bounce', createdAt: searchNow });

    const { status, body } = await book(asker.idToken, 'C5000001', { date: '2026-06-20', time: 'morning' });

    expect(status).toBe(503);
    expect(body).toEqual({ message: showingMessages.notDeliverable });
    expect(await showingsOf(asker.sub)).toEqual([]);
    expect((await sentMail()).some((m) => m.destination.to.includes('gone.agent@example.com'))).toBe(false);
  });

  it(`allows ${showingRateLimit.limit} requests an hour per user, then answers 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= showingRateLimit.limit; i++) statuses.push((await book(limited.idToken)).status);

    expect(statuses).toEqual([...Array(showingRateLimit.limit).fill(201), 429]);
  });

  it("counts the limit under a key that does not name the user (an HMAC of the id under the stack's secret)", async () => {
    const { Items = [] } = await DynamoDBDocumentClient.from(stack.dynamoClient).send(
      new ScanCommand({
        TableName: stack.tableNames.user,
        FilterExpression: 'begins_with(PK, :rate)',
        ExpressionAttributeValues: { ':rate': 'RATE#showing#' },
      }),
    );

    expect(Items.length).toBeGreaterThan(0);
    for (const user of [client, loner, limited]) {
      expect(JSON.stringify(Items)).not.toContain(user.sub);
    }
  });
});
