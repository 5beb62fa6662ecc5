import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, type Month } from '@shared/months';
import { resetClients } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { setQueuePort } from '../../../functions/lib/queue/queue';
import { forgetNeighbourhoods } from '../../../functions/property/neighbourhood-directory';
import { replaceNeighbourhoods } from '../../../functions/property/neighbourhood-repository';
import { campaignStatus } from '../../../functions/user/mail/newsletter/campaign-status';
import { monthName } from '../../../functions/user/mail/newsletter/newsletter-mail';
import { planNewsletter } from '../../../functions/user/mail/newsletter/newsletter-plan';
import { newsletterWorker } from '../../../functions/user/mail/newsletter/newsletter-worker';
import type { ProfileRecord } from '../../../functions/user/accounts/profile-repository';
import { findFreePort, startSesLocal, type RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { killedOnce, newsletterQueues } from '../../support/newsletter-queue';
import {
  duplicatesIn,
  newsletterUser,
  newslettersOf,
  publishMonth,
  shownDetached,
} from '../../support/newsletter-world';
import { fixtureNeighbourhoods } from '../../support/sold-report-fixture';
import { useTestStack } from '../../support/test-stack';

/**
 * The newsletter as a planner and queue workers (issue 28 "Jobs that fan out"): the planner
 * queues the recipients, the workers send through the local queue (the queue port's local
 * adapter, with its visibility timeout and redelivery), e-mails counted in aws-ses-v2-local.
 */
let sesLocal: RunningEmulator;
let readers: ProfileRecord[];
const now = new Date('2026-06-15T12:00:00Z');
const log = () => undefined;

let nextMonth: Month = '2014-01';
async function freshMonth(): Promise<Month> {
  const month = nextMonth;
  nextMonth = addMonths(nextMonth, 1);
  await publishMonth(month, { 'alpha-park': shownDetached });
  return month;
}
const subjectOf = (month: Month) => `Your sold report for ${monthName(month)}`;
const plan = (month: Month) => planNewsletter({ input: { month }, now, log });

beforeAll(async () => {
  await useTestStack();
  sesLocal = await startSesLocal({ port: await findFreePort() });
  Object.assign(process.env, {
    SES_ENDPOINT: sesLocal.endpoint,
    SITE_URL: 'https://homes.example',
    NOW: now.toISOString(),
    NEWSLETTER_MAILS_PER_SECOND: '1000',
  });
  resetEnv();
  resetClients();
  await replaceNeighbourhoods(fixtureNeighbourhoods, new Date('2026-06-01T00:00:00Z'));
  forgetNeighbourhoods();
  readers = [];
  for (let i = 0; i < 23; i++) readers.push(await newsletterUser({ follows: ['alpha-park'] }));
}, 120_000);

afterAll(async () => {
  setQueuePort(undefined);
  await sesLocal?.stop();
});

/** What the stand-in received for the month: every reader's address once, none twice. */
async function expectEachReaderOnce(month: Month) {
  const byAddress = await newslettersOf(sesLocal.endpoint, subjectOf(month));
  const received = [...byAddress.keys()];
  expect(readers.map((reader) => reader.email).filter((email) => !received.includes(email))).toEqual([]);
  expect(duplicatesIn(byAddress)).toEqual([]);
}

describe('the newsletter planner and its workers', () => {
  it('queues one message per 10 recipients, and the workers send each reader once; the status shows the progress', async () => {
    const month = await freshMonth();
    const queues = newsletterQueues({ batchSize: 1, concurrency: 1 });
    const planned = await plan(month);
    const recipients = planned.recipients as number;
    expect(planned).toMatchObject({ state: 'sending', queued: recipients, messages: Math.ceil(recipients / 10) });
    expect(queues.queue('newsletter').depth).toBe(Math.ceil(recipients / 10));
    expect(await campaignStatus(month)).toMatchObject({ state: 'sending', sent: 0, recipients });

    // One message handled: ten recipients settled, the rest still to go.
    const queue = queues.queue('newsletter');
    const [first] = queue.receive(1);
    const answer = await newsletterWorker()({ Records: [first!] }, {} as never);
    expect(answer.batchItemFailures).toEqual([]);
    queue.delete(first!.receiptHandle);
    const midway = await campaignStatus(month);
    expect(midway.sent + midway.skipped).toBe(10);
    expect(midway.state).toBe('sending');

    await queues.drainAll();
    await expectEachReaderOnce(month);
    const status = await campaignStatus(month);
    expect(status).toMatchObject({ state: 'done', failed: 0, unknown: 0 });
    expect(status.sent + status.skipped).toBe(recipients);
  });

  it('sends nothing twice when the planner runs twice and every message is delivered twice', async () => {
    const month = await freshMonth();
    const queues = newsletterQueues();
    await plan(month);
    await plan(month);
    await queues.drainAll();
    await expectEachReaderOnce(month);
    // A third plan after the drain finds nothing left and closes the campaign.
    expect(await plan(month)).toMatchObject({ state: 'done', queued: 0 });
    expect(await campaignStatus(month)).toMatchObject({ state: 'done', unknown: 0, failed: 0 });
  });

  it('sends every reader once, none skipped, when a worker is killed part-way', async () => {
    const month = await freshMonth();
    const worker = killedOnce(newsletterWorker(), 1);
    const queues = newsletterQueues({ worker, batchSize: 2, concurrency: 2 });
    await plan(month);
    await queues.drainAll();
    expect(worker.killed()).toBe(true);
    await expectEachReaderOnce(month);
    const status = await campaignStatus(month);
    expect(status).toMatchObject({ state: 'done', unknown: 0, failed: 0 });
    expect(queues.queue('newsletter').deadLetters?.depth).toBe(0);
  });

  it('moves a message that cannot be handled to the dead-letter queue after its tries', async () => {
    const month = await freshMonth();
    const queues = newsletterQueues();
    await queues.send('newsletter', [{ month, plannedAt: now.toISOString(), userIds: [] }]);
    await queues.drainAll();
    expect(queues.queue('newsletter').deadLetters?.depth).toBe(1);
  });
});
