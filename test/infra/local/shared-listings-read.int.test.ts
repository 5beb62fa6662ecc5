import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../functions/jobs/jobs';
import { dynamo } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { startJobScheduler } from '../../../infra/local/jobs';
import { useTestBucket, useTestStack } from '../../support/test-stack';
import { seedValuationWorld, valuationNow } from '../../support/valuation-world';

/**
 * A start whose catch-up runs the three jobs that each read every listing (the sold reports,
 * the search index, the valuation model) on a table it did not just seed reads them once and
 * hands each job the same rows. That a job writes the same on rows handed to it as on its own
 * scan is held by seed-listings-to-jobs.int.test.ts.
 */
const root = process.cwd();
const listingJobs = jobs.filter((job) =>
  ['sold-report-aggregation', 'search-index', 'valuation-model'].includes(job.name),
);

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
