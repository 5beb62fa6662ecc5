import type { Context } from 'aws-lambda';
import type { QueuePort } from '../../../functions/lib/queue/queue';
import type { QueueWorker } from '../../../functions/lib/queue/worker';
import { LocalQueue, type LocalQueueSettings } from './local-queue';

/** A queue and the worker its event source calls, as the CDK stack pairs them. */
export interface LocalQueueBinding extends Omit<LocalQueueSettings, 'now'> {
  worker: QueueWorker;
  /** Messages per worker call (the event source's batch size). */
  batchSize: number;
  /** Worker calls at once (the event source's maximum concurrency). */
  concurrency: number;
}

const lambdaContext = (name: string): Context =>
  ({
    functionName: name,
    awsRequestId: 'local',
    getRemainingTimeInMillis: () => 15 * 60_000,
  }) as unknown as Context;

/**
 * The local stack's queues and their event sources: `send` is the queue port's local adapter,
 * and `drain` runs each queue's worker the way Lambda's SQS event source does (batches,
 * `batchItemFailures`: the successes deleted, the failures left to come back after the
 * visibility timeout, the dead-letter queue after `maxReceiveCount`). A worker that throws
 * fails its whole batch.
 */
export class LocalQueues implements QueuePort {
  readonly queues = new Map<string, { queue: LocalQueue; binding: LocalQueueBinding }>();
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;

  private readonly log: (line: string) => void;

  /** `log`: one line per queue and drain that handled something (the `npm start` output). */
  constructor(
    bindings: readonly LocalQueueBinding[],
    now?: () => number,
    log: (line: string) => void = () => undefined,
  ) {
    this.log = log;
    for (const binding of bindings) {
      this.queues.set(binding.name, { queue: new LocalQueue({ ...binding, ...(now && { now }) }), binding });
    }
  }

  queue(name: string): LocalQueue {
    const entry = this.queues.get(name);
    if (!entry) throw new Error(`No local queue ${name}`);
    return entry.queue;
  }

  async send(name: string, bodies: readonly unknown[]): Promise<void> {
    this.queue(name).send(bodies.map((body) => JSON.stringify(body)));
    this.kick();
  }

  /**
   * Runs the queues' workers until no message is visible: what failed and is still invisible
   * waits for the next call (or the poller), as in SQS.
   */
  async drain(): Promise<void> {
    for (const { queue, binding } of this.queues.values()) {
      let handled = 0;
      let failures = 0;
      const lane = async () => {
        for (;;) {
          const records = queue.receive(binding.batchSize);
          if (records.length === 0) return;
          handled += records.length;
          let failed = new Set<string>();
          try {
            const response = await binding.worker({ Records: records }, lambdaContext(binding.name));
            failed = new Set(response.batchItemFailures.map((failure) => failure.itemIdentifier));
          } catch {
            failed = new Set(records.map((record) => record.messageId));
          }
          for (const record of records) if (!failed.has(record.messageId)) queue.delete(record.receiptHandle);
          failures += failed.size;
        }
      };
      await Promise.all(Array.from({ length: binding.concurrency }, lane));
      if (handled > 0) {
        this.log(
          `  ${binding.name} queue: ${handled} messages handled, ${failures} failed; ${queue.depth} left, ${queue.deadLetters?.depth ?? 0} in its dead-letter queue`,
        );
      }
    }
  }

  /** Drains until every queue is empty, waiting for failed messages to come back (tests, the bench). */
  async drainAll(): Promise<void> {
    for (;;) {
      await this.drain();
      const waits = [...this.queues.values()]
        .map(({ queue }) => queue.nextVisibleAt())
        .filter((at) => at !== undefined);
      if (waits.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(...waits) - Date.now())));
    }
  }

  /** `npm start`: polls the queues, as the event sources do, until `stop`. */
  start(intervalMs = 500): void {
    this.timer ??= setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.draining;
  }

  private kick(): void {
    if (!this.timer || this.draining) return;
    this.draining = this.drain()
      .catch(() => undefined)
      .finally(() => {
        this.draining = undefined;
      });
  }
}
