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

  it('alarms on a newsletter campaign still open 24 hours after it started, from the metric the newsletter emits', () => {
    expect(alarmNamed('-newsletter-campaign-late')?.Properties).toMatchObject({
      Namespace: 'GtaHomes',
      MetricName: 'CampaignHoursOpen',
      Dimensions: [{ Name: 'Job', Value: 'newsletter' }],
      Threshold: 24,
      TreatMissingData: 'ignore',
    });
  });

  it('alarms on throttles of every function of the stack', () => {
    const throttled = alarms.filter((alarm) => alarm.Properties.MetricName === 'Throttles');
    const workers = jobs.filter((job) => job.queue).length;
    expect(throttled).toHaveLength(jobs.length + workers + services.length + 1);
  });
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
