import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@shared/listing';
import { formatCurrency } from '@shared/format/currency';
import { getValuation, historyBetween } from '../../../../functions/home-value/valuation-repository';
import type { ValuationRecord } from '../../../../functions/home-value/valuation-record';
import { runJob } from '../../../../functions/jobs/job';
import { findJob } from '../../../../functions/jobs/jobs';
import { run as runRevaluation } from '../../../../functions/home-value/jobs/valuation-revaluation/index';
import { resetClients } from '../../../../functions/lib/aws-clients';
import { resetEnv } from '../../../../functions/lib/env';
import { checkUnsubscribeToken } from '../../../../functions/lib/mail/unsubscribe-token';
import { findFreePort, startSesLocal, type RunningEmulator } from '../../../../infra/local/stand-ins/emulators';
import { headerOf, mailTo, type CapturedMail } from '../../../support/mail-capture';
import { useTestBucket, useTestStack, type TestUser } from '../../../support/test-stack';
import { datedValuation } from '../../../support/dated-valuation';
import { seedValuationWorld, valuationNow } from '../../../support/valuation-world';

/**
 * The daily revaluation job (issue 13) against the stand-ins: the home-value and user tables
 * in dynalite, the model artifact in s3rver, and the update e-mails in aws-ses-v2-local.
 * `aws-sdk-client-mock` only for SES refusing one address.
 */
let stack: Awaited<ReturnType<typeof useTestStack>>;
let ses: RunningEmulator;
let house: Listing;
let sarah: TestUser;
let olivia: TestUser;
let quinn: TestUser;
let wes: TestUser;
let monthly: ValuationRecord;
let unsubscribed: ValuationRecord;
let quiet: ValuationRecord;
let anonymous: ValuationRecord;
let weekly: ValuationRecord;

const site = 'https://homes.example';
const subjectOf = (record: ValuationRecord) => `Home value update: ${record.displayAddress}`;

const setClock = (instant: string) => {
  process.env.NOW = instant;
  resetEnv();
};

const revaluation = () => runJob('valuation-revaluation', runRevaluation, {});

/** A valuation of the house, made on `createdAt` (support/dated-valuation.ts). */
const valuationOf = (owner: TestUser | undefined, createdAt: string, fields?: Parameters<typeof datedValuation>[3]) =>
  datedValuation(house, owner, createdAt, fields);

/** The update e-mails of one valuation (every valuation here is of the same house: the link tells them apart). */
const updatesTo = async (user: TestUser, record: ValuationRecord): Promise<CapturedMail[]> =>
  (await mailTo(ses.endpoint, user.email)).filter(
    (mail) => mail.subject === subjectOf(record) && mail.body.text?.includes(`/home-valuation-summary/${record.id}`),
  );

const pointsOf = (record: ValuationRecord) => historyBetween(record.id, '2000-01-01', '2100-01-01');

async function storedItem(key: { PK: string; SK: string }) {
  const { Item } = await DynamoDBDocumentClient.from(stack.dynamoClient).send(
    new GetCommand({ TableName: stack.tableNames.homeValue, Key: key }),
  );
  return Item;
}

beforeAll(async () => {
  stack = await useTestStack();
  await useTestBucket('PHOTOS_BUCKET');
  ses = await startSesLocal({ port: await findFreePort() });
  Object.assign(process.env, {
    SES_ENDPOINT: ses.endpoint,
    SITE_URL: site,
    MAIL_FROM: 'GTA Homes <no-reply@example.com>',
    PRODUCT_NAME: 'GTA Homes',
  });
  setClock(valuationNow);
  resetClients();
  const listings = await seedValuationWorld(4000);
  house = listings.find((l) => l.type === 'detatched' && !l.unit && l.status === 'sold' && l.soldDate! > '2025-06-01')!;
  sarah = await stack.createUser({
    email: 'sarah.agent@example.com',
    groups: ['agent'],
    profile: { firstName: 'Sarah', lastName: 'Thompson', phone: '416-555-0110' },
  });
  olivia = await stack.createUser({ email: 'olivia.owner@example.com', profile: { agentId: sarah.sub } });
  quinn = await stack.createUser({
    email: 'quinn.quiet@example.com',
    profile: { agentId: sarah.sub, receiveEmail: false },
  });
  wes = await stack.createUser({ email: 'wes.weekly@example.com', profile: { agentId: sarah.sub } });

  monthly = await valuationOf(olivia, '2026-04-10T15:00:00.000Z', { firstValue: 900_000, stale: true });
  unsubscribed = await valuationOf(olivia, '2026-04-10T15:00:00.000Z', { receiveUpdates: 'none' });
  quiet = await valuationOf(quinn, '2026-04-10T15:00:00.000Z');
  anonymous = await valuationOf(undefined, '2026-05-01T15:00:00.000Z');
  // Friday 2026-05-08 is in ISO week 19; the job's first day, Friday 2026-05-15, in week 20.
  weekly = await valuationOf(wes, '2026-05-08T15:00:00.000Z', { receiveUpdates: 'weekly' });
}, 600_000);

afterAll(async () => {
  await ses?.stop();
});

describe('the valuation-revaluation job', () => {
  it('is a daily row of the job table after the model is trained, that mails, with the tables it reads', () => {
    const model = findJob('valuation-model')!;
    const job = findJob('valuation-revaluation')!;

    expect(job).toMatchObject({
      entry: 'functions/home-value/jobs/valuation-revaluation/index.ts',
      schedule: { every: 'day' },
      sendsMail: true,
      tables: { homeValue: 'readWrite', user: 'readWrite' },
      buckets: { photos: 'read' },
    });
    const minuteOf = (j: typeof job) =>
      j.schedule.every === 'day' ? j.schedule.hour * 60 + j.schedule.minute : Number.NaN;
    expect(minuteOf(job)).toBeGreaterThan(minuteOf(model));
  });

  it('keeps one point of history a day and mails each due owner once, however often it runs that day', async () => {
    setClock(valuationNow);

    const first = await revaluation();
    const afterFirst = await getValuation(monthly.id);
    const second = await revaluation();

    expect(first.summary).toMatchObject({ today: '2026-05-15', failed: 0 });
    expect(second.summary).toMatchObject({ mails: { 'not-due': expect.any(Number), 'no-mail': expect.any(Number) } });
    expect(second.summary.mails).not.toHaveProperty('sent');
    for (const record of [monthly, unsubscribed, quiet, anonymous, weekly]) {
      const points = await pointsOf(record);
      expect(points.map((p) => p.day)).toEqual([record.createdAt.slice(0, 10), '2026-05-15']);
    }
    // The second run changed nothing.
    expect(await getValuation(monthly.id)).toEqual(afterFirst);
    expect(afterFirst).toMatchObject({ lastMailedOn: '2026-05-15', lastUpdatePeriod: 'monthly:2026-05' });
    expect(await updatesTo(olivia, monthly)).toHaveLength(1);
    expect(await updatesTo(wes, weekly)).toHaveLength(1);
    // Updates set to none, and an owner who takes no e-mail, get nothing.
    expect(await updatesTo(olivia, unsubscribed)).toHaveLength(0);
    expect(await mailTo(ses.endpoint, quinn.email)).toHaveLength(0);
  });

  it("updates the valuation's value, range and date with the day's estimate", async () => {
    const stored = (await getValuation(monthly.id))!;
    const [, today] = await pointsOf(monthly);

    expect(stored.instanceValue).toBeGreaterThan(100_000);
    expect(stored.instanceValue).toBe(today!.value);
    expect(stored.instanceValueDate).toBe('2026-05-15');
    expect(stored.lowerRange).toBeLessThan(stored.instanceValue);
    expect(stored.upperRange).toBeGreaterThan(stored.instanceValue);
  });

  it("shows the new value, the change since the valuation was made, and the summary link, branded with the owner's agent", async () => {
    const stored = (await getValuation(monthly.id))!;
    const [mail] = await updatesTo(olivia, monthly);
    const difference = stored.instanceValue - 900_000;
    const change =
      difference === 0 ? 'unchanged' : `${difference > 0 ? 'up' : 'down'} ${formatCurrency(Math.abs(difference))}`;

    expect(mail!.from).toContain('Sarah Thompson via GTA Homes');
    expect(mail!.replyTo).toEqual([sarah.email]);
    for (const body of [mail!.body.text!, mail!.body.html!]) {
      expect(body).toContain(formatCurrency(stored.instanceValue));
      expect(body).toContain(change);
      // A tracked link (`/e/{clickId}/…`, the e-mail redirect) to the summary.
      expect(body).toMatch(new RegExp(`${site}/e/[\\w-]+\\.1/home-valuation-summary/${monthly.id}\\?h=`));
    }
    expect(mail!.body.text).toContain(`Change since you valued it: ${change}`);
    expect(mail!.body.text).toContain('416-555-0110');
  });

  it("carries the valuation's own unsubscribe, signed for its owner", async () => {
    const [mail] = await updatesTo(olivia, monthly);

    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<https:\/\/homes\.example\/api\/unsubscribe\?uid=([^>]+)>$/.exec(
      headerOf(mail!, 'List-Unsubscribe') ?? '',
    );
    expect(oneClick).not.toBeNull();
    const token = decodeURIComponent(oneClick![1]!);
    expect(checkUnsubscribeToken(token, process.env.LINK_SIGNING_SECRET!, new Date(valuationNow))).toMatchObject({
      valid: true,
      claims: { userId: olivia.sub, list: `valuation:${monthly.id}` },
    });
    expect(mail!.body.text).toContain(`${site}/unsubscribe?uid=`);
  });

  it('mails a weekly valuation again the next week, not the next day, with the change since that e-mail', async () => {
    setClock('2026-05-16T16:00:00.000Z');
    await revaluation();
    expect(await updatesTo(wes, weekly)).toHaveLength(1);

    setClock('2026-05-22T16:00:00.000Z');
    await revaluation();

    const mails = await updatesTo(wes, weekly);
    expect(mails).toHaveLength(2);
    expect((await pointsOf(weekly)).map((p) => p.day)).toEqual([
      '2026-05-08',
      '2026-05-15',
      '2026-05-16',
      '2026-05-22',
    ]);
    expect(mails[1]!.body.text).toContain('Change since our last update:');
    expect(mails[1]!.body.text).toContain('our last update on 2026-05-15');
    expect(await getValuation(weekly.id)).toMatchObject({ lastUpdatePeriod: 'weekly:2026-W21' });
    // The monthly one waits for June.
    expect(await updatesTo(olivia, monthly)).toHaveLength(1);
  });

  it('sends the others when SES refuses one address, and the refused one on the next run', async () => {
    setClock('2026-05-22T16:00:00.000Z');
    const fay = await stack.createUser({ email: 'fay.refused@example.com', profile: { agentId: sarah.sub } });
    const gus = await stack.createUser({ email: 'gus.fine@example.com', profile: { agentId: sarah.sub } });
    const refused = await valuationOf(fay, '2026-04-10T15:00:00.000Z');
    const fine = await valuationOf(gus, '2026-04-10T15:00:00.000Z');
    // Every other address still reaches the stand-in, through the client's own send.
    const realSend = SESv2Client.prototype.send as (this: unknown, command: SendEmailCommand) => Promise<unknown>;
    const mock = mockClient(SESv2Client);
    mock
      .on(SendEmailCommand)
      .callsFake((input, getClient) => realSend.call(getClient(), new SendEmailCommand(input)))
      .on(SendEmailCommand, { Destination: { ToAddresses: [fay.email] } })
      .rejects(Object.assign(new Error('Daily sending quota exceeded'), { name: 'LimitExceededException' }));
    let failedRun;
    try {
      failedRun = await revaluation();
    } finally {
      mock.restore();
    }

    expect(failedRun.summary).toMatchObject({ mails: { failed: 1, sent: 1 } });
    expect(await updatesTo(gus, fine)).toHaveLength(1);
    expect(await updatesTo(fay, refused)).toHaveLength(0);
    expect((await getValuation(refused.id))?.lastMailedOn).toBeUndefined();

    await revaluation();

    expect(await updatesTo(fay, refused)).toHaveLength(1);
    expect(await updatesTo(gus, fine)).toHaveLength(1);
  });

  it('logs an update with no answer from SES as unknown, never sends it again, and does not note it as mailed', async () => {
    setClock('2026-05-22T16:00:00.000Z');
    const hal = await stack.createUser({ email: 'hal.timeout@example.com', profile: { agentId: sarah.sub } });
    const lost = await valuationOf(hal, '2026-04-10T15:00:00.000Z');
    const realSend = SESv2Client.prototype.send as (this: unknown, command: SendEmailCommand) => Promise<unknown>;
    const mock = mockClient(SESv2Client);
    mock
      .on(SendEmailCommand)
      .callsFake((input, getClient) => realSend.call(getClient(), new SendEmailCommand(input)))
      .on(SendEmailCommand, { Destination: { ToAddresses: [hal.email] } })
      .rejects(Object.assign(new Error('Connection timed out after 5000 ms'), { name: 'TimeoutError' }));
    const logged: string[] = [];
    let lostRun;
    try {
      lostRun = await runJob('valuation-revaluation', runRevaluation, {}, (message) => logged.push(message));
    } finally {
      mock.restore();
    }

    expect(lostRun.summary).toMatchObject({ mails: { unknown: 1 } });
    expect(mock.commandCalls(SendEmailCommand, { Destination: { ToAddresses: [hal.email] } })).toHaveLength(1);
    expect(logged).toContain('Valuation update e-mail outcome unknown: it may have been sent, and is not sent again');
    const noted = await getValuation(lost.id);
    expect(noted?.lastMailedOn).toBeUndefined();
    expect(noted?.lastMailedValue).toBeUndefined();

    const next = await revaluation();

    expect(next.summary).toMatchObject({ mails: { unknown: 1 } });
    expect(next.summary.mails).not.toHaveProperty('duplicate');
    expect(await updatesTo(hal, lost)).toHaveLength(0);
    expect((await getValuation(lost.id))?.lastMailedValue).toBeUndefined();
  });

  it('deletes an unclaimed anonymous valuation after 30 days, with its history and share link, and keeps the rest', async () => {
    setClock('2026-05-22T16:00:00.000Z');
    const old = await valuationOf(undefined, '2026-04-21T15:00:00.000Z');
    const young = await valuationOf(undefined, '2026-04-23T16:00:00.000Z');
    const claimed = await valuationOf(olivia, '2026-04-01T15:00:00.000Z');

    const run = await revaluation();

    expect(run.summary).toMatchObject({ deleted: 1 });
    expect(await getValuation(old.id)).toBeUndefined();
    expect(await pointsOf(old)).toEqual([]);
    expect(await storedItem({ PK: `SHARE#${old.shareToken}`, SK: 'SHARE' })).toBeUndefined();
    expect(await getValuation(young.id)).toBeDefined();
    expect(await storedItem({ PK: `SHARE#${young.shareToken}`, SK: 'SHARE' })).toBeDefined();
    expect(await getValuation(claimed.id)).toBeDefined();
    expect(await getValuation(anonymous.id)).toBeDefined();
  });
});
