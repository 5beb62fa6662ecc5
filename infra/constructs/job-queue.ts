import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { JobQueue as JobQueueRow } from '../../functions/jobs/jobs';
import { queueUrlVariable } from '../../functions/lib/adapters/sqs-queue';
import { deadLetterQueue } from './dead-letter-queue';
import { ServiceFunction } from './service-function';

/** How long SQS keeps a unit of work nobody took: a message older than this is lost. */
export const workQueueRetention = Duration.days(4);

export interface JobQueueProps {
  queue: JobQueueRow;
  /** Absolute path of the worker's entry file. */
  workerEntry: string;
  environment: Record<string, string>;
  memoryMb: number;
  /** The job's planner: it may send to the queue, and is told its URL (its worker too, with `workerSends`). */
  planner: ServiceFunction;
}

/**
 * A fanned-out job's queue (functions/lib/queue/): the queue, its dead-letter queue after
 * `maxReceiveCount` receives, and the worker function on its SQS event source with
 * `reportBatchItemFailures` (only the failed messages of a batch come back). The visibility
 * timeout is six times the worker's timeout, as AWS advises, so a message a worker still holds
 * is not handed to another.
 */
export class JobQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly worker: ServiceFunction;
  /** The worker's time limit, which its duration alarm measures against. */
  readonly workerTimeout: Duration;

  constructor(scope: Construct, id: string, props: JobQueueProps) {
    super(scope, id);
    const row = props.queue;
    this.deadLetters = deadLetterQueue(
      this,
      'DeadLetters',
      "It is the work queue's dead-letter queue; a message in it is redriven to the work queue (docs/operations.md), so it needs none of its own. Accepted risk: a message not redriven stays in it until its 14 days run out.",
    );
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.minutes(row.workerTimeoutMinutes * 6),
      retentionPeriod: workQueueRetention,
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: row.maxReceiveCount },
    });
    this.workerTimeout = Duration.minutes(row.workerTimeoutMinutes);
    this.worker = new ServiceFunction(this, 'Worker', {
      entry: props.workerEntry,
      environment: props.environment,
      memorySize: props.memoryMb,
      timeout: this.workerTimeout,
    });
    this.worker.function.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: row.batchSize,
        maxConcurrency: row.maxConcurrency,
        reportBatchItemFailures: true,
      }),
    );
    const senders = row.workerSends ? [props.planner.function, this.worker.function] : [props.planner.function];
    for (const sender of senders) {
      this.queue.grantSendMessages(sender);
      sender.addEnvironment(queueUrlVariable(row.name), this.queue.queueUrl);
    }
  }

  get workerFunction(): IFunction {
    return this.worker.function;
  }
}
