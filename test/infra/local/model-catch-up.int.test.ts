import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Listing } from '@shared/listing';
import { isCurrentArtifact } from '../../../functions/home-value/artifact';
import { getArtifactPointer } from '../../../functions/home-value/artifact-repository';
import { handler } from '../../../functions/home-value/index';
import { notReadyMessage } from '../../../functions/home-value/valuing';
import { getJobRun, recordJobRun } from '../../../functions/jobs/job-state-repository';
import { jobs } from '../../../functions/jobs/jobs';
import { resetEnv } from '../../../functions/lib/env';
import { jobCodeFingerprint, staleReason, startJobScheduler } from '../../../infra/local/jobs';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { useTestBucket, useTestStack } from '../../support/test-stack';
import {
  currentArtifact,
  formBodyOf,
  replaceArtifact,
  seedValuationWorld,
  valuationNow,
} from '../../support/valuation-world';

/**
 * Issue 25: the model and its artifact went to a new version. On a data folder made before,
 * `npm start` must not leave valuations broken until the next daily run: its catch-up runs the
 * valuation-model job at once, and until the new artifact is there the valuation calls answer
 * 503 'not available yet', never 500.
 */
const root = process.cwd();
const modelJob = jobs.find((job) => job.name === 'valuation-model')!;
let listings: Listing[];

async function call(routeKey: string, options: { query?: Record<string, string>; body?: unknown } = {}) {
  const result = await handler(apiEvent(routeKey, options), lambdaContext());
  return { status: result.statusCode ?? 0, body: JSON.parse(result.body ?? '{}') as Record<string, unknown> };
}

const houseBody = () => formBodyOf(listings.find((l) => l.type === 'detatched' && !l.unit && l.status === 'sold')!);

/** The model job's last run, as `npm start` records it: today, with this code's fingerprint. */
async function recordRunOfThisCode(): Promise<void> {
  await recordJobRun({
    job: modelJob.name,
    ranAt: valuationNow,
    input: {},
    summary: {},
    durationMs: 1,
    code: await jobCodeFingerprint(modelJob, root),
  });
}

beforeAll(async () => {
  await useTestStack();
  await useTestBucket('PHOTOS_BUCKET');
  Object.assign(process.env, { NOW: valuationNow, SITE_URL: 'https://homes.example' });
  resetEnv();
  listings = await seedValuationWorld(2000);
}, 600_000);

describe('a start on a data folder whose valuation artifact is of an older version', () => {
  it("answers 503 'not available yet' until the catch-up has run the model job, then values", async () => {
    // The artifact as version 2 wrote it: no older sales' index evidence, a pointer that names no version.
    const { artifact } = await currentArtifact();
    const { earlierIndex: _evidence, ...older } = artifact;
    await replaceArtifact({ ...older, version: 2 }, { artifactVersion: undefined });
    // The job ran today with this very code: only the artifact's version makes it due.
    await recordRunOfThisCode();

    for (const answer of [
      await call('POST /homevalue', { body: houseBody() }),
      await call('GET /addressComplete', { query: { q: houseBody().address.slice(0, 6) } }),
    ]) {
      expect(answer).toEqual({ status: 503, body: { message: notReadyMessage } });
    }

    const lines: string[] = [];
    const scheduler = await startJobScheduler({
      jobs: [modelJob],
      root,
      now: () => new Date(valuationNow),
      log: (line) => lines.push(line),
    });
    await scheduler.stop();

    expect(lines).toContain('The job valuation-model runs again: what it wrote is of another version.');
    expect(isCurrentArtifact((await getArtifactPointer())!)).toBe(true);
    expect((await getJobRun(modelJob.name))?.code).toBe(await jobCodeFingerprint(modelJob, root));
    // The service finds the new artifact on its next look at the pointer (every 5 s while it has none).
    await vi.waitFor(async () => expect((await call('POST /homevalue', { body: houseBody() })).status).toBe(201), {
      timeout: 20_000,
      interval: 1_000,
    });
  }, 300_000);

  it('runs the job again when its code changed since its last run, and not when nothing changed', async () => {
    await recordRunOfThisCode();
    const lastRun = (await getJobRun(modelJob.name))!;

    expect(await staleReason(modelJob, lastRun, root)).toBeUndefined();
    expect(await staleReason(modelJob, { ...lastRun, code: 'an0ldf1ngerpr1nt' }, root)).toBe(
      'its code changed since its last run',
    );
    // A job whose output no code reads is left to its schedule.
    const other = jobs.find((job) => !job.runsAfterCodeChange)!;
    expect(await staleReason(other, { ...lastRun, job: other.name, code: 'x' }, root)).toBeUndefined();
  }, 60_000);
});
