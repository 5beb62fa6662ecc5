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
  /** The worker's timeout, as its Lambda's (default 15 minutes, Lambda's longest). */
  workerTimeoutMs?: number;
}

const lambdaLongestMs = 15 * 60_000;

/** How long drainAll waits on a test's clock before it looks whether the clock moves at all. */
const stillClockLookMs = 20;

const lambdaContext = (name: string, deadline: number): Context =>
  ({
    functionName: name,
    awsRequestId: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  }) as unknown as Context;

class WorkerTimeout extends Error {}

/**
 * The worker's answer, or a WorkerTimeout once its timeout passes, as Lambda stops a function
 * that runs too long (the batch then fails whole). Locally the call cannot be stopped: it runs
 * on (the log says when it ends), but a worker that never answers no longer holds its lane and
 * batch forever.
 */
async function withinTimeout<T>(work: Promise<T>, timeoutMs: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WorkerTimeout(`${name} worker timed out after ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The local stack's queues and their event sources: `send` is the queue port's local adapter,
 * and `drain` runs each queue's worker the way Lambda's SQS event source does (batches,
 * `batchItemFailures`: the successes deleted, the failures left to come back after the
 * visibility timeout, the dead-letter queue after `maxReceiveCount`). A worker that throws, or
 * runs past its timeout, fails its whole batch. A batch never comes back while its worker
 * runs, however short the timeout (in AWS it is six worker timeouts): the failures come back
 * when their timeout, counted from the receive, runs out, or at once if it ran out while the
 * worker ran.
 */
export class LocalQueues implements QueuePort {
  readonly queues = new Map<string, { queue: LocalQueue; binding: LocalQueueBinding }>();
  private timer: NodeJS.Timeout | undefined;
  /** The workers running now, per queue (at most its concurrency), and every lane's promise. */
  private readonly active = new Map<string, number>();
  private readonly lanes = new Set<Promise<void>>();
  /** Per queue, what its workers did since they last all stopped: one `log` line then. */
  private readonly done = new Map<string, { handled: number; failures: number }>();
  private readonly log: (line: string) => void;
  private readonly now: () => number;
  /** A test's clock, which may stand still: drainAll then looks at it often rather than waiting out a timeout. */
  private readonly clockInjected: boolean;

  /** `log`: one line per queue each time its workers have drained what was visible (the `npm start` output). */
  constructor(
    bindings: readonly LocalQueueBinding[],
    now?: () => number,
    log: (line: string) => void = () => undefined,
  ) {
    this.log = log;
    this.now = now ?? Date.now;
    this.clockInjected = now !== undefined;
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
   * waits for the next call (or the poller), as in SQS. Messages sent meanwhile (a worker's, as
   * a planner's last chunk queues the next step) get workers up to the queue's concurrency, as
   * Lambda's pollers scale, not only the worker that happens to be running.
   */
  async drain(): Promise<void> {
    this.fill();
    while (this.lanes.size > 0) await Promise.allSettled([...this.lanes]);
  }

  /** Starts workers on every queue up to its concurrency; each runs until its queue shows nothing. */
  private fill(): void {
    for (const [name, { queue, binding }] of this.queues) {
      while ((this.active.get(name) ?? 0) < binding.concurrency) {
        this.active.set(name, (this.active.get(name) ?? 0) + 1);
        const lane: Promise<void> = this.lane(queue, binding)
          .catch(() => undefined)
          .finally(() => {
            this.active.set(name, (this.active.get(name) ?? 1) - 1);
            this.lanes.delete(lane);
            if (this.active.get(name) === 0) this.report(queue, binding);
          });
        this.lanes.add(lane);
      }
    }
  }

  private report(queue: LocalQueue, binding: LocalQueueBinding): void {
    const { handled, failures } = this.done.get(binding.name) ?? { handled: 0, failures: 0 };
    this.done.delete(binding.name);
    if (handled === 0) return;
    this.log(
      `  ${binding.name} queue: ${handled} messages handled, ${failures} failed; ${queue.depth} left, ${queue.deadLetters?.depth ?? 0} in its dead-letter queue`,
    );
  }

  private async lane(queue: LocalQueue, binding: LocalQueueBinding): Promise<void> {
    for (;;) {
      // Held while the worker runs, as in AWS, where the timeout is six worker timeouts.
      const records = queue.receive(binding.batchSize, { hold: true });
      if (records.length === 0) return;
      const counts = this.done.get(binding.name) ?? { handled: 0, failures: 0 };
      this.done.set(binding.name, counts);
      counts.handled += records.length;
      let failed = new Set<string>();
      const timeoutMs = binding.workerTimeoutMs ?? lambdaLongestMs;
      const started = Date.now();
      // A worker that throws at once fails its batch too, as one that rejects.
      const call = Promise.resolve().then(() =>
        binding.worker({ Records: records }, lambdaContext(binding.name, started + timeoutMs)),
      );
      try {
        const response = await withinTimeout(call, timeoutMs, binding.name);
        failed = new Set(response.batchItemFailures.map((failure) => failure.itemIdentifier));
      } catch (error) {
        if (error instanceof WorkerTimeout) {
          const back = records.length === 1 ? 'its message comes' : `its ${records.length} messages come`;
          this.log(`  ${error.message}: ${back} back`);
          // Lambda would have stopped it; here it runs on beside its batch's next try: say when it ends.
          void call.then(
            () =>
              this.log(`  ${binding.name} worker that timed out answered after ${Date.now() - started} ms, unheard`),
            () => this.log(`  ${binding.name} worker that timed out failed after ${Date.now() - started} ms, unheard`),
          );
        }
        failed = new Set(records.map((record) => record.messageId));
      }
      for (const record of records) {
        if (failed.has(record.messageId)) queue.settle(record.receiptHandle);
        else queue.delete(record.receiptHandle);
      }
      counts.failures += failed.size;
    }
  }

  /**
   * Drains until every queue is empty, waiting for failed messages to come back (tests, the
   * bench). A message whose timeout ran out between the drain's end and this look is visible
   * again, not hidden: it is drained, not left behind. On a test's clock that did not move
   * while it waited, a hidden message would never come back: it fails at once, saying so.
   */
  async drainAll(): Promise<void> {
    for (;;) {
      await this.drain();
      const queues = [...this.queues.values()].map(({ queue }) => queue);
      const waits = queues.map((queue) => queue.nextVisibleAt()).filter((at) => at !== undefined);
      if (waits.length === 0) return;
      const before = this.now();
      const wait = Math.min(...waits) - before;
      if (wait <= 0) continue;
      await new Promise((resolve) => setTimeout(resolve, this.clockInjected ? Math.min(wait, stillClockLookMs) : wait));
      if (this.clockInjected && this.now() === before) throw this.stillClock(queues, before);
    }
  }

  private stillClock(queues: LocalQueue[], now: number): Error {
    const hidden = queues.flatMap((queue) => {
      const at = queue.nextVisibleAt();
      const count = queue.depth - queue.visible;
      const messages = count === 1 ? '1 message' : `${count} messages`;
      return at === undefined || count === 0
        ? []
        : [`${messages} on queue ${queue.name} ${count === 1 ? 'is' : 'are'} hidden until ${at}`];
    });
    return new Error(
      `drainAll: ${hidden.join('; ')}, but the queues' clock stands still at ${now}: ` +
        "move the test's clock past the visibility timeout before drainAll, or call drain() to leave them hidden.",
    );
  }

  /** `npm start`: polls the queues, as the event sources do, until `stop`. */
  start(intervalMs = 500): void {
    this.timer ??= setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    while (this.lanes.size > 0) await Promise.allSettled([...this.lanes]);
  }

  /** The poller's tick, or a send: workers for what is visible (`npm start`, or while a drain runs). */
  private kick(): void {
    if (this.timer || this.lanes.size > 0) this.fill();
  }
}
