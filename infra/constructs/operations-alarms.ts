import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { businessMetrics, metricsNamespace } from '../../functions/lib/signals/metric-names';

/** Where each alarm's description sends the reader for more. */
const runbook = (section: string) => `Runbook: docs/operations.md#${section}.`;

/** The thresholds of DESIGN "Every function sends signals" and issue 28, named once. */
export const alarmThresholds = {
  apiServerErrorPercent: 1,
  apiLatencyP95Ms: 1000,
  sesBounceRate: 0.02,
  sesComplaintRate: 0.0008,
  // Not done by the next day's run of the planner (daily at 08:45 UTC; a campaign sends in
  // minutes): that run reports about 24 hours, a little under when it starts early.
  campaignHoursOpen: 20,
  /**
   * A job's or worker's longest run in 5 minutes, as a share of its timeout: past it a run has
   * about a third of its time left, so growing data is seen before runs start timing out.
   */
  durationShareOfTimeout: 0.7,
  /**
   * A work queue's oldest message, as a share of the queue's retention: at a quarter (1 of 4
   * days) the workers have been stuck or behind for a day, and there are 3 days left to fix them
   * before SQS deletes the message unseen. Sooner would go off on a slow but healthy campaign.
   */
  queueAgeShareOfRetention: 0.25,
} as const;

export interface OperationsAlarmsProps {
  /** The operator's address (`-c opsEmail=`); without it the topic has no subscriber. */
  opsEmail?: string;
}

/**
 * Every alarm of the product, each with one action: the operators' SNS topic, which mails
 * `opsEmail`. Each description says what to do; docs/operations.md says more.
 */
export class OperationsAlarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    // CloudWatch cannot publish to a topic under SNS's AWS-managed key: a key it may use.
    const key = new Key(this, 'TopicKey', {
      enableKeyRotation: true,
      description: "Encrypts the operators' alarm notifications on their SNS topic.",
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:GenerateDataKey*', 'kms:Decrypt');
    this.topic = new Topic(this, 'Topic', {
      displayName: `${Stack.of(this).stackName} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    if (props.opsEmail) this.topic.addSubscription(new EmailSubscription(props.opsEmail));
  }

  private add(id: string, alarm: Omit<ConstructorParameters<typeof Alarm>[2], 'actionsEnabled'>): Alarm {
    const made = new Alarm(this, id, { ...alarm, actionsEnabled: true });
    made.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(made);
    return made;
  }

  /** A job's Lambda errors (a throw, a timeout) and its dead-letter queue's depth. */
  watchJob(name: string, fn: IFunction, deadLetters: IQueue): void {
    this.errorsAlarm(
      `${name}Errors`,
      `job-${name}`,
      fn,
      `The ${name} job failed (an error or a timeout). Read its log group's last run (the "Job finished" line is missing; the error is above it), fix the cause, then run it again: every job is idempotent. ${runbook('a-job-failed')}`,
    );
    this.deadLettersAlarm(
      `${name}DeadLetters`,
      `job-${name}`,
      deadLetters,
      `An invocation of the ${name} job failed three times and its event is in its dead-letter queue. Find why in the job's log, fix it, then replay the queue. ${runbook('replay-a-dead-letter-queue')}`,
    );
  }

  /**
   * A fanned-out job's worker: its errors, and its work queue's dead-letter queue, where a
   * message lands after its tries (`maxReceiveCount`).
   */
  watchJobQueue(name: string, fn: IFunction, deadLetters: IQueue): void {
    this.errorsAlarm(
      `${name}Errors`,
      `${name}`,
      fn,
      `The ${name} failed a whole batch (an error or a timeout). Its messages come back after the visibility timeout; read its log group for the cause. ${runbook('a-job-failed')}`,
    );
    this.deadLettersAlarm(
      `${name}DeadLetters`,
      name,
      deadLetters,
      `Units of work of the ${name} failed every try and are in its queue's dead-letter queue. Read the worker's log for why (SES throttling, a bad record), fix it, then redrive the dead-letter queue to the work queue: the claims make a unit already done a no-op. ${runbook('replay-a-dead-letter-queue')}`,
    );
  }

  /**
   * The SES event handler: its errors, and its dead-letter queue, where an event lands once
   * Lambda's two retries failed (SNS does not deliver it again).
   */
  watchMailEvents(name: string, fn: IFunction, deadLetters: IQueue): void {
    this.errorsAlarm(
      `${name}Errors`,
      name,
      fn,
      `The SES event handler failed on a sending event (an error or a timeout); Lambda retries it twice, then keeps it in the handler's dead-letter queue. Read its log group for the cause: until it is fixed, bounces and complaints may not be suppressed. ${runbook('ses-events-failed')}`,
    );
    this.deadLettersAlarm(
      `${name}DeadLetters`,
      name,
      deadLetters,
      `SES sending events failed the handler three times and wait in its dead-letter queue (14 days): a bounce or complaint in it has not suppressed its address yet. Fix the cause, then replay each event into the handler. ${runbook('ses-events-failed')}`,
    );
  }

  /**
   * A trigger of the user pool (stateful stack) that threw or timed out: Cognito then fails the
   * sign-up, confirmation or sign-in it was called for. `refused` counts the errors that are
   * deliberate answers (the pre-sign-up trigger refuses an uninvited address by throwing), so
   * only the others raise the alarm.
   */
  watchUserPoolTrigger(name: string, fn: IFunction, refused?: IMetric): void {
    const alarmDescription = `The user pool's ${name} trigger failed (an error or a timeout): Cognito refused the sign-up, confirmation or sign-in it was called for, and the person saw an error. Read the trigger's log group (in the stateful stack) for the cause; a refused DynamoDB or S3 call points at its grants. ${runbook('a-user-pool-trigger-failed')}`;
    if (!refused) {
      this.errorsAlarm(`${name}Errors`, name, fn, alarmDescription);
      return;
    }
    const period = Duration.minutes(5);
    this.add(`${name}Errors`, {
      alarmName: `${Stack.of(this).stackName}-${name}-errors`,
      alarmDescription,
      metric: new MathExpression({
        expression: 'errors - FILL(refused, 0)',
        usingMetrics: { errors: fn.metricErrors({ period, statistic: 'Sum' }), refused },
        label: `${name} errors other than refusals`,
        period,
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * A job's or worker's run nearing its timeout: `<stack>-<name>-duration`. A run that times out
   * reports its timeout as its duration, so it raises this alarm too, beside its errors.
   */
  watchDuration(name: string, fn: IFunction, timeout: Duration, alarmName: string): void {
    const threshold = timeout.toMilliseconds() * alarmThresholds.durationShareOfTimeout;
    this.add(`${name}Duration`, {
      alarmName: `${Stack.of(this).stackName}-${alarmName}-duration`,
      alarmDescription: `A run of ${name} took over ${Math.round(threshold / 1000)} s, ${alarmThresholds.durationShareOfTimeout * 100}% of its ${timeout.toMinutes()}-minute timeout. Its work has grown: find the slow part in X-Ray and its log before runs start timing out. ${runbook('a-job-near-its-time-limit')}`,
      metric: fn.metricDuration({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** A work queue whose oldest message is on its way to expiring unseen: `<stack>-<name>-queue-age`. */
  watchQueueAge(name: string, queue: IQueue, retention: Duration): void {
    const threshold = retention.toSeconds() * alarmThresholds.queueAgeShareOfRetention;
    this.add(`${name}QueueAge`, {
      alarmName: `${Stack.of(this).stackName}-${name}-queue-age`,
      alarmDescription: `A message has waited in the ${name} work queue over ${threshold / 3600} hours; SQS deletes it unseen after ${retention.toDays()} days. Its worker is not taking messages (event source disabled, throttled, failing every batch): see its errors and throttles. ${runbook('a-work-queue-falling-behind')}`,
      metric: queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** A function that threw or timed out: `<stack>-<name>-errors`. */
  private errorsAlarm(id: string, name: string, fn: IFunction, alarmDescription: string): void {
    this.add(id, {
      alarmName: `${Stack.of(this).stackName}-${name}-errors`,
      alarmDescription,
      metric: fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** A dead-letter queue holding a message: `<stack>-<name>-dead-letters`. */
  private deadLettersAlarm(id: string, name: string, deadLetters: IQueue, alarmDescription: string): void {
    this.add(id, {
      alarmName: `${Stack.of(this).stackName}-${name}-dead-letters`,
      alarmDescription,
      metric: deadLetters.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** A function refused for lack of concurrency. */
  watchThrottles(name: string, fn: IFunction): void {
    this.add(`${name}Throttles`, {
      alarmName: `${Stack.of(this).stackName}-${name}-throttles`,
      alarmDescription: `Lambda refused invocations of ${name}: the account's or the function's concurrency is used up. Check the dashboard's concurrency and request figures; ask AWS for a higher concurrency quota or lower the API's throttle. ${runbook('throttles')}`,
      metric: fn.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** The API's 5xx rate and p95 latency, over 5 minutes. */
  watchApi(stage: HttpStage): { serverErrorRate: IMetric; latencyP95: IMetric } {
    const period = Duration.minutes(5);
    const serverErrorRate = new MathExpression({
      expression: '100 * errors / MAX([requests, 1])',
      usingMetrics: {
        errors: stage.metricServerError({ period, statistic: 'Sum' }),
        requests: stage.metricCount({ period, statistic: 'Sum' }),
      },
      label: 'API 5xx (%)',
      period,
    });
    const latencyP95 = stage.metricLatency({ period, statistic: 'p95', label: 'API latency p95 (ms)' });
    this.add('ApiServerErrors', {
      alarmName: `${Stack.of(this).stackName}-api-5xx-rate`,
      alarmDescription: `More than ${alarmThresholds.apiServerErrorPercent}% of API requests answered 5xx over 5 minutes. Open the dashboard to see which service's Lambda errors, then its log group (errors are logged with the request id). A deploy just before: roll it back. ${runbook('api-5xx-rate')}`,
      metric: serverErrorRate,
      threshold: alarmThresholds.apiServerErrorPercent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.add('ApiLatency', {
      alarmName: `${Stack.of(this).stackName}-api-latency-p95`,
      alarmDescription: `The API's p95 latency was above ${alarmThresholds.apiLatencyP95Ms} ms over 5 minutes. Find the slow route in X-Ray's service map (every function is traced) and the dashboard's Lambda durations; a slow DynamoDB call or a cold read model is the usual cause. ${runbook('api-latency')}`,
      metric: latencyP95,
      threshold: alarmThresholds.apiLatencyP95Ms,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    return { serverErrorRate, latencyP95 };
  }

  /** SES's account-level reputation, well before its own review at 5% bounces and 0.1% complaints. */
  watchSesReputation(): { bounceRate: Metric; complaintRate: Metric } {
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Maximum' });
    const bounceRate = reputation('Reputation.BounceRate');
    const complaintRate = reputation('Reputation.ComplaintRate');
    this.add('SesBounceRate', {
      alarmName: `${Stack.of(this).stackName}-ses-bounce-rate`,
      alarmDescription: `SES's bounce rate reached ${alarmThresholds.sesBounceRate * 100}% (SES reviews the account at 5%). Bulk sending pauses itself; look at the bounced addresses (an import of an old list is the usual cause), remove them, then resume sending. ${runbook('ses-bounce-or-complaint-rate')}`,
      metric: bounceRate,
      threshold: alarmThresholds.sesBounceRate,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.add('SesComplaintRate', {
      alarmName: `${Stack.of(this).stackName}-ses-complaint-rate`,
      alarmDescription: `SES's complaint rate reached ${alarmThresholds.sesComplaintRate * 100}% (SES reviews the account at 0.1%). Find which campaign drew the complaints (mail events in the user table), stop it, and check its recipients opted in. ${runbook('ses-bounce-or-complaint-rate')}`,
      metric: complaintRate,
      threshold: alarmThresholds.sesComplaintRate,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    return { bounceRate, complaintRate };
  }

  /** A newsletter campaign not done by the next day's run (the newsletter's own metric). */
  watchCampaign(): Metric {
    const hoursOpen = new Metric({
      namespace: metricsNamespace,
      metricName: businessMetrics.campaignHoursOpen.name,
      dimensionsMap: { Job: 'newsletter' },
      period: Duration.hours(1),
      statistic: 'Maximum',
    });
    this.add('CampaignLate', {
      alarmName: `${Stack.of(this).stackName}-newsletter-campaign-late`,
      alarmDescription: `A newsletter campaign is not done by the next day's run (${alarmThresholds.campaignHoursOpen} hours or more after it started). GET /admin/newsletter shows its state: paused (resume sending once bounces are dealt with), incomplete (SES refused: check the sending quota) or sending (a run stopped: see the newsletter job's errors). ${runbook('newsletter-campaign-late')}`,
      metric: hoursOpen,
      threshold: alarmThresholds.campaignHoursOpen,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      // The newsletter reports once a run: between runs the alarm keeps its state.
      treatMissingData: TreatMissingData.IGNORE,
    });
    return hoursOpen;
  }
}
