import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJobRun, moveJobRunToItsService, type JobRun } from '../../../functions/jobs/job-state-repository';
import { findJob } from '../../../functions/jobs/jobs';
import { dynamo } from '../../../functions/lib/aws-clients';
import { env } from '../../../functions/lib/env';
import { jobCodeFingerprint, startJobScheduler } from '../../../infra/local/jobs';
import { useTestStack } from '../../support/test-stack';

/**
 * Issue 27: a job's run record moved from the property table to its own service's table. On a
 * data folder made before, `npm start`'s catch-up must find each job's last run where the
 * older code left it, and not take a job that ran for one that never did.
 */
const root = process.cwd();
const at = new Date('2026-06-15T12:00:00Z');
const key = (job: string) => ({ PK: `JOB#${job}`, SK: 'STATE' });
const runOf = (job: string, ranAt = at.toISOString()): JobRun => ({
  job,
  ranAt,
  input: {},
  summary: { seeded: true },
  durationMs: 1,
});

/** A run recorded as the code before issue 27 did: in the property table, whatever the job. */
async function seedOldRecord(run: JobRun): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: env().PROPERTY_TABLE, Item: { ...key(run.job), ...run } }));
}

async function itemIn(table: string, job: string) {
  return (await dynamo().send(new GetCommand({ TableName: table, Key: key(job) }))).Item;
}

beforeAll(async () => {
  await useTestStack();
});

describe("a start on a data folder that kept every job's run in the property table", () => {
  it('runs none of the jobs that ran, and moves each record to its service, leaving the property jobs where they are', async () => {
    const names = ['valuation-lease-correction', 'contact-import', 'sold-report-aggregation'];
    // The sold-report aggregation runs again when its code changed (`runsAfterCodeChange`): its
    // record carries the fingerprint of this code, as its last run would have.
    const code = await jobCodeFingerprint(findJob('sold-report-aggregation')!, root);
    for (const name of names)
      await seedOldRecord({ ...runOf(name), ...(name === 'sold-report-aggregation' && { code }) });
    const lines: string[] = [];

    const scheduler = await startJobScheduler({
      jobs: names.map((name) => findJob(name)!),
      root,
      now: () => at,
      log: (line) => lines.push(line),
    });
    await scheduler.stop();

    expect(lines.filter((line) => line.startsWith('Running the job'))).toEqual([]);
    expect(await itemIn(env().HOME_VALUE_TABLE, 'valuation-lease-correction')).toMatchObject(
      runOf('valuation-lease-correction'),
    );
    expect(await itemIn(env().USER_TABLE, 'contact-import')).toMatchObject(runOf('contact-import'));
    expect(await itemIn(env().PROPERTY_TABLE, 'valuation-lease-correction')).toBeUndefined();
    expect(await itemIn(env().PROPERTY_TABLE, 'contact-import')).toBeUndefined();
    expect(await getJobRun('sold-report-aggregation')).toEqual({ ...runOf('sold-report-aggregation'), code });
  });

  it('keeps a newer run already in its service, drops the old one, and finds nothing more to move the second time', async () => {
    const newer = runOf('newsletter', '2026-06-15T08:45:00.000Z');
    await seedOldRecord(runOf('newsletter', '2026-06-14T08:45:00.000Z'));
    await dynamo().send(new PutCommand({ TableName: env().USER_TABLE, Item: { ...key('newsletter'), ...newer } }));

    expect(await moveJobRunToItsService('newsletter')).toBe('dropped');
    expect(await moveJobRunToItsService('newsletter')).toBe('none');
    expect(await getJobRun('newsletter')).toEqual(newer);
    expect(await itemIn(env().PROPERTY_TABLE, 'newsletter')).toBeUndefined();
  });
});
