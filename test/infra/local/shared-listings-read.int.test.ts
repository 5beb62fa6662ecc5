import { beforeAll, describe, expect, it } from 'vitest';
import { runOnListings as valuationModelOn } from '../../../functions/home-value/jobs/valuation-model/index';
import { runJob, type ListingsJob } from '../../../functions/jobs/job';
import { jobs } from '../../../functions/jobs/jobs';
import { runOnListings as searchIndexOn } from '../../../functions/property/jobs/search-index/index';
import { runOnListings as soldReportsOn } from '../../../functions/property/jobs/sold-report-aggregation/index';
import { dynamo } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { loadJobRunner, readListingsOnce, startJobScheduler } from '../../../infra/local/jobs';
import { useTestBucket, useTestStack } from '../../support/test-stack';
import { seedValuationWorld, valuationNow } from '../../support/valuation-world';

/**
 * `npm start`'s first start runs three jobs that each read every listing (the sold reports, the
 * search index, the valuation model). Its catch-up reads them once and hands each job the same
 * rows: each must write what it writes when it scans the table on its own, as its Lambda does.
 */
const root = process.cwd();
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

/** Full reads of the listings: scans of the property table's first segment from its start. */
let listingReads = 0;

beforeAll(async () => {
  await useTestStack();
  await useTestBucket('PHOTOS_BUCKET');
  Object.assign(process.env, { NOW: valuationNow, SITE_URL: 'https://homes.example' });
  resetEnv();
  await seedValuationWorld(2000);
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { Segment?: number; ExclusiveStartKey?: unknown; FilterExpression?: string };
      if (input.FilterExpression === 'SK = :sk' && input.Segment === 0 && !input.ExclusiveStartKey) listingReads += 1;
      return next(args);
    },
    { step: 'initialize', name: 'countListingReads' },
  );
}, 600_000);

describe('the first start reads the listings once for the jobs that read them all', () => {
  it('gives each job the same output on the shared rows as on its own read', async () => {
    const shared = await readListingsOnce(() => undefined, []);
    for (const job of listingJobs) {
      // Every month (the sold reports' months otherwise depend on the run before): the same work twice.
      const own = await runJob(job.name, await loadJobRunner(job, root), { all: true });
      const onShared = await runJob(job.name, onListings[job.name]!(shared), { all: true });

      // With the search snapshot's and the model's content hashes (`version`): the very same output.
      expect(comparable(onShared.summary), job.name).toEqual(comparable(own.summary));
    }
  }, 600_000);

  it('scans the listings once when the catch-up runs the three jobs, and each job writes as before', async () => {
    const lines: string[] = [];
    const readsBefore = listingReads;
    const scheduler = await startJobScheduler({
      jobs: listingJobs,
      root,
      // The next day: each is due (their last runs are of the pinned clock's day, before).
      now: () => new Date('2026-05-16T12:00:00.000Z'),
      log: (line) => lines.push(line),
    });
    await scheduler.stop();

    expect(listingReads - readsBefore).toBe(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Listings read once for sold-report-aggregation, search-index, valuation-model: 2000 in /,
        ),
      ]),
    );
    for (const job of listingJobs) expect(lines.some((line) => line.startsWith(`  ${job.name} done in`))).toBe(true);
    expect(lines.filter((line) => line.includes('failed'))).toEqual([]);
  }, 600_000);
});
