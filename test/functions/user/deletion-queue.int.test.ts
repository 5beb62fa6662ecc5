import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../../functions/jobs/job';
import { plan } from '../../../functions/user/deletion/job/index';
import { dynamo } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { setQueuePort } from '../../../functions/lib/queue/queue';
import { putValuationAsIs } from '../../../functions/home-value/valuation-repository';
import { beginDeletion } from '../../../functions/user/deletion/deletion-job';
import { deletionQueue, deletionWorker } from '../../../functions/user/deletion/deletion-queue';
import { getDeletion } from '../../../functions/user/deletion/deletion-repository';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { answersOf, localJobQueue } from '../../support/job-queue';
import { mapleValuation } from '../../support/maple-valuation';
import { inCognito as inPool } from '../../support/cognito-user';
import { useTestBucket, type TestUser } from '../../support/test-stack';
import { dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * The user deletion as a planner and queue workers (issue 28 "Jobs that fan out"; README.md
 * "Deleting a user"): the hourly planner queues every deletion not finished, one a message, and
 * the workers run each from its first step not done, through the local queue (visibility
 * timeout, redelivery, dead-letter queue), against the stand-ins. `aws-sdk-client-mock` only
 * for an S3 call that fails, which s3rver cannot do on demand, and to count the calls a
 * redelivered message makes.
 */
let w: DashboardWorld;
let uploads: Awaited<ReturnType<typeof useTestBucket>>;
const now = new Date('2026-06-15T12:00:00Z');

beforeAll(async () => {
  w = await dashboardWorld();
  uploads = await useTestBucket('UPLOADS_BUCKET');
  process.env.NOW = now.toISOString();
  resetEnv();
});

afterEach(() => {
  setQueuePort(undefined);
});

/** A client of Sarah's with a valuation and an upload, their deletion on record (the request's half). */
async function clientBeingDeleted(): Promise<TestUser> {
  const tag = randomUUID().slice(0, 8);
  const user = await w.stack.createUser({
    email: `queued.${tag}@example.com`,
    profile: { firstName: 'Quinn', lastName: `Queued${tag}`, agentId: w.sarah.sub },
  });
  await putValuationAsIs(
    mapleValuation({ id: `queued-${randomUUID()}`, ownerId: user.sub, shareToken: `share-${randomUUID()}` }),
  );
  await uploads.s3.send(
    new PutObjectCommand({ Bucket: uploads.bucket, Key: `uploads/${user.sub}/a.jpg`, Body: Buffer.from([0xff]) }),
  );
  expect(await beginDeletion(user.sub, w.priya.sub, now)).toBe(true);
  return user;
}

/** Whether Cognito still knows the user. */
const inCognito = (user: TestUser) => inPool(w.stack.userPoolId, user);

async function expectGone(user: TestUser) {
  expect(await getProfile(user.sub)).toBeUndefined();
  expect(await getDeletion(user.sub)).toBeUndefined();
  expect(await inCognito(user)).toBe(false);
}

const refused = () => Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' });

describe('the user deletion planner and its workers', () => {
  it('queues every deletion not finished, one a message, and the workers finish each', async () => {
    const people = [await clientBeingDeleted(), await clientBeingDeleted(), await clientBeingDeleted()];
    const queues = localJobQueue(deletionQueue, deletionWorker(), { batchSize: 1 });

    const run = await runJob('user-deletion', plan, {});

    expect(run.summary).toEqual({ unfinished: 3, queued: 3 });
    expect(queues.queue(deletionQueue).depth).toBe(3);
    await queues.drainAll();
    for (const person of people) await expectGone(person);
    expect(queues.queue(deletionQueue).deadLetters?.depth).toBe(0);
  });

  it('resumes a redelivered deletion at its first step not done, and does no done step again', async () => {
    const person = await clientBeingDeleted();
    const worker = answersOf(deletionWorker());
    // The failed message stays away until the first drain has ended, also when a busy machine
    // makes a batch slow (at 1 s it came back within that drain); drainAll waits for it.
    const queues = localJobQueue(deletionQueue, worker, { batchSize: 1, visibilityTimeoutMs: 5000 });
    const s3 = mockClient(S3Client);
    s3.send.callThrough();
    s3.on(ListObjectsV2Command, { Prefix: `uploads/${person.sub}/` }).rejectsOnce(refused());
    const db = mockClient(dynamo());
    db.send.callThrough();
    try {
      await runJob('user-deletion', plan, {});
      await queues.drain();

      // The images step failed: the message came back failed, the steps before it are on record.
      expect(worker.failed).toEqual([[expect.any(String)]]);
      expect(await getDeletion(person.sub)).toMatchObject({
        done: ['contacts', 'valuations', 'records'],
        lastError: 'Service unavailable',
      });
      expect(await inCognito(person)).toBe(true);
      db.resetHistory();

      await queues.drainAll();

      expect(worker.failed.at(-1)).toEqual([]);
      // Neither the contacts step (the agent's index) nor the valuations step (the owner's) ran
      // again: the owner's index is read once, by the last step's sweep of what a write in flight
      // as the profile was marked may have left (deletion-job.ts).
      const queries = db.commandCalls(QueryCommand).map((call) => JSON.stringify(call.args[0].input));
      expect(queries.filter((q) => q.includes(`AGENT#${person.sub}`))).toEqual([]);
      expect(queries.filter((q) => q.includes(`OWNER#${person.sub}`))).toHaveLength(1);
    } finally {
      s3.restore();
      db.restore();
    }
    await expectGone(person);
  });

  it('does nothing for a deletion delivered again after it finished, or delivered twice at once', async () => {
    const person = await clientBeingDeleted();
    const worker = answersOf(deletionWorker());
    const queues = localJobQueue(deletionQueue, worker, { batchSize: 1, concurrency: 2 });

    // The planner twice (two sweeps) while the first is queued, and the request's own message: three copies.
    await runJob('user-deletion', plan, {});
    await runJob('user-deletion', plan, {});
    await queues.send(deletionQueue, [{ userId: person.sub }]);
    await queues.drainAll();

    await expectGone(person);
    expect(worker.failed.flat()).toEqual([]);
    expect(queues.queue(deletionQueue).deadLetters?.depth).toBe(0);

    // Once more, after it is gone: nothing to do, nothing fails.
    await queues.send(deletionQueue, [{ userId: person.sub }]);
    await queues.drainAll();
    expect(worker.failed.flat()).toEqual([]);
  });

  it('moves a deletion that keeps failing to the dead-letter queue, leaving the profile marked; redriven, it finishes', async () => {
    const person = await clientBeingDeleted();
    const queues = localJobQueue(deletionQueue, deletionWorker(), { batchSize: 1, maxReceiveCount: 5 });
    const s3 = mockClient(S3Client);
    s3.send.callThrough();
    s3.on(ListObjectsV2Command, { Prefix: `uploads/${person.sub}/` }).rejects(refused());
    try {
      await runJob('user-deletion', plan, {});
      await queues.drainAll();
    } finally {
      s3.restore();
    }
    const queue = queues.queue(deletionQueue);

    expect(queue.deadLetters?.depth).toBe(1);
    expect((await getProfile(person.sub))?.status).toBe('deleting');
    expect((await getDeletion(person.sub))?.runs).toBe(5);

    queue.deadLetters!.redriveTo(queue);
    await queues.drainAll();

    await expectGone(person);
  });

  it('rejects a message that is not a deletion, and it goes to the dead-letter queue', async () => {
    const queues = localJobQueue(deletionQueue, deletionWorker(), { batchSize: 1, maxReceiveCount: 2 });
    await queues.send(deletionQueue, [{ userId: '' }]);
    await queues.drainAll();
    expect(queues.queue(deletionQueue).deadLetters?.depth).toBe(1);
  });
});
