import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { addressOf } from '../../functions/lib/mail/mailbox';
import { buildStacks, logicalId, testMailFrom } from './stacks';

const { stateful, stateless } = buildStacks();
const template = Template.fromStack(stateless);

describe('stateless stack: SES sending events', () => {
  it("publishes the configuration set's sending events to an encrypted SNS topic", () => {
    // The other topic is the operators' alarms (test/infra/operations.test.ts).
    const alarmsTopic = logicalId(stateless.alarms.topic);
    const topics = template.findResources('AWS::SNS::Topic');
    const [topicId] = Object.keys(topics).filter((id) => id !== alarmsTopic);
    expect(Object.keys(topics)).toHaveLength(2);
    expect(topics[topicId!]!.Properties.KmsMasterKeyId).toBeDefined();
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['send', 'delivery', 'open', 'click', 'bounce', 'complaint']),
        SnsDestination: { TopicARN: { Ref: topicId } },
      },
    });
  });

  it('lets SES, and only for this account, publish to the topic and use its key', () => {
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'sns:Publish',
            Principal: { Service: 'ses.amazonaws.com' },
            Condition: { StringEquals: Match.objectLike({ 'AWS:SourceAccount': Match.anyValue() }) },
          }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'ses.amazonaws.com' }, Action: Match.arrayWith(['kms:Decrypt']) }),
        ]),
      },
    });
  });

  it('subscribes the SES event handler to the topic, and it writes the user table only', () => {
    const handler = logicalId(stateless.mailEvents.function);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      Endpoint: { 'Fn::GetAtt': [handler, 'Arn'] },
    });
    const policies = template.findResources('AWS::IAM::Policy', {
      Properties: { Roles: [{ Ref: logicalId(stateless.mailEvents.role) }] },
    });
    const text = JSON.stringify(policies);
    expect(text).toContain(logicalId(stateful.tables.user));
    expect(text).not.toContain(logicalId(stateful.tables.property));
    expect(text).not.toContain('ses:SendEmail');
  });

  it('lets the user service ask SES to verify an identity, and no other service', () => {
    const verifying = Match.objectLike({ Action: ['ses:CreateEmailIdentity', 'ses:GetEmailIdentity'] });
    for (const [name, fn] of stateless.functions) {
      const policies = template.findResources('AWS::IAM::Policy', {
        Properties: {
          Roles: [{ Ref: logicalId(fn.role) }],
          PolicyDocument: { Statement: Match.arrayWith([verifying]) },
        },
      });
      expect(Object.keys(policies).length, name).toBe(name === 'user' ? 1 : 0);
    }
  });

  it('lets the user service delete e-mail identities only (an expired link made again), and no other service', () => {
    const deleting = Match.objectLike({ Action: 'ses:DeleteEmailIdentity' });
    for (const [name, fn] of stateless.functions) {
      const policies = template.findResources('AWS::IAM::Policy', {
        Properties: {
          Roles: [{ Ref: logicalId(fn.role) }],
          PolicyDocument: { Statement: Match.arrayWith([deleting]) },
        },
      });
      expect(Object.keys(policies).length, name).toBe(name === 'user' ? 1 : 0);
      for (const policy of Object.values(policies)) {
        const statements = (
          policy.Properties.PolicyDocument.Statement as Array<{ Action: unknown; Resource: unknown }>
        ).filter((statement) => statement.Action === 'ses:DeleteEmailIdentity');
        const allowed = statements.filter((statement) => (statement as { Effect?: string }).Effect === 'Allow');
        expect(allowed.map((statement) => statement.Resource)).toEqual([
          expect.stringMatching(/^arn:aws:ses:[^:]+:\d+:identity\/\*@\*$/),
        ]);
        // Never the product's own address, whatever the code does (review 65 L3).
        const denied = statements.filter((statement) => (statement as { Effect?: string }).Effect === 'Deny');
        expect(denied.map((statement) => statement.Resource)).toEqual([
          expect.stringMatching(new RegExp(`:identity/${addressOf(testMailFrom).replaceAll('.', '\\.')}$`)),
        ]);
      }
    }
  });

  it("keeps an event Lambda's two retries did not record in an encrypted, TLS-only dead-letter queue", () => {
    const handler = template.toJSON().Resources[logicalId(stateless.mailEvents.function)].Properties;
    const queueId = (handler.DeadLetterConfig?.TargetArn as { 'Fn::GetAtt': [string, string] } | undefined)?.[
      'Fn::GetAtt'
    ][0];
    const queue = template.toJSON().Resources[queueId ?? '']?.Properties;
    expect(queue).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it("alarms on the handler's errors and on its dead-letter queue holding an event, with their runbook", () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'));
    const named = (suffix: string) => alarms.find((alarm) => String(alarm.Properties.AlarmName).endsWith(suffix));
    const handler = logicalId(stateless.mailEvents.function);
    expect(named('-ses-events-errors')?.Properties).toMatchObject({
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: handler } }],
      Threshold: 1,
      Period: 300,
    });
    const queueId = template.toJSON().Resources[handler].Properties.DeadLetterConfig.TargetArn['Fn::GetAtt'][0];
    expect(named('-ses-events-dead-letters')?.Properties).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
    });
    for (const suffix of ['-ses-events-errors', '-ses-events-dead-letters']) {
      expect(String(named(suffix)?.Properties.AlarmDescription)).toContain('docs/operations.md#ses-events-failed');
    }
  });
});
