import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildStacks, logicalId } from './stacks';

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
});
