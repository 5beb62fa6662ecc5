import type { QueueWorker } from '../../functions/lib/queue/worker';
import { setQueuePort } from '../../functions/lib/queue/queue';
import { LocalQueues } from '../../infra/local/queue/local-queues';

export interface LocalJobQueueOptions {
  concurrency?: number;
  batchSize?: number;
  visibilityTimeoutMs?: number;
  maxReceiveCount?: number;
}

/**
 * One job's queue in the process, as the local stack runs it (infra/local/queue/), installed as
 * the queue port: a failed message comes back after `visibilityTimeoutMs` (50 ms here; never
 * while its worker still runs), and goes to the dead-letter queue after `maxReceiveCount` receives.
 */
export function localJobQueue(name: string, worker: QueueWorker, options: LocalJobQueueOptions = {}): LocalQueues {
  const queues = new LocalQueues([
    {
      name,
      visibilityTimeoutMs: options.visibilityTimeoutMs ?? 50,
      maxReceiveCount: options.maxReceiveCount ?? 5,
      batchSize: options.batchSize ?? 5,
      concurrency: options.concurrency ?? 2,
      worker,
    },
  ]);
  setQueuePort(queues);
  return queues;
}

/** A worker that records each batch's answer (the failed messages' ids). */
export function answersOf(worker: QueueWorker): QueueWorker & { failed: string[][] } {
  const failed: string[][] = [];
  const wrapped = async (...[event, context]: Parameters<QueueWorker>) => {
    const answer = await worker(event, context);
    failed.push(answer.batchItemFailures.map((failure) => failure.itemIdentifier));
    return answer;
  };
  return Object.assign(wrapped, { failed });
}
