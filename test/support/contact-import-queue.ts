import { setQueuePort } from '../../functions/lib/queue/queue';
import type { QueueWorker } from '../../functions/lib/queue/worker';
import { importQueue } from '../../functions/user/invitations/contact-import/import-plan';
import { importWorker } from '../../functions/user/invitations/contact-import/import-queue';
import { LocalQueues } from '../../infra/local/queue/local-queues';

/**
 * The contact import's queue in the process, as the local stack runs it, installed as the queue
 * port. A failed message comes back after 50 ms; never while its worker still runs, as in AWS
 * (the local queue holds a batch until its worker answers).
 */
export function contactImportQueues(
  options: { worker?: QueueWorker; concurrency?: number; batchSize?: number; visibilityTimeoutMs?: number } = {},
): LocalQueues {
  const queues = new LocalQueues([
    {
      name: importQueue,
      visibilityTimeoutMs: options.visibilityTimeoutMs ?? 50,
      maxReceiveCount: 5,
      batchSize: options.batchSize ?? 5,
      concurrency: options.concurrency ?? 2,
      worker: options.worker ?? importWorker(),
    },
  ]);
  setQueuePort(queues);
  return queues;
}
