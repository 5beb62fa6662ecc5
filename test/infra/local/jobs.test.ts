import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDue, jobCodeFingerprint, nextOccurrence, nextRun, previousOccurrence } from '../../../infra/local/jobs';
import { jobs, type JobDefinition } from '../../../functions/jobs/jobs';

const daily = { every: 'day', hour: 8, minute: 0 } as const;
const monthly = { every: 'month', day: 1, hour: 7, minute: 30 } as const;
const job = { name: 'x', schedule: daily } as JobDefinition;
const ranAt = (instant: string) => ({ job: 'x', ranAt: instant, input: {}, summary: {}, durationMs: 1 });

describe('the local job schedule', () => {
  it('finds the last and the next time a daily job is due, in UTC like EventBridge', () => {
    expect(previousOccurrence(daily, new Date('2026-06-15T09:00:00Z')).toISOString()).toBe('2026-06-15T08:00:00.000Z');
    expect(previousOccurrence(daily, new Date('2026-06-15T07:59:00Z')).toISOString()).toBe('2026-06-14T08:00:00.000Z');
    expect(nextOccurrence(daily, new Date('2026-06-30T09:00:00Z')).toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('finds the last and the next time an hourly job is due, across a day end', () => {
    const hourly = { every: 'hour', minute: 15 } as const;

    expect(previousOccurrence(hourly, new Date('2026-06-15T09:20:00Z')).toISOString()).toBe('2026-06-15T09:15:00.000Z');
    expect(previousOccurrence(hourly, new Date('2026-06-15T00:10:00Z')).toISOString()).toBe('2026-06-14T23:15:00.000Z');
    expect(nextOccurrence(hourly, new Date('2026-06-15T23:30:00Z')).toISOString()).toBe('2026-06-16T00:15:00.000Z');
  });

  it('finds the last and the next time a monthly job is due, across a year end', () => {
    expect(previousOccurrence(monthly, new Date('2026-01-01T07:00:00Z')).toISOString()).toBe(
      '2025-12-01T07:30:00.000Z',
    );
    expect(nextOccurrence(monthly, new Date('2026-12-05T00:00:00Z')).toISOString()).toBe('2027-01-01T07:30:00.000Z');
  });

  it('runs a job that never ran, or whose last run is older than its last due time, and no other', () => {
    const now = new Date('2026-06-15T12:00:00Z');

    expect(isDue(job, undefined, now)).toBe(true);
    expect(isDue(job, ranAt('2026-06-15T07:00:00Z'), now)).toBe(true);
    expect(isDue(job, ranAt('2026-06-15T08:00:00Z'), now)).toBe(false);
    expect(isDue(job, ranAt('2026-06-15T11:00:00Z'), now)).toBe(false);
  });

  it("runs a job at each of its times: the sold reports' aggregation just after Toronto's midnight on the 1st (QA 48a M2)", () => {
    const aggregation = jobs.find((j) => j.name === 'sold-report-aggregation')!;
    const lastNight = ranAt('2026-11-30T08:00:00Z');

    // 00:10 on December 1 in Toronto (EST): the 05:05 UTC run is due, not only tomorrow's 08:00.
    expect(isDue(aggregation, lastNight, new Date('2026-12-01T05:10:00Z'))).toBe(true);
    expect(isDue(aggregation, lastNight, new Date('2026-11-30T20:00:00Z'))).toBe(false);
    expect(nextRun(aggregation, new Date('2026-11-30T20:00:00Z')).toISOString()).toBe('2026-12-01T04:05:00.000Z');
    expect(nextRun(aggregation, new Date('2026-12-01T05:10:00Z')).toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });
});

describe("a job's code fingerprint", () => {
  // Review 41: the valuation job's worker (aside-worker.ts) is started by URL, which no bundler
  // follows; an edit to it alone did not run the job again after a code change.
  it('changes with a worker file the job starts by URL, as with its own code, and not otherwise', async () => {
    const root = mkdtempSync(join(tmpdir(), 'job-fingerprint-'));
    try {
      writeFileSync(join(root, 'tsconfig.json'), '{}');
      mkdirSync(join(root, 'job'));
      writeFileSync(
        join(root, 'job/index.ts'),
        // A name in a comment that is no file is no worker, and no failure.
        "export const worker = new URL('./worker.ts', import.meta.url);\nexport const run = () => 1;\n// new URL('./gone.ts', import.meta.url)\n",
      );
      writeFileSync(join(root, 'job/worker.ts'), 'export const answer = 41;\n');
      const withEntry = { name: 'x', entry: 'job/index.ts', schedule: daily } as JobDefinition;

      const first = await jobCodeFingerprint(withEntry, root);
      expect(await jobCodeFingerprint(withEntry, root)).toBe(first);

      writeFileSync(join(root, 'job/worker.ts'), 'export const answer = 42;\n');
      const afterWorkerEdit = await jobCodeFingerprint(withEntry, root);
      expect(afterWorkerEdit).not.toBe(first);

      writeFileSync(join(root, 'job/index.ts'), "export const worker = new URL('./worker.ts', import.meta.url);\n");
      expect(await jobCodeFingerprint(withEntry, root)).not.toBe(afterWorkerEdit);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
