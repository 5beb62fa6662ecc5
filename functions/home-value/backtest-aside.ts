import { existsSync, readFileSync } from 'node:fs';
// A namespace import: the Lambda bundle's banner declares its own `createRequire`.
import * as nodeModule from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { heldOutBacktest, type BacktestReport } from '@shared/valuation/backtest';
import type { ValuationSale } from '@shared/valuation/types';

/** The back-test's report, its own run time, and the thread that ran it. */
export interface AsideBacktest {
  report: BacktestReport;
  ms: number;
  thread: 'worker' | 'main';
}

const workerEntry = new URL('./backtest-worker.ts', import.meta.url);

/**
 * Where the back-test can run beside the training: from the source (`npm start`'s jobs, `npm run
 * job`, the tests), on a machine of two cores or more. The Lambda's bundle has no worker file,
 * so there it runs on the job's own thread, after the training, as it always did; the report is
 * the same function's on the same sales either way.
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
 * How long a worker may take before it is taken for hung: ten times the back-test's longest run
 * seen here (under a loaded machine, 123 s on the full seed), rounded up.
 */
export const workerTimeoutMs = 20 * 60_000;

function onWorker(
  sales: readonly ValuationSale[],
  today: string,
  timeoutMs: number,
): { report: Promise<AsideBacktest>; stop: () => void } {
  // A worker thread has no TypeScript loader of its own: tsx is registered in it first.
  const tsx = tsxEsmApi();
  const source = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(workerEntry.href)}); });`;
  const worker = new Worker(source, { eval: true, workerData: { sales, today } });
  let timer: NodeJS.Timeout | undefined;
  const report = new Promise<AsideBacktest>((resolve, reject) => {
    worker.once('message', (message: { report: BacktestReport; ms: number }) => {
      resolve({ ...message, thread: 'worker' });
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The back-test's worker exited (${code}) without a report.`)));
    timer = setTimeout(() => {
      reject(new Error(`The back-test's worker gave no report in ${timeoutMs} ms.`));
      void worker.terminate();
    }, timeoutMs);
    // A pending bound never keeps the process alive on its own.
    timer.unref();
  }).finally(() => clearTimeout(timer));
  return { report, stop: () => void worker.terminate() };
}

/**
 * Starts the held-out back-test (shared/valuation/backtest.ts) on a worker thread where it can
 * (`canRunOnWorker`), so that it runs while the caller trains the model: on two cores the
 * valuation job takes the longer of the two instead of their sum. `result()` gives its report;
 * without a worker, or when the worker fails, it runs the back-test then, on the caller's
 * thread, as it does when the worker gives no report within `timeoutMs` (a hung worker). `stop()`
 * ends a worker whose report is no longer wanted (the training failed).
 */
export function startHeldOutBacktest(
  sales: readonly ValuationSale[],
  today: string,
  timeoutMs = workerTimeoutMs,
): { result: () => Promise<AsideBacktest>; stop: () => void } {
  const onMain = async (): Promise<AsideBacktest> => {
    const started = Date.now();
    const report = heldOutBacktest(sales, today);
    return { report, ms: Date.now() - started, thread: 'main' };
  };
  const here = { result: onMain, stop: () => undefined };
  if (!canRunOnWorker()) return here;
  try {
    const { report, stop } = onWorker(sales, today, timeoutMs);
    // A worker that fails or hangs costs the time it took, never the job: the back-test then
    // runs here, after the training, as it does in AWS.
    const running = report.catch(onMain);
    return { result: () => running, stop };
  } catch {
    return here;
  }
}
