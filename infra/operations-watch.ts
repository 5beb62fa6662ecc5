import { Annotations, Duration } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { workQueueRetention, type JobQueue } from './constructs/job-queue';
import { OperationsAlarms } from './constructs/operations-alarms';
import { OperationsDashboard } from './constructs/operations-dashboard';
import type { ScheduledJob } from './constructs/scheduled-job';
import type { ServiceFunction } from './constructs/service-function';
import { confirmationRefusals, signUpRefusals } from './constructs/user-auth';

export interface OperationsWatchProps {
  stage: HttpStage;
  /** Who the alarms mail (`-c opsEmail`); without it they reach nobody (a synth warning says so). */
  opsEmail?: string;
  jobs: ReadonlyMap<string, ScheduledJob>;
  jobQueues: ReadonlyMap<string, JobQueue>;
  /** The API's Lambdas, by service name. */
  functions: ReadonlyMap<string, ServiceFunction>;
  mailEvents: ServiceFunction;
  /** Where the SES events the handler failed after Lambda's retries wait to be replayed. */
  mailEventsDeadLetters: IQueue;
  /** The user pool's triggers (stateful stack), by name, as this stack sees them: by function name. */
  userPoolTriggers: ReadonlyMap<string, IFunction>;
}

/**
 * The alarms (each to the operators' topic) and the one dashboard over the same figures: every
 * job's and worker's errors, dead letters and runs near their timeout, each work queue's
 * oldest message, the SES event handler's errors and dead letters, the user pool triggers' errors, every function's
 * throttles (the triggers' too, from the stateful stack), the API's error rate
 * and latency, SES's reputation and the newsletter campaign (docs/operations.md).
 */
export function watchOperations(scope: Construct, props: OperationsWatchProps) {
  const alarms = new OperationsAlarms(scope, 'Alarms', { ...(props.opsEmail && { opsEmail: props.opsEmail }) });
  if (!props.opsEmail) {
    Annotations.of(scope).addWarningV2(
      'gta-homes:opsEmailNotSet',
      "No opsEmail: the alarms notify an SNS topic nobody is subscribed to. Deploy with -c opsEmail=<the operators' address> (docs/operations.md).",
    );
  }
  const jobsWatched = [...props.jobs].map(([name, job]) => ({
    name,
    fn: job.function.function,
    deadLetters: job.deadLetters,
  }));
  for (const job of jobsWatched) alarms.watchJob(job.name, job.fn, job.deadLetters);
  for (const [name, job] of props.jobs) alarms.watchDuration(name, job.function.function, job.timeout, `job-${name}`);
  for (const [name, queue] of props.jobQueues) {
    alarms.watchDuration(`${name}-worker`, queue.worker.function, queue.workerTimeout, `${name}-worker`);
    alarms.watchQueueAge(name, queue.queue, workQueueRetention);
  }
  const workersWatched = [...props.jobQueues].map(([name, queue]) => ({
    name: `${name}-worker`,
    fn: queue.worker.function,
    deadLetters: queue.deadLetters,
  }));
  for (const worker of workersWatched) alarms.watchJobQueue(worker.name, worker.fn, worker.deadLetters);
  alarms.watchMailEvents('ses-events', props.mailEvents.function, props.mailEventsDeadLetters);
  // The refusals a trigger makes on purpose (it throws, so that Cognito tells the person), by trigger.
  const refusals: Record<string, Metric> = {
    'pre-sign-up': new Metric({ ...signUpRefusals, period: Duration.minutes(5), statistic: 'Sum' }),
    'post-confirmation': new Metric({ ...confirmationRefusals, period: Duration.minutes(5), statistic: 'Sum' }),
  };
  const triggersWatched = [...props.userPoolTriggers].map(([name, fn]) => ({ name, fn }));
  for (const { name, fn } of triggersWatched) alarms.watchUserPoolTrigger(name, fn, refusals[name]);
  const functionsWatched = [
    ...jobsWatched,
    ...workersWatched,
    ...[...props.functions].map(([name, fn]) => ({ name: `${name}-service`, fn: fn.function })),
    { name: 'ses-events', fn: props.mailEvents.function },
    ...triggersWatched,
  ];
  for (const { name, fn } of functionsWatched) alarms.watchThrottles(name, fn);
  const dashboard = new OperationsDashboard(scope, 'Operations', {
    api: alarms.watchApi(props.stage),
    ses: alarms.watchSesReputation(),
    campaignHoursOpen: alarms.watchCampaign(),
    jobs: [...jobsWatched, ...workersWatched],
    functions: functionsWatched,
  });
  return { alarms, dashboard };
}
