import type { Context } from 'aws-lambda';
import * as z from 'zod';
import type { Listing } from '@shared/listing';
import { jobMonthSchema } from '@shared/months-schemas';
import { clock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { ValidationError } from '../lib/errors';
import { recordMetric } from '../lib/signals/signals';
import { signalled } from '../lib/signals/signalled';
import { getJobRun, recordJobRun, type JobRun } from './job-state-repository';
import { findJob } from './jobs';

/**
 * What a job is asked to do. A scheduled run sends EventBridge's event, whose fields are
 * ignored: the job then works out for itself what is due (its own last run, the clock).
 */
export const jobInputSchema = z.object({
  /** One month only, `YYYY-MM` (`npm run job -- NAME --month YYYY-MM`). */
  month: jobMonthSchema.optional(),
  /** Rebuild everything the job derives, e.g. after an import. */
  all: z.boolean().optional(),
});
export type JobInput = z.infer<typeof jobInputSchema>;

export interface JobContext {
  input: JobInput;
  /** The injected clock's instant when the run started. */
  now: Date;
  /** The job's last completed run, if any. */
  lastRun?: JobRun;
  log: (message: string, details?: Record<string, unknown>) => void;
}

/** A job's logic: it returns a short summary of what it did, which is logged and stored. */
export type JobRunner = (context: JobContext) => Promise<Record<string, unknown>>;

/**
 * Every listing, a page at a time (the property table's scan, `scanListings`): where a job that
 * reads all the listings reads them.
 */
export type ListingPages = (onPage: (listings: Listing[]) => void) => Promise<void>;

/**
 * A job that reads every listing, given where from: its Lambda scans the table on its own;
 * `npm start` hands the jobs it catches up one shared read (infra/local/jobs.ts).
 */
export type ListingsJob = (listingPages: ListingPages) => JobRunner;

export function parseJobInput(event: unknown): JobInput {
  const parsed = jobInputSchema.safeParse(event ?? {});
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    );
  }
  return parsed.data;
}

/**
 * Runs a job once: reads its last run, runs it with the injected clock, and records the run
 * (with `recorded`: the local runner's fingerprint of the job's code).
 * The Lambda handler and the local runner (`npm run job`, the `npm start` scheduler) both
 * come through here.
 */
export async function runJob(
  name: string,
  runner: JobRunner,
  input: JobInput,
  log: JobContext['log'] = () => undefined,
  recorded: Pick<JobRun, 'code'> = {},
  itemsField = findJob(name)?.items,
): Promise<JobRun> {
  const now = clock.now();
  const started = Date.now();
  let summary: Record<string, unknown>;
  try {
    const lastRun = await getJobRun(name);
    summary = await runner({ input, now, log, ...(lastRun && { lastRun }) });
  } catch (error) {
    recordMetric('jobFailures');
    throw error;
  } finally {
    recordMetric('jobRuns');
    recordMetric('jobDuration', Date.now() - started);
  }
  const items = itemsField ? summary[itemsField] : undefined;
  if (typeof items === 'number') recordMetric('jobItems', items);
  const run: JobRun = {
    job: name,
    ranAt: now.toISOString(),
    input,
    summary,
    durationMs: Date.now() - started,
    ...recorded,
  };
  await recordJobRun(run);
  return run;
}

/**
 * A job's Lambda handler: the scheduled event (or a `{ month }` / `{ all }` test event) in, the
 * run out; traced, its metrics under `Job: name`.
 */
export function createJobHandler(name: string, runner: JobRunner) {
  return signalled({ Job: name }, jobHandler(name, runner));
}

/** `createJobHandler` without its signals, for a job handler that wraps it with its own (`signalled`). */
export function jobHandler(name: string, runner: JobRunner) {
  const logger = createLogger(name);
  return async (event: unknown, context: Context): Promise<JobRun> => {
    logger.addContext(context);
    const run = await runJob(name, runner, parseJobInput(event), (message, details) =>
      logger.info(message, details ?? {}),
    );
    logger.info('Job finished', { ...run });
    return run;
  };
}
