import { Stack } from 'aws-cdk-lib';
import { PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import { ConfigurationSet } from 'aws-cdk-lib/aws-ses';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface MailSendingProps {
  /** The From address of every message; its domain (or itself) is a verified SES identity. */
  mailFrom: string;
}

/**
 * SES settings of the product's mail: a configuration set every message is sent through
 * (its metrics and suppression list), and the right to send from one address only.
 */
export class MailSending extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly mailFrom: string;

  constructor(scope: Construct, id: string, props: MailSendingProps) {
    super(scope, id);
    this.mailFrom = props.mailFrom;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', { reputationMetrics: true });
  }

  grantSend(role: Role): void {
    const stack = Stack.of(this);
    const arn = (resource: string, resourceName: string) => stack.formatArn({ service: 'ses', resource, resourceName });
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          arn('configuration-set', this.configurationSet.configurationSetName),
          // In the SES sandbox the recipients are identities too, so the identity part
          // cannot name one domain; the From-address condition is what narrows it.
          arn('identity', '*'),
        ],
        conditions: { StringEquals: { 'ses:FromAddress': bareAddress(this.mailFrom) } },
      }),
    );
    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "SES identities: sending checks the sender's and (in the sandbox) the recipients' identities, so the resource is identity/*; the ses:FromAddress condition allows only the product's From address. Accepted risk: none beyond sending as that address.",
          appliesTo: [{ regex: '/^Resource::arn:[^:]+:ses:[^:]+:[^:]+:identity\\/\\*$/g' }],
        },
      ],
      true,
    );
  }
}

/** `GTA Homes <no-reply@example.com>` → `no-reply@example.com`, as SES compares it. */
function bareAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
}
