import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailAnalyticsAnswer, EmailAnalyticsItem } from '@shared/analytics';
import { followUpSuggestionText } from '@shared/users';
import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, resetClients } from '../../../functions/lib/aws-clients';
import { env, resetEnv } from '../../../functions/lib/env';
import { sendMail } from '../../../functions/lib/mail/send';
import { linkSigningSecret, signUnsubscribeToken } from '../../../functions/lib/mail/unsubscribe-token';
import { beginDeletion, runDeletion } from '../../../functions/user/deletion/deletion-job';
import { addToEmailStats } from '../../../functions/user/mail/mail-events/email-stats-repository';
import { handler } from '../../../functions/user/mail/mail-events/index';
import { mailEventsOf } from '../../../functions/user/mail/mail-events/mail-events-repository';
import { mailLedger } from '../../../functions/user/published';
import { forgetUsersList } from '../../../functions/user/contacts/users-list/loader';
import { findFreePort, startSesLocal, type RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { mailTo } from '../../support/mail-capture';
import { sesEvent, snsDelivery, type FixtureMail } from '../../support/ses-event-fixtures';
import { useTestBucket, type TestUser } from '../../support/test-stack';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * E-mail analytics end to end against the stand-ins: messages go out through the mail helper
 * (which counts the send), SES's events arrive as SNS would deliver them, unsubscribes come
 * through `POST /unsubscribe`, and both calls answer from the rollups. The tests run in order:
 * June 2026's figures build up.
 */
let w: DashboardWorld;
let ses: RunningEmulator;
const site = 'https://homes.example.com';
const month = '2026-06';
/** The month as the API takes it (DESIGN: `time=YYYYMM`). */
const time = '202606';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
let n = 0;

interface Sent extends FixtureMail {
  html: string;
}

/** A newsletter with a button to our site, sent to `user` at `at`. */
async function sendTo(user: TestUser, at = '2026-06-15T16:00:00.000Z'): Promise<Sent> {
  n += 1;
  const outcome = await sendMail(
    mailLedger,
    {
      to: user.email,
      idempotencyKey: `newsletter:${month}:${user.sub}:${n}`,
      kind: { list: 'newsletter', userId: user.sub },
      subject: 'Your neighbourhoods in June',
      blocks: [
        { paragraph: 'Prices in Alpha Park rose 3% in May.' },
        { button: { label: 'Open the sold report', url: `${site}/sold-report?n=alpha-park&m=2026-05` } },
      ],
    },
    new Date(at),
  );
  if (outcome.status !== 'sent' || !outcome.messageId) throw new Error(`not sent: ${outcome.status}`);
  const captured = (await mailTo(ses.endpoint, user.email)).at(-1)!;
  return { messageId: outcome.messageId, to: user.email, sentAt: at, html: captured.body.html! };
}

const openAt = (mail: FixtureMail, timestamp: string, userAgent = iPhone, ipAddress = '192.0.2.1') => ({
  ...sesEvent.open(mail),
  open: { ipAddress, timestamp, userAgent },
});
const clickAt = (mail: FixtureMail, timestamp: string, link: string, userAgent = iPhone) => ({
  ...sesEvent.click(mail),
  click: { ipAddress: '192.0.2.1', link, linkTags: {}, timestamp, userAgent },
});
const deliver = (...bodies: object[]) => handler(snsDelivery(...bodies));

/** The honeypot's address in a message's markup: the hidden link, number 0. */
const honeypotOf = (html: string) =>
  /<a href="([^"]*\/e\/[A-Za-z0-9_-]{16}\.0\/[^"]*)" aria-hidden="true" tabindex="-1"/
    .exec(html)![1]!
    .replace(/&amp;/g, '&');

/** The tracked button's address in a message's markup: link 1. */
const buttonOf = (html: string) =>
  /<a href="([^"]*\/e\/[A-Za-z0-9_-]{16}\.1\/[^"]*)"/.exec(html)![1]!.replace(/&amp;/g, '&');

const itemOf = (answer: EmailAnalyticsAnswer, type: string) =>
  answer.items.find((item) => item.feedType === type) as EmailAnalyticsItem;
const figures = (answer: EmailAnalyticsAnswer) =>
  Object.fromEntries(answer.items.map((item) => [item.feedType, [item.count, item.machineCount]]));

async function unsubscribeLink(user: TestUser, issuedAt: number) {
  const uid = signUnsubscribeToken({ userId: user.sub, list: 'newsletter', issuedAt }, linkSigningSecret());
  return call('POST /unsubscribe', undefined, { body: { uid } });
}

beforeAll(async () => {
  w = await dashboardWorld();
  // The delete job's images step empties the user's uploads.
  await useTestBucket('UPLOADS_BUCKET');
  ses = await startSesLocal({ port: await findFreePort() });
  Object.assign(process.env, {
    SES_ENDPOINT: ses.endpoint,
    MAIL_FROM: 'GTA Homes <no-reply@homes.example.com>',
    SITE_URL: site,
    NOW: '2026-06-20T15:00:00.000Z',
  });
  resetEnv();
  resetClients();
});

afterAll(async () => {
  await ses?.stop();
});

describe('people and machines in the e-mail analytics', () => {
  it("counts a person's open and click apart from Apple's prefetch, a scanner's click and the honeypot's", async () => {
    const toOlivia = await sendTo(w.olivia);
    const toSophia = await sendTo(w.sophia);

    await deliver(
      sesEvent.delivery(toOlivia),
      // Apple Mail Privacy Protection's prefetch as the message arrives: bare agent, Apple's network.
      openAt(toOlivia, '2026-06-15T16:00:03.000Z', 'Mozilla/5.0', '17.58.101.7'),
      // A scanner follows a link two seconds after delivery.
      clickAt(toOlivia, '2026-06-15T16:00:04.000Z', `${site}/neighbourhoods`),
      // A machine that follows every link of the markup finds the hidden one.
      clickAt(toOlivia, '2026-06-15T16:30:00.000Z', honeypotOf(toOlivia.html)),
      // Olivia herself, an hour later.
      openAt(toOlivia, '2026-06-15T17:12:45.000Z'),
      clickAt(toOlivia, '2026-06-15T17:13:05.000Z', `${site}/neighbourhoods`),
      // SES saw a click on our tracked button (it should not track those): the redirect counts them.
      clickAt(toOlivia, '2026-06-15T17:14:00.000Z', buttonOf(toOlivia.html)),
      sesEvent.delivery(toSophia),
      openAt(toSophia, '2026-06-16T08:00:00.000Z'),
    );
    // SNS delivers the person's open a second time: still one open.
    await deliver(openAt(toOlivia, '2026-06-15T17:12:45.000Z'));

    const answer = await call('GET /analytics/email', w.priya.idToken, { query: { time } });

    expect(answer.status).toBe(200);
    expect(answer.body.month).toBe(month);
    expect(figures(answer.body)).toEqual({
      '_email.send': [2, 0],
      '_email.open': [2, 1],
      // The scanner and the honeypot are machines on one message: once.
      '_email.click': [1, 1],
      '_email.unsubscribe': [0, 0],
    });
    expect(itemOf(answer.body, '_email.open').userAndCounts).toEqual([
      { uid: w.olivia.sub, name: 'Olivia Chen', email: w.olivia.email, count: 1 },
      { uid: w.sophia.sub, name: 'Sophia Nguyen', email: w.sophia.email, count: 1 },
    ]);
    expect(itemOf(answer.body, '_email.click').userAndCounts).toEqual([
      { uid: w.olivia.sub, name: 'Olivia Chen', email: w.olivia.email, count: 1 },
    ]);
    const machines = (await mailEventsOf(toOlivia.messageId))
      .filter((event) => event.detail.machine)
      .map((event) => [event.type, event.detail.machine]);
    expect(machines.sort()).toEqual([
      ['click', 'honeypot'],
      ['click', 'soon-after-delivery'],
      ['open', 'apple-mpp'],
    ]);
    expect((await mailEventsOf(toOlivia.messageId)).some((event) => 'ipAddress' in event.detail)).toBe(false);
  });

  it('counts an unsubscribe once per link, from the page or the one-click POST', async () => {
    const issuedAt = Math.floor(Date.parse('2026-06-15T16:00:00Z') / 1000);

    const first = await unsubscribeLink(w.olivia, issuedAt);
    const again = await unsubscribeLink(w.olivia, issuedAt);

    expect([first.status, again.status]).toEqual([204, 204]);
    const answer = (await call('GET /analytics/email', w.priya.idToken, { query: { time } })).body;
    expect(itemOf(answer, '_email.unsubscribe')).toEqual({
      feedType: '_email.unsubscribe',
      count: 1,
      machineCount: 0,
      userAndCounts: [{ uid: w.olivia.sub, name: 'Olivia Chen', email: w.olivia.email, count: 1 }],
    });
  });

  it("answers an agent with their own contacts' mail only", async () => {
    const sarahs = (await call('GET /analytics/agentemail', w.sarah.idToken, { query: { time } })).body;
    const davids = (await call('GET /analytics/agentemail', w.david.idToken, { query: { time } })).body;

    expect(figures(sarahs)).toEqual({
      '_email.send': [1, 0],
      '_email.open': [1, 1],
      '_email.click': [1, 1],
      '_email.unsubscribe': [1, 0],
    });
    const uids = (answer: EmailAnalyticsAnswer) => answer.items.flatMap((item) => item.userAndCounts.map((u) => u.uid));
    expect(new Set(uids(sarahs))).toEqual(new Set([w.olivia.sub]));
    expect(figures(davids)).toEqual({
      '_email.send': [1, 0],
      '_email.open': [1, 0],
      '_email.click': [0, 0],
      '_email.unsubscribe': [0, 0],
    });
    expect(new Set(uids(davids))).toEqual(new Set([w.sophia.sub]));
  });

  it('takes the spec’s time=YYYY-MM as it takes YYYYMM', async () => {
    const dashed = await call('GET /analytics/email', w.priya.idToken, { query: { time: '2026-05' } });

    expect(dashed.status).toBe(200);
    expect(dashed.body).toEqual(
      (await call('GET /analytics/email', w.priya.idToken, { query: { time: '202605' } })).body,
    );
  });

  it('answers the four types with zeros for a month without mail', async () => {
    const answer = await call('GET /analytics/email', w.priya.idToken, { query: { time: '202601' } });

    expect(answer.body).toEqual({
      month: '2026-01',
      items: ['_email.send', '_email.open', '_email.click', '_email.unsubscribe'].map((feedType) => ({
        feedType,
        count: 0,
        machineCount: 0,
        userAndCounts: [],
      })),
    });
  });

  it("lists the e-mail events as the user's activity, people's only", async () => {
    const feeds = await call('GET /users/{id}/feeds', w.sarah.idToken, { id: w.olivia.sub, query: { month } });

    expect(feeds.status).toBe(200);
    const counts = Object.fromEntries(
      (feeds.body.aggregation as { feedType: string; count: number }[]).map((a) => [a.feedType, a.count]),
    );
    expect(counts).toEqual({
      '_email.send': 1,
      '_email.delivered': 1,
      '_email.open': 1,
      '_email.click': 1,
      '_email.unsubscribe': 1,
    });
  });
});

describe('opens a click proves (March 2026, QA 29)', () => {
  it('counts a click with no open seen (images blocked) as an open too, and the open that follows once', async () => {
    const toSophia = await sendTo(w.sophia, '2026-03-03T16:00:00.000Z');
    const march = async () =>
      figures((await call('GET /analytics/email', w.priya.idToken, { query: { time: '202603' } })).body);

    // (No delivery event: the fixture's is dated June.)
    await deliver(clickAt(toSophia, '2026-03-03T18:00:00.000Z', `${site}/neighbourhoods`));
    const afterClick = await march();
    await deliver(openAt(toSophia, '2026-03-03T18:05:00.000Z'));

    expect(afterClick).toEqual({
      '_email.send': [1, 0],
      '_email.open': [1, 0],
      '_email.click': [1, 0],
      '_email.unsubscribe': [0, 0],
    });
    expect(await march()).toEqual(afterClick);
    // The open she was seen making after the click is still hers: in her Activity (review 29b).
    const feeds = await call('GET /users/{id}/feeds', w.priya.idToken, {
      id: w.sophia.sub,
      query: { month: '2026-03' },
    });
    expect((feeds.body.items as { feedType: string }[]).map((item) => item.feedType).sort()).toEqual([
      '_email.click',
      '_email.open',
      '_email.send',
    ]);
  });
});

describe('the month an event counts in (January and February 2026, QA 56a M2)', () => {
  it('counts a late open and click with the month its mail went out, so a month’s rates are of its own mail', async () => {
    // Sent on 31 January (Toronto), opened and clicked in February.
    const toSophia = await sendTo(w.sophia, '2026-01-31T20:00:00.000Z');
    const monthOf = async (time: string) =>
      figures((await call('GET /analytics/email', w.priya.idToken, { query: { time } })).body);

    await deliver(
      openAt(toSophia, '2026-02-02T14:00:00.000Z'),
      clickAt(toSophia, '2026-02-02T14:01:00.000Z', `${site}/neighbourhoods`),
    );

    expect(await monthOf('202601')).toEqual({
      '_email.send': [1, 0],
      '_email.open': [1, 0],
      '_email.click': [1, 0],
      '_email.unsubscribe': [0, 0],
    });
    // February sent nothing: no open of January's mail makes its rate 1 of 0.
    expect(await monthOf('202602')).toEqual({
      '_email.send': [0, 0],
      '_email.open': [0, 0],
      '_email.click': [0, 0],
      '_email.unsubscribe': [0, 0],
    });
    // Her Activity keeps the open on the day she opened it.
    const feeds = await call('GET /users/{id}/feeds', w.priya.idToken, {
      id: w.sophia.sub,
      query: { month: '2026-02' },
    });
    expect((feeds.body.items as { feedType: string }[]).map((item) => item.feedType).sort()).toEqual([
      '_email.click',
      '_email.open',
    ]);
  });
});

describe('the calls refuse what they must', () => {
  it.each([
    ['an agent asking for everyone', 'GET /analytics/email', () => w.sarah],
    ['a client asking for everyone', 'GET /analytics/email', () => w.olivia],
    ['a client asking as an agent', 'GET /analytics/agentemail', () => w.olivia],
  ])('refuses %s (403)', async (_case, route, who) => {
    expect((await call(route, who().idToken, { query: { time } })).status).toBe(403);
  });

  it.each(['202613', '2026-6', 'June', '202607', '2026-07'])(
    'refuses time=%s with a 400 that says why',
    async (time) => {
      const answer = await call('GET /analytics/email', w.priya.idToken, { query: { time } });

      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toMatch(
        /time must (be a month written YYYYMM or YYYY-MM|not be a future month)/,
      );
    },
  );
});

describe('follow-up suggestions', () => {
  async function newContact(name: string) {
    return w.stack.createUser({
      email: `${name.toLowerCase()}@example.com`,
      profile: { firstName: name, lastName: 'Reader', agentId: w.sarah.sub },
    });
  }
  const suggestionOf = async (user: TestUser, viewer: TestUser) =>
    (await call('GET /users/{id}', viewer.idToken, { id: user.sub })).body.followUpSuggestion;

  it('suggests a contact who opened e-mails twice within a week to their agent, and setting a follow-up clears it', async () => {
    const mia = await newContact('Mia');
    const first = await sendTo(mia, '2026-06-10T14:00:00.000Z');
    const second = await sendTo(mia, '2026-06-14T14:00:00.000Z');

    await deliver(openAt(first, '2026-06-10T18:00:00.000Z'));
    expect(await suggestionOf(mia, w.sarah)).toBeUndefined();
    await deliver(openAt(second, '2026-06-14T18:00:00.000Z'));

    expect(await suggestionOf(mia, w.sarah)).toEqual({ reason: 'emailEngagement', at: '2026-06-14T18:00:00.000Z' });
    expect(await suggestionOf(mia, w.priya)).toBeUndefined();
    expect(followUpSuggestionText).toBe('Opened or clicked your e-mails 2+ times within 7 days');
    const set = await call('POST /users/{id}/follow-up', w.sarah.idToken, {
      id: mia.sub,
      body: { date: '2026-06-22', note: 'Call about Alpha Park' },
    });
    expect(set.status).toBe(200);
    expect(await suggestionOf(mia, w.sarah)).toBeUndefined();
  });

  it("is the agent's: an admin's follow-up neither keeps it from being made nor clears it; the agent's does", async () => {
    const leo = await newContact('Leo');
    const adminsFollowUp = (note: string) =>
      call('POST /users/{id}/follow-up', w.priya.idToken, { id: leo.sub, body: { date: '2026-06-20', note } });
    expect((await adminsFollowUp('Check the referral paperwork.')).status).toBe(200);
    const first = await sendTo(leo, '2026-06-14T14:00:00.000Z');
    const second = await sendTo(leo, '2026-06-15T14:00:00.000Z');

    await deliver(openAt(first, '2026-06-14T18:00:00.000Z'), openAt(second, '2026-06-15T18:00:00.000Z'));
    const made = await suggestionOf(leo, w.sarah);
    await adminsFollowUp('Check the referral paperwork again.');

    expect(made).toEqual({ reason: 'emailEngagement', at: '2026-06-15T18:00:00.000Z' });
    expect(await suggestionOf(leo, w.sarah)).toEqual(made);
    await call('POST /users/{id}/follow-up', w.sarah.idToken, {
      id: leo.sub,
      body: { date: '2026-06-22', note: 'Call about Alpha Park' },
    });
    expect(await suggestionOf(leo, w.sarah)).toBeUndefined();
  });

  it('does not suggest a contact whose two opens are 8 days apart, nor one whose second open is a machine’s', async () => {
    const noah = await newContact('Noah');
    const ava = await newContact('Ava');
    const toNoah = [await sendTo(noah, '2026-06-01T14:00:00.000Z'), await sendTo(noah, '2026-06-09T14:00:00.000Z')];
    const toAva = await sendTo(ava, '2026-06-12T14:00:00.000Z');

    await deliver(openAt(toNoah[0]!, '2026-06-01T18:00:00.000Z'), openAt(toNoah[1]!, '2026-06-09T18:00:00.000Z'));
    await deliver(
      openAt(toAva, '2026-06-12T14:00:05.000Z', 'Mozilla/5.0', '17.58.101.7'),
      openAt(toAva, '2026-06-12T19:00:00.000Z'),
    );

    expect(await suggestionOf(noah, w.sarah)).toBeUndefined();
    expect(await suggestionOf(ava, w.sarah)).toBeUndefined();
  });
});

describe("a deleted user's lines", () => {
  it('leave the side panels with them; the totals keep their numbers', async () => {
    const lucas = await w.stack.createUser({
      email: 'lucas.reader@example.com',
      profile: { firstName: 'Lucas', lastName: 'Reader', agentId: w.sarah.sub },
    });
    const mail = await sendTo(lucas, '2026-06-18T14:00:00.000Z');
    await deliver(openAt(mail, '2026-06-18T18:00:00.000Z'));
    const before = (await call('GET /analytics/agentemail', w.sarah.idToken, { query: { time } })).body;
    expect(itemOf(before, '_email.open').userAndCounts.map((u) => u.uid)).toContain(lucas.sub);

    const now = new Date('2026-06-20T15:00:00.000Z');
    await beginDeletion(lucas.sub, w.priya.sub, now);
    await runDeletion(lucas.sub, now);

    for (const [route, who] of [
      ['GET /analytics/agentemail', w.sarah],
      ['GET /analytics/email', w.priya],
    ] as const) {
      const after = (await call(route, who.idToken, { query: { time } })).body as EmailAnalyticsAnswer;
      expect(after.items.flatMap((item) => item.userAndCounts.map((u) => u.uid))).not.toContain(lucas.sub);
      expect(itemOf(after, '_email.open').count).toBe(
        itemOf(route === 'GET /analytics/email' ? after : before, '_email.open').count,
      );
    }
  });
});

/** The table's raw items under a key prefix (what is stored, not what a call shows). */
async function rawItems(input: { PK: string; SKPrefix?: string } | { PKPrefix: string }) {
  const client = dynamo();
  if ('PKPrefix' in input) {
    const scanned = await client.send(
      new ScanCommand({
        TableName: env().USER_TABLE,
        FilterExpression: 'begins_with(PK, :p)',
        ExpressionAttributeValues: { ':p': input.PKPrefix },
      }),
    );
    return scanned.Items ?? [];
  }
  const queried = await client.send(
    new QueryCommand({
      TableName: env().USER_TABLE,
      KeyConditionExpression: input.SKPrefix ? 'PK = :pk AND begins_with(SK, :sk)' : 'PK = :pk',
      ExpressionAttributeValues: { ':pk': input.PK, ...(input.SKPrefix && { ':sk': input.SKPrefix }) },
    }),
  );
  return queried.Items ?? [];
}

describe('what cannot be inflated, and what is not kept (May 2026)', () => {
  const may = { time: '202605' };

  it('counts the same open delivered again with another time once, a machine’s apart', async () => {
    const ella = await w.stack.createUser({
      email: 'ella.reader@example.com',
      profile: { firstName: 'Ella', lastName: 'Reader', agentId: w.david.sub },
    });
    const mail = await sendTo(ella, '2026-05-10T14:00:00.000Z');

    await deliver(
      openAt(mail, '2026-05-10T14:00:04.000Z', 'Mozilla/5.0', '17.58.101.7'),
      openAt(mail, '2026-05-10T14:30:04.000Z', 'Mozilla/5.0', '17.58.101.7'),
      openAt(mail, '2026-05-10T18:00:00.000Z'),
      openAt(mail, '2026-05-10T18:05:00.000Z'),
      openAt(mail, '2026-05-11T09:00:00.000Z'),
    );
    // The users list read model loads Ella, who was created behind its back.
    forgetUsersList();

    const answer = (await call('GET /analytics/agentemail', w.david.idToken, { query: may })).body;
    expect(figures(answer)['_email.open']).toEqual([1, 1]);
    expect(itemOf(answer, '_email.open').userAndCounts).toEqual([
      { uid: ella.sub, name: 'Ella Reader', email: ella.email, count: 1 },
    ]);
    expect((await mailEventsOf(mail.messageId)).filter((event) => event.type === 'open')).toHaveLength(5);
  });

  it('keeps no address in the counted-event keys nor on the per-person rollups, and no user agent', async () => {
    const stored = [
      ...(await rawItems({ PKPrefix: 'EMAILACT#' })),
      ...(await rawItems({ PKPrefix: 'EMAILSTATS#' })).filter((item) => item.SK !== 'TOTAL'),
    ];

    expect(stored.length).toBeGreaterThan(0);
    expect(stored.filter((item) => JSON.stringify(item).includes('@'))).toEqual([]);
    const events = await rawItems({ PKPrefix: 'MAILMSG#' });
    expect(events.filter((item) => JSON.stringify(item).includes('Mozilla'))).toEqual([]);
  });

  it("does not re-create a deleted person's rollups or feed when a late event comes", async () => {
    const leo = await w.stack.createUser({
      email: 'leo.reader@example.com',
      profile: { firstName: 'Leo', lastName: 'Reader', agentId: w.david.sub },
    });
    const mail = await sendTo(leo, '2026-05-12T14:00:00.000Z');
    const now = new Date('2026-06-20T15:00:00.000Z');
    await beginDeletion(leo.sub, w.priya.sub, now);
    await runDeletion(leo.sub, now);
    const before = (await call('GET /analytics/email', w.priya.idToken, { query: may })).body;

    await deliver(sesEvent.delivery(mail), openAt(mail, '2026-05-12T18:00:00.000Z'));

    const after = (await call('GET /analytics/email', w.priya.idToken, { query: may })).body;
    expect(itemOf(after, '_email.open').count).toBe(itemOf(before, '_email.open').count + 1);
    const rollups = await rawItems({ PKPrefix: 'EMAILSTATS#' });
    expect(rollups.filter((item) => item.SK === `U#${leo.sub}`)).toEqual([]);
    expect(await rawItems({ PK: `U#${leo.sub}`, SKPrefix: 'FEED#' })).toEqual([]);
    expect(await rawItems({ PK: `U#${leo.sub}`, SKPrefix: 'MAILEVENT#' })).toEqual([]);
  });

  it("shows a former agent a moved contact's counts without their name or address", async () => {
    // Zoe's May counts were taken while she was Sarah's contact; she is David's now.
    const zoe = await w.stack.createUser({
      email: 'zoe.reader@example.com',
      profile: { firstName: 'Zoe', lastName: 'Reader', agentId: w.david.sub },
    });
    await addToEmailStats({ month: '2026-05', counter: 'open', userId: zoe.sub, agentId: w.sarah.sub });
    // The users list read model loads Zoe, who was created behind its back.
    forgetUsersList();

    const sarahs = (await call('GET /analytics/agentemail', w.sarah.idToken, { query: may })).body;
    const davids = (await call('GET /analytics/agentemail', w.david.idToken, { query: may })).body;
    const admins = (await call('GET /analytics/email', w.priya.idToken, { query: may })).body;

    expect(itemOf(sarahs, '_email.open').userAndCounts).toEqual([{ uid: zoe.sub, name: '', email: '', count: 1 }]);
    expect(itemOf(davids, '_email.open').userAndCounts.map((u) => u.uid)).not.toContain(zoe.sub);
    expect(itemOf(admins, '_email.open').userAndCounts).toContainEqual({
      uid: zoe.sub,
      name: 'Zoe Reader',
      email: zoe.email,
      count: 1,
    });
  });
});

describe('what the admin’s “Email sent” counts (April 2026)', () => {
  const april = { time: '202604' };

  /** A transactional notice to an agent, as the valuation-review notice is: no contact behind it. */
  async function noticeTo(agent: TestUser, at: string): Promise<FixtureMail> {
    n += 1;
    const outcome = await sendMail(
      mailLedger,
      {
        to: agent.email,
        idempotencyKey: `valuation-discussion:test-${n}:2026-04-14`,
        kind: 'transactional',
        subject: 'A client asked to review their valuation',
        blocks: [{ paragraph: 'Olivia Chen would like to discuss her home valuation.' }],
      },
      new Date(at),
    );
    if (outcome.status !== 'sent' || !outcome.messageId) throw new Error(`not sent: ${outcome.status}`);
    return { messageId: outcome.messageId, to: agent.email, sentAt: at };
  }

  it('counts the mail to contacts its lists show, not notices to agents, so the totals add up', async () => {
    const toOlivia = await sendTo(w.olivia, '2026-04-14T14:00:00.000Z');
    const notice = await noticeTo(w.sarah, '2026-04-14T15:00:00.000Z');
    await deliver(openAt(toOlivia, '2026-04-14T18:00:00.000Z'), openAt(notice, '2026-04-14T19:00:00.000Z'));

    const admins = (await call('GET /analytics/email', w.priya.idToken, { query: april })).body as EmailAnalyticsAnswer;
    const agents = await Promise.all(
      [w.sarah, w.david].map(
        async (agent) =>
          (await call('GET /analytics/agentemail', agent.idToken, { query: april })).body as EmailAnalyticsAnswer,
      ),
    );

    for (const type of ['_email.send', '_email.open']) {
      const listed = itemOf(admins, type).userAndCounts.reduce((sum, person) => sum + person.count, 0);
      const agentsTotal = agents.reduce((sum, answer) => sum + itemOf(answer, type).count, 0);
      expect([type, itemOf(admins, type).count]).toEqual([type, listed]);
      expect([type, itemOf(admins, type).count]).toEqual([type, agentsTotal]);
    }
    expect(figures(admins)).toEqual({
      '_email.send': [1, 0],
      '_email.open': [1, 0],
      '_email.click': [0, 0],
      '_email.unsubscribe': [0, 0],
    });
  });
});
