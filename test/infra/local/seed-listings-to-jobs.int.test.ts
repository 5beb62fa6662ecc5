import { DeleteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { runOnListings as valuationModelOn } from '../../../functions/home-value/jobs/valuation-model/index';
import { runJob, type ListingsJob } from '../../../functions/jobs/job';
import { jobs } from '../../../functions/jobs/jobs';
import { dynamo } from '../../../functions/lib/aws-clients';
import { env, resetEnv } from '../../../functions/lib/env';
import { getDataSet } from '../../../functions/property/data-set-repository';
import { runOnListings as searchIndexOn } from '../../../functions/property/jobs/search-index/index';
import { runOnListings as soldReportsOn } from '../../../functions/property/jobs/sold-report-aggregation/index';
import { propertyKeys } from '../../../functions/property/keys';
import { listingPagesOf, loadJobRunner, startJobScheduler } from '../../../infra/local/jobs';
import { frozenAsScanned, startGtaSeed, type SeedUnderWay } from '../../../infra/local/seed/seed';
import { useTestBucket, useTestStack } from '../../support/test-stack';

/**
 * `npm start`'s first start runs the jobs that read every listing on the listings the seed is
 * writing, while it writes them (seed.ts `startGtaSeed`, jobs.ts `runCatchUp`): each must write
 * what it writes when it scans the full table on its own, as its Lambda does.
 */
const root = process.cwd();
const now = new Date('2026-05-15T16:00:00Z');
const size = 1_500;
const onListings: Record<string, ListingsJob> = {
  'sold-report-aggregation': soldReportsOn,
  'search-index': searchIndexOn,
  'valuation-model': valuationModelOn,
};
const listingJobs = jobs.filter((job) => job.name in onListings);
/** What changes from one run to the next whatever it read: timings, and what the run before left. */
const runToRun = ['readMs', 'writeMs', 'publishMs', 'published', 'removed'];
const comparable = (summary: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(summary).filter(([field]) => !runToRun.includes(field)));

let s3: S3Client;
let bucket: string;

beforeAll(async () => {
  await useTestStack();
  ({ s3, bucket } = await useTestBucket('PHOTOS_BUCKET'));
  Object.assign(process.env, { NOW: now.toISOString(), SITE_URL: 'https://homes.example' });
  resetEnv();
}, 120_000);

const seed = (options: { force?: boolean } = {}) =>
  startGtaSeed({ size, now, s3, photosBucket: bucket, handOver: true, ...options });

describe("the jobs run on the seed's listings while they are written", () => {
  let seeding: SeedUnderWay;
  const onSeeded: Record<string, Record<string, unknown>> = {};
  beforeAll(async () => {
    seeding = await seed();
  });

  it('hands over every listing of a first seed into an empty table, as a scan gives them, frozen', () => {
    expect(seeding.listings).toHaveLength(size);
    const [listing] = seeding.listings!;
    expect(listing).not.toHaveProperty('details');
    expect(Object.isFrozen(listing) && Object.isFrozen(listing!.location)).toBe(true);
  });

  it("gives each job the same output on them, run before the writes end, as on the full table's scan", async () => {
    for (const job of listingJobs) {
      const run = await runJob(job.name, onListings[job.name]!(listingPagesOf(seeding.listings!)), { all: true });
      onSeeded[job.name] = comparable(run.summary);
    }
    // The jobs did not wait for the writes, which end here.
    expect((await seeding.written).seeded).toBe(true);
    expect(await getDataSet()).toMatchObject({ listings: size });

    const reports = await soldReportItems();

    for (const job of listingJobs) {
      const own = await runJob(job.name, await loadJobRunner(job, root), { all: true });
      // With the search snapshot's and the model's content hashes (`version`): the very same output.
      expect(onSeeded[job.name], job.name).toEqual(comparable(own.summary));
    }
    // The sold reports' summary only counts: their documents, which the second run rewrites
    // where they differ, are the very same too.
    expect(reports.length).toBeGreaterThan(1_000);
    expect(await soldReportItems()).toEqual(reports);
  }, 600_000);

  it("hands over nothing when the table holds a seed already or a start's half-written one: the jobs read the table", async () => {
    const forced = await seed({ force: true });
    expect(forced.listings).toBeUndefined();
    await forced.written;

    // A first start that stopped during the writes: listings, but no data-set item.
    await dynamo().send(new DeleteCommand({ TableName: env().PROPERTY_TABLE, Key: propertyKeys.dataSet() }));
    const again = await seed();
    expect(again).toMatchObject({ newDataSet: true });
    expect(again.listings).toBeUndefined();
    expect((await again.written).seeded).toBe(true);
  }, 300_000);
});

describe('the catch-up beside the writes', () => {
  it('runs the jobs that read every listing before the writes end, and ends only once they have', async () => {
    const lines: string[] = [];
    let finishWrites!: () => void;
    const written = new Promise<void>((resolve) => (finishWrites = resolve));
    let ended = false;
    const started = startJobScheduler({
      jobs: listingJobs,
      root,
      // The next day: each is due.
      now: () => new Date('2026-05-16T12:00:00.000Z'),
      log: (line) => lines.push(line),
      seeding: { listings: await seededRows(), written },
    }).then((scheduler) => {
      ended = true;
      return scheduler;
    });
    await expect
      .poll(() => listingJobs.every((job) => lines.some((line) => line.startsWith(`  ${job.name} done in`))), {
        timeout: 300_000,
      })
      .toBe(true);
    expect(ended).toBe(false);

    finishWrites();
    await (await started).stop();
    expect(ended).toBe(true);
    expect(lines).toContain(`The jobs that read every listing run on the ${size} being written.`);
    expect(lines.filter((line) => line.includes('failed') || line.startsWith('Listings read once'))).toEqual([]);
  }, 600_000);
});

/** Every sold-report document of the property table, in key order. */
async function soldReportItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: env().PROPERTY_TABLE,
        FilterExpression: 'begins_with(PK, :report)',
        ExpressionAttributeValues: { ':report': 'SR#' },
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  const key = (item: Record<string, unknown>) => `${String(item.PK)} ${String(item.SK)}`;
  return items.sort((a, b) => key(a).localeCompare(key(b)));
}

describe('a seed whose writes fail', () => {
  it('stops the catch-up before its next job, and fails the start', async () => {
    const lines: string[] = [];
    const written = Promise.reject(new Error('The table refused a write'));
    written.catch(() => undefined);

    const scheduling = startJobScheduler({
      jobs: listingJobs,
      root,
      now: () => new Date('2026-05-17T12:00:00.000Z'),
      log: (line) => lines.push(line),
      seeding: { listings: await seededRows(), written, newDataSet: true },
    });

    await expect(scheduling).rejects.toThrow('The table refused a write');
    expect(lines.filter((line) => line.includes(' done in'))).toEqual([]);
  }, 120_000);
});

/** The listings as the seed hands them over, from the generator (the table holds the same). */
async function seededRows() {
  const { generateGtaDataSet } = await import('../../../infra/local/seed/gta-data-set');
  return generateGtaDataSet({ size, today: now.toISOString().slice(0, 10) }).listings.map(frozenAsScanned);
}
