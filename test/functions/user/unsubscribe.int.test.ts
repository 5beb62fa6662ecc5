import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/validation/messages';
import { getValuation, putValuationAsIs } from '../../../functions/home-value/valuation-repository';
import type { ValuationRecord } from '../../../functions/home-value/valuation-record';
import { resetEnv } from '../../../functions/lib/env';
import { signUnsubscribeToken } from '../../../functions/lib/mail/unsubscribe-token';
import { handler } from '../../../functions/user/index';
import { putNewProfile } from '../../../functions/user/accounts/profile-repository';
import { rateLimits } from '../../../functions/user/rate-limits/rate-limits';
import { unsubscribe, type UnsubscribePorts } from '../../../functions/user/mail/unsubscribe';
import { listFeedItems } from '../../../functions/user/notes-follow-ups/feed-repository';
import { queryListed } from '../../../functions/user/contacts/users-list-repository';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { useTestStack } from '../../support/test-stack';
import { mapleValuation } from '../../support/maple-valuation';

/**
 * `POST /unsubscribe` (DECISIONS rows 13 and 38): the page's confirm and a mail client's
 * RFC 8058 one-click POST, with a signed token as the only authority.
 */
let stack: Awaited<ReturnType<typeof useTestStack>>;
const now = new Date('2026-06-15T16:00:00Z');
const issuedAt = now.getTime() / 1000;
const day = 24 * 3600;
const secret = () => process.env.LINK_SIGNING_SECRET ?? '';
let n = 0;

/** A fresh subscribed user with a profile, so each test reads its own. */
async function subscriber(): Promise<string> {
  n += 1;
  const id = `user-${n}-${Math.random().toString(36).slice(2, 8)}`;
  await putNewProfile({
    id,
    email: `reader.${n}@example.com`,
    firstName: 'Olivia',
    lastName: 'Chen',
    roles: ['client'],
    preferredContactMethod: 'email',
    receiveEmail: true,
    receiveSoldReport: true,
    createdAt: '2026-01-05T15:00:00.000Z',
  });
  return id;
}

const newsletterToken = (userId: string, fields: { issuedAt?: number } = {}, key = secret()) =>
  signUnsubscribeToken({ userId, list: 'newsletter', issuedAt, ...fields }, key);

async function profileOf(userId: string) {
  const { Item } = await DynamoDBDocumentClient.from(stack.dynamoClient).send(
    new GetCommand({ TableName: stack.tableNames.user, Key: { PK: `U#${userId}`, SK: 'PROFILE' } }),
  );
  return Item;
}

let address = 0;
/** A call from an address of its own, so only the rate-limit test meets a limit. */
async function post(
  options: Parameters<typeof apiEvent>[1],
  sourceIp = `10.9.${(address >> 8) & 255}.${address++ & 255}`,
) {
  const event = apiEvent('POST /unsubscribe', options);
  event.requestContext.http.sourceIp = sourceIp;
  const result = await handler(event, lambdaContext());
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}

const oneClickHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  stack = await useTestStack();
  process.env.NOW = now.toISOString();
  resetEnv();
});

describe('POST /unsubscribe from the page ({uid} as JSON)', () => {
  it('turns the newsletter off for the user the token names, and nothing else', async () => {
    const userId = await subscriber();
    const before = await profileOf(userId);

    const answer = await post({ body: { uid: newsletterToken(userId) } });

    expect(answer.status).toBe(204);
    const after = await profileOf(userId);
    expect(after).toMatchObject({ receiveSoldReport: false, receiveEmail: true, version: before!.version + 1 });
  });

  it("puts the change in the user list's change feed, as every profile write does", async () => {
    const userId = await subscriber();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const since = new Date().toISOString();

    await post({ body: { uid: newsletterToken(userId) } });

    const changed = await queryListed('USER', since);
    expect(changed.map((item) => item.id)).toContain(userId);
  });

  it('answers done a second time too, and changes nothing more', async () => {
    const userId = await subscriber();
    const uid = newsletterToken(userId);

    expect((await post({ body: { uid } })).status).toBe(204);
    expect((await post({ body: { uid } })).status).toBe(204);
    expect(await profileOf(userId)).toMatchObject({ receiveSoldReport: false, receiveEmail: true });
  });
});

describe('the one-click POST of a mail client (RFC 8058)', () => {
  it('works with the token in the query string and the form body List-Unsubscribe=One-Click', async () => {
    const userId = await subscriber();

    const answer = await post({
      query: { uid: newsletterToken(userId) },
      body: 'List-Unsubscribe=One-Click',
      headers: oneClickHeaders,
    });

    expect(answer.status).toBe(204);
    expect(await profileOf(userId)).toMatchObject({ receiveSoldReport: false });
  });

  it('works when API Gateway hands the form body over base64-encoded', async () => {
    const userId = await subscriber();
    const event = apiEvent('POST /unsubscribe', {
      query: { uid: newsletterToken(userId) },
      body: Buffer.from('List-Unsubscribe=One-Click').toString('base64'),
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    });
    event.isBase64Encoded = true;

    const result = await handler(event, lambdaContext());

    expect(result.statusCode).toBe(204);
    expect(await profileOf(userId)).toMatchObject({ receiveSoldReport: false });
  });
});

describe('GET /unsubscribe: the List-Unsubscribe address opened in a browser (QA 47c M4)', () => {
  it('sends the reader to the unsubscribe page with the same token, and changes nothing', async () => {
    const userId = await subscriber();
    const uid = newsletterToken(userId);
    const event = apiEvent('GET /unsubscribe', { query: { uid } });

    const result = await handler(event, lambdaContext());

    expect(result.statusCode).toBe(302);
    const location = new URL(result.headers!.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(
      `${process.env.SITE_URL ?? 'http://localhost:5173'}/unsubscribe`,
    );
    expect(location.searchParams.get('uid')).toBe(uid);
    // The link holds the reader's token: no cache keeps it.
    expect(result.headers!['cache-control']).toBe('no-store');
    // Mail clients without one-click open the address to show it: opening changes nothing.
    expect(await profileOf(userId)).toMatchObject({ receiveSoldReport: true });
  });

  it('sends a reader without a token, or with a broken one, to the page too, which says the link is not valid', async () => {
    const result = await handler(apiEvent('GET /unsubscribe'), lambdaContext());
    expect(result.statusCode).toBe(302);
    expect(new URL(result.headers!.location as string).search).toBe('');
    const empty = await handler(apiEvent('GET /unsubscribe', { query: { uid: '' } }), lambdaContext());
    expect(empty.statusCode).toBe(302);
    const long = await handler(apiEvent('GET /unsubscribe', { query: { uid: 'x'.repeat(900) } }), lambdaContext());
    expect(long.statusCode).toBe(302);
    expect(new URL(long.headers!.location as string).searchParams.get('uid')).toBe('x'.repeat(900));
  });
});

describe('a token that is not ours changes nothing and is refused as not valid', () => {
  const refused = { field: 'uid', message: messages.unsubscribeLinkInvalid };

  it.each([
    ['signed under another key', (userId: string) => newsletterToken(userId, {}, 'f'.repeat(43))],
    [
      "another user's token with this user's id put in",
      (userId: string) => {
        const [, signature] = newsletterToken('someone-else').split('.');
        const payload = Buffer.from(JSON.stringify([1, userId, 'newsletter', issuedAt])).toString('base64url');
        return `${payload}.${signature}`;
      },
    ],
    ['expired (over a year old)', (userId: string) => newsletterToken(userId, { issuedAt: issuedAt - 366 * day })],
    ['the bare user id (the spec’s old link)', (userId: string) => userId],
    ['empty', () => ''],
  ])('%s: 400, and the newsletter stays on', async (_, tokenFor) => {
    const userId = await subscriber();

    const answer = await post({ body: { uid: tokenFor(userId) } });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(refused);
    expect(await profileOf(userId)).toMatchObject({ receiveSoldReport: true, version: 1 });
  });

  it('refuses a request without any token, and one whose two tokens differ', async () => {
    const userId = await subscriber();
    const other = await subscriber();

    expect((await post({ body: {} })).status).toBe(400);
    expect(
      (await post({ query: { uid: newsletterToken(userId) }, body: { uid: newsletterToken(other) } })).status,
    ).toBe(400);
    expect(await profileOf(userId)).toMatchObject({ receiveSoldReport: true });
    expect(await profileOf(other)).toMatchObject({ receiveSoldReport: true });
  });

  it(`answers 429 after ${rateLimits.unsubscribeRefused.limit} refused tokens from one address in ${rateLimits.unsubscribeRefused.windowSeconds / 60} minutes`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimits.unsubscribeRefused.limit; i++) {
      statuses.push((await post({ body: { uid: `forged-${i}` } }, '10.77.0.1')).status ?? 0);
    }

    expect(statuses).toEqual([...Array(rateLimits.unsubscribeRefused.limit).fill(400), 429]);
  });
});

describe('a valuation’s updates (`valuation:{id}`)', () => {
  it('accepts the token and leaves the newsletter alone', async () => {
    const userId = await subscriber();
    const uid = signUnsubscribeToken({ userId, list: 'valuation:hv42', issuedAt }, secret());

    const answer = await post({ body: { uid } });

    expect(answer.status).toBe(204);
    expect(await profileOf(userId)).toMatchObject({ receiveSoldReport: true, version: 1 });
  });

  it("sets that valuation's updates to none for its owner, and leaves someone else's valuation alone", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const valuation = (id: string, ownerId: string): ValuationRecord =>
      mapleValuation({ id, ownerId, shareToken: `share-${id}`, receiveUpdates: 'weekly' });
    const ownId = `hv-own-${owner}`;
    const othersId = `hv-other-${other}`;
    await putValuationAsIs(valuation(ownId, owner));
    await putValuationAsIs(valuation(othersId, other));

    const own = await post({
      body: { uid: signUnsubscribeToken({ userId: owner, list: `valuation:${ownId}`, issuedAt }, secret()) },
    });
    const foreign = await post({
      body: { uid: signUnsubscribeToken({ userId: owner, list: `valuation:${othersId}`, issuedAt }, secret()) },
    });

    expect([own.status, foreign.status]).toEqual([204, 204]);
    expect(await getValuation(ownId)).toMatchObject({ receiveUpdates: 'none', version: 2 });
    expect(await getValuation(othersId)).toMatchObject({ receiveUpdates: 'weekly', version: 1 });
    // The owner's Activity says which e-mails they left.
    const left = (await listFeedItems(owner, '2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z')).filter(
      (item) => item.feedType === '_email.unsubscribe',
    );
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((item) => item.emailtype === 'valuation-update')).toBe(true);
  });

  it("routes it to the home-value service's port with the valuation and the user, and the newsletter to the profile", async () => {
    const calls: unknown[] = [];
    const ports: UnsubscribePorts = {
      stopSoldReport: async (userId) => calls.push(['newsletter', userId]),
      stopValuationUpdates: async ({ valuationId, userId }) => calls.push(['valuation', valuationId, userId]),
    };
    const callerKey = () => 'unused';

    await unsubscribe(
      { token: signUnsubscribeToken({ userId: 'u-7', list: 'valuation:hv42', issuedAt }, secret()), callerKey, now },
      ports,
    );
    await unsubscribe({ token: newsletterToken('u-8'), callerKey, now }, ports);

    expect(calls).toEqual([
      ['valuation', 'hv42', 'u-7'],
      ['newsletter', 'u-8'],
    ]);
  });
});
