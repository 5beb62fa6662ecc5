import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { InvocationType, Trigger } from 'aws-cdk-lib/triggers';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { schedulesOf, type JobDefinition } from '../../functions/jobs/jobs';
import { deadLetterQueue } from './dead-letter-queue';
import { ServiceFunction } from './service-function';

export interface ScheduledJobProps {
  job: JobDefinition;
  /** Absolute path of the job's entry file. */
  entry: string;
  environment: Record<string, string>;
}

/**
 * One row of the job table: its Lambda (with the job's memory and time) and the EventBridge
 * schedule that starts it. The schedule sends no input: the job works out what is due. A job
 * that `runsAfterCodeChange` also runs once after a deploy that changes its code (a trigger on
 * the function's current version, invoked asynchronously: the deploy does not wait for it).
 */
export class ScheduledJob extends Construct {
  readonly function: ServiceFunction;
  /** One EventBridge rule per time it runs at (`schedulesOf`). */
  readonly rules: Rule[];
  readonly trigger: Trigger | undefined;
  /**
   * An asynchronous invocation (the schedule's, a service's start) that failed Lambda's two
   * retries lands here, to be replayed (docs/operations.md "Replay a dead-letter queue").
   */
  readonly deadLetters: Queue;
  /** The job's time limit (at most Lambda's 15 minutes), which its duration alarm measures against. */
  readonly timeout: Duration;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { job } = props;
    this.deadLetters = deadLetterQueue(
      this,
      'DeadLetters',
      "It is the job function's own dead-letter queue (Lambda's DeadLetterConfig, which cdk-nag does not recognise as one), so it needs none of its own. Accepted risk: a message that cannot be replayed stays in it until its 14 days run out.",
    );
    this.timeout = Duration.minutes(job.timeoutMinutes);
    this.function = new ServiceFunction(this, 'Job', {
      deadLetterQueue: this.deadLetters,
      entry: props.entry,
      environment: props.environment,
      memorySize: job.memoryMb,
      timeout: this.timeout,
    });
    // The first keeps the id 'Schedule' it has always had; each more time is 'Schedule2', 'Schedule3'…
    this.rules = schedulesOf(job).map(
      (schedule, index) =>
        new Rule(this, index === 0 ? 'Schedule' : `Schedule${index + 1}`, {
          description: job.description,
          schedule: Schedule.cron({
            minute: String(schedule.minute),
            ...(schedule.every !== 'hour' && { hour: String(schedule.hour) }),
            ...(schedule.every === 'month' && { day: String(schedule.day) }),
          }),
          targets: [new LambdaFunction(this.function.function, { retryAttempts: 2 })],
        }),
    );
    this.trigger = job.runsAfterCodeChange
      ? new Trigger(this, 'AfterCodeChange', {
          handler: this.function.function,
          invocationType: InvocationType.EVENT,
          executeOnHandlerChange: true,
        })
      : undefined;
  }
}
