import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { JobDefinition } from '../../functions/jobs/jobs';
import { ServiceFunction } from './service-function';

export interface ScheduledJobProps {
  job: JobDefinition;
  /** Absolute path of the job's entry file. */
  entry: string;
  environment: Record<string, string>;
}

/**
 * One row of the job table: its Lambda (with the job's memory and time) and the EventBridge
 * schedule that starts it. The schedule sends no input: the job works out what is due.
 */
export class ScheduledJob extends Construct {
  readonly function: ServiceFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { job } = props;
    this.function = new ServiceFunction(this, 'Job', {
      entry: props.entry,
      environment: props.environment,
      memorySize: job.memoryMb,
      timeout: Duration.minutes(job.timeoutMinutes),
    });
    const { schedule } = job;
    this.rule = new Rule(this, 'Schedule', {
      description: job.description,
      schedule: Schedule.cron({
        minute: String(schedule.minute),
        ...(schedule.every !== 'hour' && { hour: String(schedule.hour) }),
        ...(schedule.every === 'month' && { day: String(schedule.day) }),
      }),
      targets: [new LambdaFunction(this.function.function, { retryAttempts: 2 })],
    });
  }
}
