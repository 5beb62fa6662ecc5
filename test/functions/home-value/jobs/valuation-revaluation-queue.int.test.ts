import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@shared/listing';
import { homeValueKeys } from '../../../../functions/home-value/keys';
import { revaluationWorker } from '../../../../functions/home-value/revaluation-queue';
import { getValuation, historyBetween } from '../../../../functions/home-value/valuation-repository';
import type { ValuationRecord } from '../../../../functions/home-value/valuation-record';
import { runJob } from '../../../../functions/jobs/job';
import { getJobRun } from '../../../../functions/jobs/job-state-repository';
import { plan } from '../../../../functions/home-value/jobs/valuation-revaluation/index';
import { dynamo, resetClients } from '../../../../functions/lib/aws-clients';
import { resetEnv } from '../../../../functions/lib/env';
import { setQueuePort } from '../../../../functions/lib/queue/queue';
import { findFreePort, startSesLocal, type RunningEmulator } from '../../../../infra/local/stand-ins/emulators';
import { lambdaContext } from '../../../support/api-event';
import { answersOf, localJobQueue } from '../../../support/job-queue';
import { mailTo } from '../../../support/mail-capture';
import { useTestBucket, useTestStack, type TestUser } from '../../../support/test-stack';
import { datedValuation } from '../../../support/dated-valuation';
import { seedValuationWorld, valuationNow } from '../../../support/valuation-world';

/**
 * The revaluation as a planner and queue workers (issue 28 "Jobs that fan out"): the planner
 * queues every valuation, 10 a message, and the workers value them through the local queue (the
 * queue port's local adapter: visibility timeout, redelivery, dead-letter queue), against the
 * stand-ins; update e-mails counted in aws-ses-v2-local. `aws-sdk-client-mock` only for a write
 * that fails, which the stand-ins cannot do on demand.
 */
let stack: Awaited<ReturnType<typeof useTestStack>>;
let ses: RunningEmulator;
let house: Listing;
let olivia: TestUser;
let owned: ValuationRecord[];

const queueName = 'valuation-revaluation';
const subject = () => `Home value update: ${owned[0]!.displayAddress}`;

const setClock = (instant: string) => {
  process.env.NOW = instant;
  resetEnv();
};

/** A monthly valuation of Olivia's, made on 2026-04-10 with its first point that day. */
const ownedValuation = () => datedValuation(house, olivia, '2026-04-10T15:00:00.000Z');

/** How many update e-mails each valuation got (every one is of the same house: the link tells them apart). */
async function mailsPerValuation(): Promise<number[]> {
  const mails = (await mailTo(ses.endpoint, olivia.email)).filter((mail) => mail.subject === subject());
  return owned.map(
    (record) => mails.filter((mail) => mail.body.text?.includes(`/home-valuation-summary/${record.id}`)).length,
  );
}

const daysOf = async (record: ValuationRecord) =>
  (await historyBetween(record.id, '2000-01-01', '2100-01-01')).map((point) => point.day);

const planned = () => runJob('valuation-revaluation', plan, {});

beforeAll(async () => {
  stack = await useTestStack();
  await useTestBucket('PHOTOS_BUCKET');
  ses = await startSesLocal({ port: await findFreePort() });
  Object.assign(process.env, {
    SES_ENDPOINT: ses.endpoint,
    SITE_URL: 'https://homes.example',
    MAIL_FROM: 'GTA Homes <no-reply@example.com>',
    PRODUCT_NAME: 'GTA Homes',
  });
  setClock(valuationNow);
  resetClients();
  const listings = await seedValuationWorld(4000);
  house = listings.find((l) => l.type === 'detatched' && !l.unit && l.status === 'sold' && l.soldDate! > '2025-06-01')!;
  const sarah = await stack.createUser({
    email: 'sarah.agent@example.com',
    groups: ['agent'],
    profile: { firstName: 'Sarah', lastName: 'Thompson' },
  });
  olivia = await stack.createUser({ email: 'olivia.owner@example.com', profile: { agentId: sarah.sub } });
  owned = [];
  for (let i = 0; i < 23; i++) owned.push(await ownedValuation());
}, 600_000);

afterAll(async () => {
  setQueuePort(undefined);
  await ses?.stop();
});

describe('the revaluation planner and its workers', () => {
  it('queues every valuation, 10 a message, and the workers value each once: its point of the day, its new value, one update e-mail', async () => {
    setClock(valuationNow);
    const queues = localJobQueue(queueName, revaluationWorker());

    const run = await planned();

    expect(run.summary).toMatchObject({ today: '2026-05-15', valuations: 23, messages: 3 });
    expect(queues.queue(queueName).depth).toBe(3);
    expect((await getJobRun('valuation-revaluation'))?.summary).toMatchObject({ valuations: 23 });

    await queues.drainAll();

    expect(queues.queue(queueName).depth).toBe(0);
    expect(queues.queue(queueName).deadLetters?.depth).toBe(0);
    expect(await mailsPerValuation()).toEqual(owned.map(() => 1));
    for (const record of owned) {
      expect(await daysOf(record)).toEqual(['2026-04-10', '2026-05-15']);
      expect(await getValuation(record.id)).toMatchObject({
        instanceValueDate: '2026-05-15',
        lastMailedOn: '2026-05-15',
        lastUpdatePeriod: 'monthly:2026-05',
      });
    }
  });

  it('changes nothing and sends nothing when a message is delivered again, and sends each e-mail once when every message comes twice', async () => {
    setClock('2026-06-15T16:00:00.000Z');
    const queues = localJobQueue(queueName, revaluationWorker());
    const before = new Map((await Promise.all(owned.map((r) => getValuation(r.id)))).map((r) => [r!.id, r!.version]));
    await planned();
    const queue = queues.queue(queueName);

    const [first] = queue.receive(1);
    const ids = (JSON.parse(first!.body) as { valuationIds: string[] }).valuationIds;
    expect((await revaluationWorker()({ Records: [first!] }, lambdaContext())).batchItemFailures).toEqual([]);
    const afterFirst = await Promise.all(ids.map(getValuation));
    const mailsAfterFirst = await mailsPerValuation();
    expect((await revaluationWorker()({ Records: [first!] }, lambdaContext())).batchItemFailures).toEqual([]);

    expect(await Promise.all(ids.map(getValuation))).toEqual(afterFirst);
    expect(await mailsPerValuation()).toEqual(mailsAfterFirst);
    queue.delete(first!.receiptHandle);

    // The rest of the plan, every message on the queue twice.
    queue.send(queue.bodies());
    await queues.drainAll();

    expect(await mailsPerValuation()).toEqual(owned.map(() => 2));
    for (const record of owned) {
      expect(await daysOf(record)).toEqual(['2026-04-10', '2026-05-15', '2026-06-15']);
      // One write this month: the revaluation and its e-mail's note together.
      expect((await getValuation(record.id))?.version).toBe(before.get(record.id)! + 1);
    }
  });

  it('fails only the message whose valuation failed; it comes back, and every valuation ends valued and mailed once', async () => {
    setClock('2026-07-15T16:00:00.000Z');
    const worker = answersOf(revaluationWorker());
    // The first batch is handed to the worker by hand, as SQS's event source would: a batch
    // that a busy machine makes slow cannot then see the failed message come back before the
    // checks below (a drain would take it again). drainAll waits for it to come back.
    const queues = localJobQueue(queueName, worker, { batchSize: 3, concurrency: 1, visibilityTimeoutMs: 500 });
    await planned();
    const queue = queues.queue(queueName);
    const bodies = queue.bodies().map((body) => (JSON.parse(body) as { valuationIds: string[] }).valuationIds);
    // The 13th valuation, the third of the second message: its day's point fails once.
    const broken = bodies[1]![2]!;
    const mock = mockClient(dynamo());
    mock.send.callThrough();
    mock
      .on(PutCommand, { Item: homeValueKeys.history(broken, '2026-07-15') })
      .rejectsOnce(Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' }));
    try {
      const batch = queue.receive(3);
      const { batchItemFailures } = await worker({ Records: batch }, lambdaContext());
      for (const record of batch) {
        if (!batchItemFailures.some((failure) => failure.itemIdentifier === record.messageId)) {
          queue.delete(record.receiptHandle!);
        }
      }

      // One batch of the three messages: the second failed, the others deleted.
      expect(worker.failed).toHaveLength(1);
      expect(worker.failed[0]).toHaveLength(1);
      expect(queue.depth).toBe(1);
      expect(JSON.parse(queue.bodies()[0]!)).toEqual({ valuationIds: bodies[1] });
      expect(await daysOf(owned.find((r) => r.id === broken)!)).not.toContain('2026-07-15');

      await queues.drainAll();
    } finally {
      mock.restore();
    }

    expect(worker.failed.at(-1)).toEqual([]);
    expect(queue.depth).toBe(0);
    expect(await mailsPerValuation()).toEqual(owned.map(() => 3));
    for (const record of owned) expect((await daysOf(record)).at(-1)).toBe('2026-07-15');
  });

  it('moves a message that keeps failing to the dead-letter queue after 3 tries; redriven once the fault is gone, it finishes', async () => {
    setClock('2026-08-15T16:00:00.000Z');
    const queues = localJobQueue(queueName, revaluationWorker(), { maxReceiveCount: 3 });
    await planned();
    const queue = queues.queue(queueName);
    const broken = (JSON.parse(queue.bodies()[2]!) as { valuationIds: string[] }).valuationIds[0]!;
    const mock = mockClient(dynamo());
    mock.send.callThrough();
    mock
      .on(PutCommand, { Item: homeValueKeys.history(broken, '2026-08-15') })
      .rejects(Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' }));
    try {
      await queues.drainAll();
    } finally {
      mock.restore();
    }

    expect(queue.deadLetters?.depth).toBe(1);
    expect(await daysOf(owned.find((r) => r.id === broken)!)).not.toContain('2026-08-15');

    expect(queue.deadLetters!.redriveTo(queue)).toBe(1);
    await queues.drainAll();

    expect(queue.deadLetters?.depth).toBe(0);
    expect(await mailsPerValuation()).toEqual(owned.map(() => 4));
    for (const record of owned) expect((await daysOf(record)).at(-1)).toBe('2026-08-15');
  });
});
