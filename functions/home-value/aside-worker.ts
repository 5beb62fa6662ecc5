import { parentPort, workerData } from 'node:worker_threads';
import { runTask, type AsideTask } from './aside';

/**
 * The valuation job's work on a worker thread (aside.ts starts it): the model's training (and
 * then the service's neighbour features) or the held-out back-test, the same function on the
 * same sales as on the job's own thread.
 */
const task = workerData as AsideTask;
const started = Date.now();
try {
  const value = runTask(task);
  parentPort!.postMessage({ value, ms: Date.now() - started });
} catch (error) {
  // The task's own failure (too few sales): the job fails with it, rather than run it again.
  const { message, stack } = error instanceof Error ? error : new Error(String(error));
  parentPort!.postMessage({ error: { message, stack } });
}
