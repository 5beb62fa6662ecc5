import { sqsQueue } from '../adapters/sqs-queue';
import type { QueuePort } from './queue-port';

export type { QueuePort };

let adapter: QueuePort | undefined;

/** The adapter in use: the one set (the local stack, the tests), else SQS. */
export function queuePort(): QueuePort {
  return adapter ?? sqsQueue;
}

/** Sets the adapter (the local stack's in-process queue); `undefined` goes back to the default. */
export function setQueuePort(port: QueuePort | undefined): void {
  adapter = port;
}

/** Whether an adapter was set (the local stack's queues, a test's): work is queued, not run in-process. */
export function hasQueuePort(): boolean {
  return adapter !== undefined;
}
