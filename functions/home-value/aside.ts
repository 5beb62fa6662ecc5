import { existsSync, readFileSync } from 'node:fs';
// A namespace import: the Lambda bundle's banner declares its own `createRequire`.
import * as nodeModule from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { heldOutBacktest, type BacktestReport } from '@shared/valuation/backtest';
import type { ValuationModel } from '@shared/valuation/model';
import { train } from '@shared/valuation/train';
import type { ValuationSale } from '@shared/valuation/types';
import { servedSales, type ServedSales } from './served-sales';

/** The trained model, and what the service's sales index is made of (served-sales.ts). */
export interface Trained {
  model: ValuationModel;
  served: ServedSales;
}

/** The valuation job's tasks that can run on a worker thread, each on the sales before `today`. */
const tasks = {
  train: (sales: readonly ValuationSale[], today: string): Trained => {
    const model = train(sales, { asOf: today });
    return { model, served: servedSales(model, sales, today) };
  },
  backtest: (sales: readonly ValuationSale[], today: string): BacktestReport => heldOutBacktest(sales, today),
};

/** What the valuation job can hand a worker thread (aside-worker.ts). */
export interface AsideTask {
  kind: keyof typeof tasks;
  sales: readonly ValuationSale[];
  today: string;
}

/** Runs a task on this thread: the one function a worker and the caller's thread both run. */
export const runTask = (task: AsideTask) => tasks[task.kind](task.sales, task.today);

/** A task's result, its own run time, and the thread that ran it. */
export interface Aside<T> {
  value: T;
  ms: number;
  thread: 'worker' | 'main';
}

/** What runs a task (`startAside`): its result when it is done, and `stop` for a result no longer wanted. */
export interface Running<T> {
  result: () => Promise<Aside<T>>;
  stop: () => void;
}

const workerEntry = new URL('./aside-worker.ts', import.meta.url);

/**
 * Where a task can run on a worker thread: from the source (`npm start`'s jobs, `npm run job`,
 * the tests), on a machine of two cores or more. The Lambda's bundle has no worker file, so
 * there each runs on the job's own thread, one after the other, as it always did; the result
 * is the same function's on the same sales either way.
 */
function canRunOnWorker(): boolean {
  return workerEntry.protocol === 'file:' && existsSync(fileURLToPath(workerEntry)) && availableParallelism() > 1;
}

/** tsx's ES module API (`tsx/esm/api` as `import` resolves it; require.resolve gives its CommonJS one). */
function tsxEsmApi(): string {
  const manifest = pathToFileURL(nodeModule.createRequire(import.meta.url).resolve('tsx/package.json'));
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return new URL(exports['./esm/api']!.import.default, manifest).href;
}

/**
 * How long a worker may take before it is taken for hung: about ten times the longest run of
 * either task seen here (123 s on the full seed under a loaded machine).
 */
export const workerTimeoutMs = 20 * 60_000;

/** What a worker posts: the task's result, or the error the task itself threw (its data's, not the worker's). */
type WorkerMessage<T> = { value: T; ms: number } | { error: { message: string; stack?: string } };

/** The task threw on its worker: it would throw again on this thread, so it is not run again. */
class TaskFailed extends Error {}

function onWorker<T>(task: AsideTask, timeoutMs: number): { result: Promise<Aside<T>>; stop: () => void } {
  // A worker thread has no TypeScript loader of its own: tsx is registered in it first.
  const tsx = tsxEsmApi();
  const source = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(workerEntry.href)}); });`;
  const worker = new Worker(source, { eval: true, workerData: task });
  let timer: NodeJS.Timeout | undefined;
  const result = new Promise<Aside<T>>((resolve, reject) => {
    worker.once('message', (message: WorkerMessage<T>) => {
      if ('error' in message) {
        const failed = new TaskFailed(message.error.message);
        if (message.error.stack) failed.stack = message.error.stack;
        reject(failed);
      } else resolve({ ...message, thread: 'worker' });
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The ${task.kind} worker exited (${code}) without a result.`)));
    timer = setTimeout(() => {
      // A turn later: a result already waiting while this thread was busy (the other task on it)
      // is delivered first, rather than thrown away and the task run again here (review 41).
      setImmediate(() => {
        reject(new Error(`The ${task.kind} worker gave no result in ${timeoutMs} ms.`));
        void worker.terminate();
      });
    }, timeoutMs);
    // A pending bound never keeps the process alive on its own.
    timer.unref();
  }).finally(() => clearTimeout(timer));
  return { result, stop: () => void worker.terminate() };
}

export interface AsideOptions {
  /** How long the worker may take (`workerTimeoutMs`). */
  timeoutMs?: number;
  /** Told why a task left its worker for the caller's thread. */
  log?: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * Starts a task on a worker thread where it can (`canRunOnWorker`), so that the job's own
 * thread stays free: for the other task, and on `npm start`'s first start for the seed's
 * writes, which the training had held up for its whole run. `result()` gives its result.
 * Without a worker the task runs when `result()` is first called, on the caller's thread; when
 * the worker fails (it could not start, exited, or gave no result within the bound: a hung
 * worker) it runs there then, and the reason is logged. A task that threw on its worker fails
 * with its own error, and is not run again. After `stop()` (a result no longer wanted) it runs
 * nowhere, and `result()` rejects.
 */
function startAside<T>(task: AsideTask, { timeoutMs = workerTimeoutMs, log }: AsideOptions): Running<T> {
  let stopped = false;
  const onMain = async (): Promise<Aside<T>> => {
    if (stopped) throw new Error(`The ${task.kind} was stopped.`);
    const started = Date.now();
    const value = runTask(task) as T;
    return { value, ms: Date.now() - started, thread: 'main' };
  };
  let worker: { result: Promise<Aside<T>>; stop: () => void } | undefined;
  if (canRunOnWorker()) {
    try {
      worker = onWorker<T>(task, timeoutMs);
    } catch (error) {
      log?.(`The ${task.kind} runs on this thread: no worker started.`, { error: String(error) });
    }
  }
  let running: Promise<Aside<T>> | undefined;
  if (worker) {
    running = worker.result.catch((error: unknown) => {
      if (stopped) throw new Error(`The ${task.kind} was stopped.`);
      if (error instanceof TaskFailed) throw error;
      // A worker that fails or hangs costs the time it took, never the job: the task runs here.
      log?.(`The ${task.kind} runs on this thread: its worker failed.`, { error: String(error) });
      return onMain();
    });
    // Its failure is the caller's to see through `result()`, whenever it asks: never an
    // unhandled rejection while the caller awaits the other task (review 41).
    running.catch(() => undefined);
  }
  return {
    result: () => (running ??= onMain()),
    stop: () => {
      stopped = true;
      worker?.stop();
    },
  };
}

/**
 * The model's training (shared/valuation/train.ts) on the sales before `today`, and then, on the
 * same thread, the neighbour features of the service's sales index (served-sales.ts).
 */
export function startTraining(
  sales: readonly ValuationSale[],
  today: string,
  options: AsideOptions = {},
): Running<Trained> {
  return startAside({ kind: 'train', sales, today }, options);
}

/** The held-out back-test (shared/valuation/backtest.ts): the accuracy page's figures. */
export function startHeldOutBacktest(
  sales: readonly ValuationSale[],
  today: string,
  options: AsideOptions = {},
): Running<BacktestReport> {
  return startAside({ kind: 'backtest', sales, today }, options);
}
