import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { JobDefinition } from '../../../functions/jobs/jobs';
import type { QueueWorker } from '../../../functions/lib/queue/worker';
import { LocalQueues } from './local-queues';

/**
 * Locally a failed message comes back after 30 s, not after six worker timeouts as in AWS
 * (infra/constructs/job-queue.ts): a developer should not wait half an hour to see a retry.
 */
const localVisibilityTimeoutMs = 30_000;

/**
 * The queues of the jobs that fan out, on this machine: each worker's `handler` loaded from its
 * entry, as the gateway loads the services' handlers, called with SQS batches by the local
 * event sources (`LocalQueues`), with the job row's batch size, concurrency and
 * `maxReceiveCount`. The caller installs them as the queue port (`setQueuePort`) and polls.
 */
export async function loadJobQueues(
  jobs: readonly JobDefinition[],
  root: string,
  log?: (line: string) => void,
): Promise<LocalQueues> {
  const bindings = [];
  for (const job of jobs) {
    if (!job.queue) continue;
    const module = (await import(pathToFileURL(resolve(root, job.queue.workerEntry)).href)) as { handler?: unknown };
    if (typeof module.handler !== 'function') throw new Error(`${job.queue.workerEntry} exports no handler.`);
    bindings.push({
      name: job.queue.name,
      visibilityTimeoutMs: localVisibilityTimeoutMs,
      maxReceiveCount: job.queue.maxReceiveCount,
      batchSize: job.queue.batchSize,
      concurrency: job.queue.maxConcurrency,
      workerTimeoutMs: job.queue.workerTimeoutMinutes * 60_000,
      worker: module.handler as QueueWorker,
    });
  }
  return new LocalQueues(bindings, undefined, log);
}
