import type { QueueWorker } from '../../functions/lib/queue/worker';
import { newsletterWorker } from '../../functions/user/mail/newsletter/newsletter-worker';
import { newsletterQueue } from '../../functions/user/mail/newsletter/newsletter-plan';
import type { LocalQueues } from '../../infra/local/queue/local-queues';
import { localJobQueue } from './job-queue';

/**
 * A worker that dies in its `killedCall`-th invocation: it handles the first half of the
 * batch, then throws, as a Lambda that crashed before it answered. The event source then fails
 * the whole batch, and the records it did handle come back: their claims must make them no-ops.
 */
export function killedOnce(worker: QueueWorker, killedCall: number): QueueWorker & { killed: () => boolean } {
  let calls = 0;
  let killed = false;
  const wrapped = async (...[event, context]: Parameters<QueueWorker>) => {
    calls += 1;
    if (calls !== killedCall || event.Records.length < 2) return worker(event, context);
    await worker({ Records: event.Records.slice(0, Math.ceil(event.Records.length / 2)) }, context);
    killed = true;
    throw new Error('The worker was killed part-way');
  };
  return Object.assign(wrapped, { killed: () => killed });
}

/**
 * The newsletter queue in the process, as the local stack runs it, installed as the queue port.
 * A failed message comes back after 50 ms; never while its worker still runs, as in AWS (the
 * local queue holds a batch until its worker answers).
 */
export function newsletterQueues(
  options: { worker?: QueueWorker; concurrency?: number; batchSize?: number; visibilityTimeoutMs?: number } = {},
): LocalQueues {
  return localJobQueue(newsletterQueue, options.worker ?? newsletterWorker(), options);
}
