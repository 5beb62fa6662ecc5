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
