import { sqsQueue } from '../adapters/sqs-queue';

/**
 * The queue port (DESIGN: a port with two adapters): a job's planner puts one message per unit
 * of work on its queue, and the queue's workers take them in batches. In AWS the adapter is SQS
 * (`sqs-queue.ts`); locally an in-process queue (`infra/local/queue/`), since no npm SQS server
 * speaks the current client's protocol (infra/local/README.md).
 */
export interface QueuePort {
  /** Puts every body on the named queue (JSON), in batches; throws if any stays unsent. */
  send(queue: string, bodies: readonly unknown[]): Promise<void>;
}

let adapter: QueuePort | undefined;

/** The adapter in use: the one set (the local stack, the tests), else SQS. */
export function queuePort(): QueuePort {
  return adapter ?? sqsQueue;
}

/** Sets the adapter (the local stack's in-process queue); `undefined` goes back to the default. */
export function setQueuePort(port: QueuePort | undefined): void {
  adapter = port;
}
