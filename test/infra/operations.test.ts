import { readFileSync } from 'node:fs';
import { confirmationRefusedLog, signUpRefusedLog } from '../../functions/lib/signals/metric-names';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../functions/jobs/jobs';
import { services } from '../../functions/services';
import { buildStacks, logicalId, testApp } from './stacks';

const { stateful, stateless, edge } = buildStacks(testApp({ context: { opsEmail: 'ops@brokerage.example.ca' } }));
const template = Template.fromStack(stateless);
type Resource = { Properties: Record<string, unknown> };
const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm') as Record<string, Resource>);
const topicId = logicalId(stateless.alarms.topic);
const alarmNamed = (suffix: string) => alarms.find((alarm) => String(alarm.Properties.AlarmName).endsWith(suffix));

/** CDK's own handlers (custom resources, bucket deployment, the trigger provider): not our code. */
const cdkProvided = /^(Custom|AWS679f53fac002430cb0da5b7982bd2287|AWSCDKTrigger)/;

describe('operations: alarms', () => {
  it('gives every alarm one action, the operators topic, and a description that says what to do', () => {
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(String(alarm.Properties.AlarmDescription)).toMatch(/Runbook: docs\/operations\.md#/);
    }
  });

  it('links each alarm to a section of docs/operations.md that exists', () => {
    const runbook = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    // GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
    const anchors = [...runbook.matchAll(/^#{2,4} (.+)$/gm)].map((heading) =>
      heading[1]!
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replace(/ /g, '-'),
    );
    for (const alarm of alarms) {
      const [, anchor] = /docs\/operations\.md#([a-z0-9-]+)/.exec(String(alarm.Properties.AlarmDescription)) ?? [];
      expect(anchors, String(alarm.Properties.AlarmName)).toContain(anchor);
    }
  });

  it('mails the topic to the -c opsEmail address', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@brokerage.example.ca',
      TopicArn: { Ref: topicId },
    });
  });

  it.each(jobs.map((job) => job.name))('%s: an errors alarm on its function and a depth alarm on its DLQ', (name) => {
    const job = stateless.jobs.get(name)!;
    const functionId = logicalId(job.function.function);
    const queueId = logicalId(job.deadLetters);
    template.hasResourceProperties('AWS::Lambda::Function', {
      DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
    });
    expect(alarmNamed(`-job-${name}-errors`)?.Properties).toMatchObject({
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId } }],
      Threshold: 1,
    });
    expect(alarmNamed(`-job-${name}-dead-letters`)?.Properties).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
    });
  });

  it('alarms on the API 5xx rate above 1% and its p95 latency above 1 s, over 5 minutes', () => {
    const rate = alarmNamed('-api-5xx-rate')?.Properties;
    expect(rate).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanThreshold' });
    expect(JSON.stringify(rate?.Metrics)).toContain('100 * errors / MAX([requests, 1])');
    expect(JSON.stringify(rate?.Metrics)).toContain('"MetricName":"5xx"');
    const latency = alarmNamed('-api-latency-p95')?.Properties;
    expect(latency).toMatchObject({ Threshold: 1000, ComparisonOperator: 'GreaterThanThreshold' });
    expect(JSON.stringify(latency?.Metrics)).toMatch(/"MetricName":"Latency".*"Period":300,"Stat":"p95"/);
  });

  it("alarms on SES's bounce rate at 2% and complaint rate at 0.08%", () => {
    expect(alarmNamed('-ses-bounce-rate')?.Properties).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.02,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(alarmNamed('-ses-complaint-rate')?.Properties).toMatchObject({
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.0008,
    });
  });

  it("alarms on a newsletter campaign still open at the next day's run, from the metric the newsletter emits", () => {
    expect(alarmNamed('-newsletter-campaign-late')?.Properties).toMatchObject({
      Namespace: 'GtaHomes',
      MetricName: 'CampaignHoursOpen',
      Dimensions: [{ Name: 'Job', Value: 'newsletter' }],
      Threshold: 20,
      TreatMissingData: 'ignore',
    });
  });

  it('alarms on throttles of every function of the stack', () => {
    const throttled = alarms.filter((alarm) => alarm.Properties.MetricName === 'Throttles');
    const workers = jobs.filter((job) => job.queue).length;
    // The jobs, their workers, the services, the SES event handler and the user pool's 4 triggers.
    expect(throttled).toHaveLength(jobs.length + workers + services.length + 1 + 4);
  });
});

describe("operations: the user pool's triggers (stateful stack)", () => {
  const statefulTemplate = Template.fromStack(stateful);
  const pool = Object.values(statefulTemplate.findResources('AWS::Cognito::UserPool'))[0]!;
  const lambdaConfig = pool.Properties.LambdaConfig as Record<string, { 'Fn::GetAtt': [string, string] }>;
  const triggers = [
    ['pre-sign-up', 'PreSignUp'],
    ['post-confirmation', 'PostConfirmation'],
    ['post-authentication', 'PostAuthentication'],
    ['custom-message', 'CustomMessage'],
  ] as const;
  /**
   * The stateless stack names the trigger by its fixed function name, a plain string: no
   * cross-stack export, which would block replacing a trigger (review 47 M7).
   */
  const functionNameOf = (functionId: string) =>
    statefulTemplate.toJSON().Resources[functionId].Properties.FunctionName as string;
  const namesFunction = (alarm: Resource | undefined, functionId: string) => {
    const watched = JSON.stringify(alarm?.Properties.Dimensions ?? alarm?.Properties.Metrics);
    return watched.includes(`"${functionNameOf(functionId)}"`) && !watched.includes('ImportValue');
  };

  it('are named <stack>-<trigger>, and the stateless stack imports nothing of the stateful one', () => {
    for (const [name, event] of triggers) {
      expect(functionNameOf(lambdaConfig[event]!['Fn::GetAtt'][0])).toBe(`${stateful.stackName}-${name}`);
    }
    expect(JSON.stringify(template.toJSON())).not.toMatch(
      /ExportsOutputRef\w*(PreSignUp|PostConfirmation|PostAuthentication|CustomMessage)/,
    );
  });

  it.each(triggers)('%s: a throttles alarm on its function, to the operators', (name, event) => {
    const functionId = lambdaConfig[event]!['Fn::GetAtt'][0];
    const alarm = alarmNamed(`-${name}-throttles`);
    expect(alarm?.Properties).toMatchObject({ MetricName: 'Throttles', Threshold: 1 });
    expect(namesFunction(alarm, functionId)).toBe(true);
  });

  it.each(triggers.filter(([name]) => name !== 'pre-sign-up' && name !== 'post-confirmation'))(
    '%s: an errors alarm at 1 error in 5 minutes, with its runbook',
    (name, event) => {
      const functionId = lambdaConfig[event]!['Fn::GetAtt'][0];
      const alarm = alarmNamed(`-${name}-errors`);
      expect(alarm?.Properties).toMatchObject({
        MetricName: 'Errors',
        Namespace: 'AWS/Lambda',
        Period: 300,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      expect(namesFunction(alarm, functionId)).toBe(true);
      expect(String(alarm?.Properties.AlarmDescription)).toContain('docs/operations.md#a-user-pool-trigger-failed');
    },
  );

  it.each([
    ['pre-sign-up', 'PreSignUp', signUpRefusedLog],
    ['post-confirmation', 'PostConfirmation', confirmationRefusedLog],
  ] as const)('%s: an errors alarm that leaves out what it refuses on purpose', (name, event, refusalLine) => {
    // A refusal (pre-sign-up: no invitation, a stale link; post-confirmation: an invitation
    // withdrawn while the code was on the way) is a thrown error, which Lambda counts as an
    // error; the trigger logs a line of its own for each, which the filter counts.
    const functionId = lambdaConfig[event]!['Fn::GetAtt'][0];
    const alarm = alarmNamed(`-${name}-errors`);
    expect(alarm?.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    const metrics = JSON.stringify(alarm?.Properties.Metrics);
    expect(metrics).toContain('"MetricName":"Errors"');
    expect(metrics).toContain('errors - FILL(refused, 0)');
    expect(namesFunction(alarm, functionId)).toBe(true);
    expect(String(alarm?.Properties.AlarmDescription)).toContain('docs/operations.md#a-user-pool-trigger-failed');
    const filter = Object.values(statefulTemplate.findResources('AWS::Logs::MetricFilter')).find(
      (candidate) => candidate.Properties.FilterPattern === `"${refusalLine}"`,
    );
    const trigger = statefulTemplate.toJSON().Resources[functionId].Properties;
    expect(filter?.Properties.LogGroupName).toEqual(trigger.LoggingConfig.LogGroup);
    expect(metrics).toContain(`"MetricName":"${filter?.Properties.MetricTransformations[0].MetricName}"`);
  });
});

describe('operations: jobs near their time limit, queues falling behind', () => {
  const fannedOut = jobs.filter((job) => job.queue);

  it.each(jobs.map((job) => [job.name, job.timeoutMinutes] as const))(
    '%s: an alarm when a run takes over 0.7 of its %i-minute timeout',
    (name, timeoutMinutes) => {
      const job = stateless.jobs.get(name)!;
      expect(alarmNamed(`-job-${name}-duration`)?.Properties).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Duration',
        Statistic: 'Maximum',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalId(job.function.function) } }],
        Threshold: 0.7 * timeoutMinutes * 60_000,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    },
  );

  it.each(fannedOut.map((job) => [job.name, job.queue!.workerTimeoutMinutes] as const))(
    '%s: an alarm when a worker batch takes over 0.7 of its %i-minute timeout',
    (name, timeoutMinutes) => {
      const queue = stateless.jobQueues.get(name)!;
      expect(alarmNamed(`-${name}-worker-duration`)?.Properties).toMatchObject({
        MetricName: 'Duration',
        Statistic: 'Maximum',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalId(queue.worker.function) } }],
        Threshold: 0.7 * timeoutMinutes * 60_000,
      });
    },
  );

  it.each(fannedOut.map((job) => job.name))(
    "%s: an alarm when its work queue's oldest message is a quarter of the way to expiring (1 of 4 days)",
    (name) => {
      const queue = stateless.jobQueues.get(name)!;
      const retention = template.toJSON().Resources[logicalId(queue.queue)].Properties.MessageRetentionPeriod as number;
      expect(retention).toBe(4 * 24 * 3600);
      expect(alarmNamed(`-${name}-queue-age`)?.Properties).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateAgeOfOldestMessage',
        Statistic: 'Maximum',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(queue.queue), 'QueueName'] } }],
        Threshold: retention / 4,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    },
  );
});

describe('operations: dashboard and traces', () => {
  it('has one dashboard, with the API, job, DLQ, mail, SES and campaign figures', () => {
    const dashboards = Object.values(template.findResources('AWS::CloudWatch::Dashboard') as Record<string, Resource>);
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]?.Properties.DashboardBody);
    for (const figure of [
      '5xx',
      'Latency',
      'Errors',
      'ApproximateNumberOfMessagesVisible',
      'MailSent',
      'Reputation.BounceRate',
      'CampaignHoursOpen',
      'Throttles',
    ]) {
      expect(body).toContain(figure);
    }
  });

  it('traces every function of ours (X-Ray active), in every stack', () => {
    let ours = 0;
    for (const stack of [stateful, stateless, edge]) {
      const functions = Template.fromStack(stack).findResources('AWS::Lambda::Function') as Record<string, Resource>;
      for (const [id, fn] of Object.entries(functions)) {
        if (cdkProvided.test(id)) continue;
        ours += 1;
        expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
      }
    }
    // The services, the jobs, the SES event handler and the Cognito triggers.
    expect(ours).toBeGreaterThanOrEqual(services.length + jobs.length + 1);
  });
});
