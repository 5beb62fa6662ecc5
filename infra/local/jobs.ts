import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Listing } from '@shared/listing';
import type { JobInput, JobRunner, ListingPages, ListingsJob } from '../../functions/jobs/job';
import { schedulesOf, type JobDefinition, type JobSchedule } from '../../functions/jobs/jobs';
import type { JobRun } from '../../functions/jobs/job-state-repository';

/**
 * The jobs on this machine, as EventBridge and Lambda run them in AWS: `npm run job` runs one
 * now, and `npm start` runs each on its schedule, first catching up a run it missed while it
 * was stopped. The handlers read their environment and the injected clock as in AWS.
 */
export type Log = (line: string) => void;

/** What a job's entry module exports (`isOutputCurrent` for a job that `runsAfterCodeChange`). */
interface JobModule {
  run?: JobRunner;
  /** A job that fans out: its planner, which queues the work for its workers (the Lambda's handler). */
  plan?: JobRunner;
  isOutputCurrent?: () => Promise<boolean>;
  /** A job that reads every listing: its run on listings read elsewhere (the catch-up's one read). */
  runOnListings?: ListingsJob;
}

const loadJobModule = async (job: JobDefinition, root: string) =>
  (await import(pathToFileURL(resolve(root, job.entry)).href)) as JobModule;

/**
 * Loads a job's module and its `run`, as the Lambda runtime loads `handler`; with `queued` (the
 * `npm start` scheduler, whose local queues run the workers) a job that fans out runs its `plan`,
 * as in AWS. `npm run job` has no workers running: there a job runs in one process (`run`).
 */
export async function loadJobRunner(job: JobDefinition, root: string, queued = false): Promise<JobRunner> {
  const module = await loadJobModule(job, root);
  if (queued && job.queue) {
    if (typeof module.plan !== 'function') throw new Error(`${job.entry} exports no plan.`);
    return module.plan;
  }
  if (typeof module.run !== 'function') throw new Error(`${job.entry} exports no run.`);
  return module.run;
}

/**
 * A fingerprint of a job's code: its entry bundled with everything it imports, dependencies
 * included, as the CDK bundles its Lambda (whose new version a deploy's trigger runs), and so
 * is each worker thread's file it starts (`new URL('./…', import.meta.url)`, which no bundler
 * follows: the valuation job's aside-worker.ts; review 41). About a second; only jobs that
 * `runsAfterCodeChange` pay it.
 */
export async function jobCodeFingerprint(job: JobDefinition, root: string): Promise<string> {
  const hash = createHash('sha256');
  const bundled = new Set<string>();
  const pending = [resolve(root, job.entry)];
  while (pending.length > 0) {
    const entry = pending.shift()!;
    if (bundled.has(entry)) continue;
    bundled.add(entry);
    const { outputFiles, referenced } = await bundleForFingerprint(entry, root);
    for (const file of outputFiles) hash.update(file.contents);
    pending.push(...referenced);
  }
  return hash.digest('hex').slice(0, 16);
}

/** A module file a source names as `new URL('./x.ts', import.meta.url)`: a worker's entry. */
const moduleUrlPattern = /new URL\(\s*['"](\.{1,2}\/[^'"]+\.[cm]?[jt]sx?)['"]\s*,\s*import\.meta\.url\s*\)/g;

async function bundleForFingerprint(entry: string, root: string) {
  const referenced: string[] = [];
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    tsconfig: resolve(root, 'tsconfig.json'),
    logLevel: 'silent',
    plugins: [
      {
        name: 'module-urls',
        setup(plugin) {
          // Only the project's own sources: a dependency's workers are its version's.
          plugin.onLoad({ filter: /\.[cm]?tsx?$/ }, async ({ path }) => {
            if (path.includes('node_modules')) return undefined;
            const source = await readFile(path, 'utf8');
            // A name that is no file (in a comment, say) is not a worker: nothing to bundle.
            for (const [, relative] of source.matchAll(moduleUrlPattern)) {
              const file = resolve(dirname(path), relative!);
              if (existsSync(file)) referenced.push(file);
            }
            return undefined;
          });
        },
      },
    ],
  });
  return { outputFiles, referenced };
}

/**
 * A job's last run, its record first moved to its service's table if an earlier version of
 * this code kept it in the property table (issue 27), so that a data folder made before does
 * not run every job again.
 */
export async function lastRunOf(job: JobDefinition): Promise<JobRun | undefined> {
  const { getJobRun, moveJobRunToItsService } = await import('../../functions/jobs/job-state-repository');
  await moveJobRunToItsService(job.name);
  return getJobRun(job.name);
}

export async function runJobNow(
  job: JobDefinition,
  root: string,
  input: JobInput,
  log: Log,
  queued = false,
  /** Its runner, when the caller has made it (the catch-up's run on the shared listings). */
  given?: JobRunner,
): Promise<JobRun> {
  const { runJob } = await import('../../functions/jobs/job');
  const { moveJobRunToItsService } = await import('../../functions/jobs/job-state-repository');
  // The runner reads the job's last run from its service's table: moved there first.
  await moveJobRunToItsService(job.name);
  const runner = given ?? (await loadJobRunner(job, root, queued));
  const code = job.runsAfterCodeChange ? await jobCodeFingerprint(job, root) : undefined;
  log(`Running the job ${job.name}${describeInput(input)}…`);
  const run = await runJob(
    job.name,
    runner,
    input,
    (message, details) => log(`  ${message}${details ? ` ${JSON.stringify(details)}` : ''}`),
    code ? { code } : {},
  );
  log(`  ${job.name} done in ${(run.durationMs / 1000).toFixed(1)} s: ${JSON.stringify(run.summary)}`);
  return run;
}

const describeInput = (input: JobInput) => (input.month ? ` for ${input.month}` : input.all ? ' for every month' : '');

/** The latest time the schedule fired at or before `instant` (UTC, like EventBridge cron). */
export function previousOccurrence(schedule: JobSchedule, instant: Date): Date {
  if (schedule.every === 'hour') {
    const thisHour = new Date(instant);
    thisHour.setUTCMinutes(schedule.minute, 0, 0);
    return thisHour <= instant ? thisHour : new Date(thisHour.getTime() - 3_600_000);
  }
  const at = (year: number, month: number, day: number) =>
    new Date(Date.UTC(year, month, day, schedule.hour, schedule.minute));
  const y = instant.getUTCFullYear();
  const m = instant.getUTCMonth();
  if (schedule.every === 'day') {
    const today = at(y, m, instant.getUTCDate());
    return today <= instant ? today : at(y, m, instant.getUTCDate() - 1);
  }
  const thisMonth = at(y, m, schedule.day);
  return thisMonth <= instant ? thisMonth : at(y, m - 1, schedule.day);
}

/** The first time the schedule fires after `instant`. */
export function nextOccurrence(schedule: JobSchedule, instant: Date): Date {
  const previous = previousOccurrence(schedule, instant);
  const next = new Date(previous);
  if (schedule.every === 'hour') next.setUTCHours(next.getUTCHours() + 1);
  else if (schedule.every === 'day') next.setUTCDate(next.getUTCDate() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** The first time any of a job's schedules fires after `instant`. */
export function nextRun(job: Pick<JobDefinition, 'schedule' | 'alsoAt'>, instant: Date): Date {
  return new Date(Math.min(...schedulesOf(job).map((schedule) => nextOccurrence(schedule, instant).getTime())));
}

/** Whether a job missed a run: it never ran, or its last run is older than the last time it was due. */
export function isDue(job: JobDefinition, lastRun: JobRun | undefined, now: Date): boolean {
  const lastDue = Math.max(...schedulesOf(job).map((schedule) => previousOccurrence(schedule, now).getTime()));
  return !lastRun || Date.parse(lastRun.ranAt) < lastDue;
}

/**
 * Why a job that `runsAfterCodeChange` must run again though it is not due: what it last wrote
 * is of another version (its module's `isOutputCurrent`), or its code changed since its last
 * run (the run's recorded fingerprint). Undefined: neither, or another kind of job.
 */
export async function staleReason(
  job: JobDefinition,
  lastRun: JobRun | undefined,
  root: string,
): Promise<string | undefined> {
  if (!job.runsAfterCodeChange || !lastRun) return undefined;
  const module = await loadJobModule(job, root);
  if (module.isOutputCurrent && !(await module.isOutputCurrent())) return 'what it wrote is of another version';
  if (lastRun.code !== (await jobCodeFingerprint(job, root))) return 'its code changed since its last run';
  return undefined;
}

/**
 * Every listing read once, kept in memory and handed page by page, in the scan's order, to
 * each job that reads them: the first start's catch-up runs three such jobs, which otherwise
 * each scan the 120,000 listings on their own (about 20 s each on dynalite). The same rows as
 * each job's own scan (`scanListings`, without details), so what they write is the same.
 */
export async function readListingsOnce(log: Log, readers: string[]): Promise<ListingPages> {
  const { scanListings } = await import('../../functions/property/listing-repository');
  const pages: Listing[][] = [];
  const started = Date.now();
  await scanListings((page) => pages.push(page));
  const listings = pages.reduce((count, page) => count + page.length, 0);
  log(`Listings read once for ${readers.join(', ')}: ${listings} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return listingPagesOf(pages.flat());
}

/** Listings being written by the seed as the jobs start (seed.ts `startGtaSeed`). */
export interface ListingsBeingWritten {
  /** Every listing the table will hold, as its scan hands them; absent: the jobs read the table. */
  listings?: readonly Listing[];
  written: Promise<unknown>;
  /** A data set is being seeded (not found from an earlier start): the jobs that read every listing run again. */
  newDataSet?: boolean;
}

const readsEveryListing = (job: JobDefinition, root: string) =>
  loadJobModule(job, root).then(
    (module) => module.runOnListings !== undefined,
    () => false,
  );

/** Listings in memory, handed a page at a time, as a scan hands them. */
export function listingPagesOf(listings: readonly Listing[], pageSize = 1_000): ListingPages {
  return async (onPage) => {
    for (let i = 0; i < listings.length; i += pageSize) onPage(listings.slice(i, i + pageSize));
  };
}

/**
 * The jobs the catch-up runs, in the table's order, each with its runner: the jobs that read
 * every listing share one read (`readListingsOnce`), made when the first of them runs, when
 * more than one of them is due. On a first start the seed hands over the listings it is
 * writing (`seeding.listings`): the jobs that read every listing run on those while the table
 * fills, and every other job (which may read the table) waits until it is full.
 */
async function runCatchUp(
  due: JobDefinition[],
  options: { root: string; log: Log; queued?: boolean; seeding?: ListingsBeingWritten },
  run: (job: JobDefinition, runner?: JobRunner) => Promise<unknown>,
): Promise<void> {
  const seeded = options.seeding?.listings;
  let tableFull = !options.seeding;
  const untilTableFull = async () => {
    if (tableFull) return;
    await options.seeding!.written;
    tableFull = true;
  };
  // A write that failed stops the catch-up before its next job, not only once the jobs that
  // run beside the writes are all done (the start then fails, and the next one seeds again).
  let writeFailure: { error: unknown } | undefined;
  options.seeding?.written.catch((error: unknown) => (writeFailure = { error }));
  const onListings = new Map<JobDefinition, ListingsJob>();
  for (const job of due) {
    if (options.queued && job.queue) continue;
    // A module that cannot load is the job's own run's failure to log (`run`), never the start's.
    const runOnListings = await loadJobModule(job, options.root).then(
      (module) => module.runOnListings,
      () => undefined,
    );
    if (runOnListings) onListings.set(job, runOnListings);
  }
  let shared: ListingPages | undefined = seeded && listingPagesOf(seeded);
  if (shared) options.log(`The jobs that read every listing run on the ${seeded!.length} being written.`);
  for (const job of due) {
    if (writeFailure) throw writeFailure.error;
    const runOn = onListings.size > 1 || shared ? onListings.get(job) : undefined;
    if (!runOn || !shared) await untilTableFull();
    if (!runOn) {
      await run(job);
      continue;
    }
    try {
      shared ??= await readListingsOnce(
        options.log,
        [...onListings.keys()].map((reader) => reader.name),
      );
    } catch (error) {
      // As when a job's own read fails: logged, and the start goes on (each job then reads on its own).
      options.log(`The shared read of the listings failed: ${(error as Error).stack ?? String(error)}`);
      onListings.clear();
      await run(job);
      continue;
    }
    await run(job, runOn(shared));
  }
  await untilTableFull();
}

export interface JobScheduler {
  stop(): Promise<void>;
}

// setTimeout holds at most ~24.8 days; a longer wait is taken in steps.
const maxTimerMs = 2 ** 31 - 1;

/**
 * Catches up every job that missed a run, or whose code or output changed version
 * (`staleReason`; awaited: the site opens on fresh data), then
 * arms a timer per job for its next run in real time. Runs never overlap: a job whose
 * time comes while another runs waits for it.
 */
export async function startJobScheduler(options: {
  jobs: JobDefinition[];
  root: string;
  now: () => Date;
  log: Log;
  /** The local queues run the workers: a job that fans out runs its planner. */
  queued?: boolean;
  /** The seed's writes under way, on a first start: the catch-up ends once they are done. */
  seeding?: ListingsBeingWritten;
}): Promise<JobScheduler> {
  // Only the catch-up needs the seed's listings: the timers' closures below must not hold them.
  const { seeding, ...scheduling } = options;
  return scheduleJobs(scheduling, seeding);
}

async function scheduleJobs(
  options: { jobs: JobDefinition[]; root: string; now: () => Date; log: Log; queued?: boolean },
  seeding: ListingsBeingWritten | undefined,
): Promise<JobScheduler> {
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (job: JobDefinition, runner?: JobRunner) => {
    queue = queue
      .then(() => runJobNow(job, options.root, {}, options.log, options.queued, runner))
      .catch((error: unknown) => options.log(`The job ${job.name} failed: ${(error as Error).stack ?? String(error)}`));
    return queue;
  };

  const due: JobDefinition[] = [];
  for (const job of options.jobs) {
    const lastRun = await lastRunOf(job);
    if (isDue(job, lastRun, options.now())) {
      due.push(job);
      continue;
    }
    // A data set seeded again (a first start that stopped during its writes): whatever ran on
    // the listings before may describe others.
    const reseeded = seeding?.newDataSet && (await readsEveryListing(job, options.root));
    const stale = reseeded ? 'the data set was seeded again' : await staleReason(job, lastRun, options.root);
    if (stale) {
      options.log(`The job ${job.name} runs again: ${stale}.`);
      due.push(job);
    }
  }
  await runCatchUp(due, { ...options, ...(seeding && { seeding }) }, enqueue);

  const timers = new Map<string, NodeJS.Timeout>();
  const arm = (job: JobDefinition) => {
    const wait = nextRun(job, new Date()).getTime() - Date.now();
    const timer = setTimeout(
      () => {
        if (wait > maxTimerMs) return arm(job);
        void enqueue(job).then(() => arm(job));
      },
      Math.min(Math.max(wait, 0), maxTimerMs),
    );
    timer.unref();
    timers.set(job.name, timer);
  };
  for (const job of options.jobs) arm(job);

  return {
    async stop() {
      for (const timer of timers.values()) clearTimeout(timer);
      await queue;
    },
  };
}
