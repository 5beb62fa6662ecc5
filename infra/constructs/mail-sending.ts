import { Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement, ServicePrincipal, type Role } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { addressOf } from '../../functions/lib/mail/mailbox';

export interface MailSendingProps {
  /** The From address of every message; its domain (or itself) is a verified SES identity. */
  mailFrom: string;
}

/** The sending events the SES event handler records (functions/user/mail/mail-events/). */
const recordedEvents = [
  EmailSendingEvent.SEND,
  EmailSendingEvent.DELIVERY,
  EmailSendingEvent.OPEN,
  EmailSendingEvent.CLICK,
  EmailSendingEvent.BOUNCE,
  EmailSendingEvent.COMPLAINT,
  EmailSendingEvent.REJECT,
  EmailSendingEvent.RENDERING_FAILURE,
  EmailSendingEvent.DELIVERY_DELAY,
];

/**
 * SES settings of the product's mail: a configuration set every message is sent through (its
 * metrics and suppression list), whose sending events go to an SNS topic for the SES event
 * handler; the right to send from the product's address and agents' verified own addresses.
 */
export class MailSending extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly mailFrom: string;
  /** Where SES publishes the configuration set's events (encrypted with a key of our own). */
  readonly events: Topic;

  constructor(scope: Construct, id: string, props: MailSendingProps) {
    super(scope, id);
    this.mailFrom = props.mailFrom;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', { reputationMetrics: true });

    // SNS's AWS-managed key does not let SES publish, so the topic has a key SES may use.
    const key = new Key(this, 'EventsKey', {
      enableKeyRotation: true,
      description: 'Encrypts the SES sending events of the product mail on their SNS topic.',
    });
    key.grant(new ServicePrincipal('ses.amazonaws.com'), 'kms:GenerateDataKey*', 'kms:Decrypt');
    this.events = new Topic(this, 'Events', {
      displayName: 'SES sending events of the product mail',
      masterKey: key,
      enforceSSL: true,
    });
    this.configurationSet.addEventDestination('ToSns', {
      destination: EventDestination.snsTopic(this.events),
      events: recordedEvents,
    });
  }

  /** Subscribes the SES event handler to the topic. */
  deliverEventsTo(handler: IFunction): void {
    this.events.addSubscription(new LambdaSubscription(handler));
  }

  /**
   * Asking SES to verify an agent's own address and reading how that stands
   * (`POST /verifySesIdentity/{id}`, DECISIONS row 12); and, for an address whose link expired,
   * deleting the identity to make it again (a new link). Delete is for e-mail identities only
   * (`*@*`): never the product's domain.
   */
  grantVerifyIdentities(role: Role): void {
    const stack = Stack.of(this);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:CreateEmailIdentity', 'ses:GetEmailIdentity'],
        resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:DeleteEmailIdentity'],
        resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*@*' })],
      }),
    );
    // Never the product's own address (its identity when no domain is verified): the code
    // deletes only an identity that cannot send, and this holds should it ever not.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: ['ses:DeleteEmailIdentity'],
        // As the deployer spelled it, and lower-cased as the agents' addresses are: IAM compares
        // ARNs case-sensitively.
        resources: [...new Set([addressOf(this.mailFrom), addressOf(this.mailFrom).toLowerCase()])].map((address) =>
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName: address }),
        ),
      }),
    );
    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "An agent's address becomes an SES identity at run time, so its name is not known at deploy time. Accepted risk: the function may create and read identities of the account, and delete e-mail identities (an agent's whose link expired, to send a new one), never a domain.",
          appliesTo: [{ regex: '/^Resource::arn:[^:]+:ses:[^:]+:[^:]+:identity\\/\\*(@\\*)?$/g' }],
        },
      ],
      true,
    );
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
        // No ses:FromAddress condition: an agent whose own address SES verified sends as
        // themselves (DECISIONS row 12). SES sends only from verified identities, and the
        // account's are the product's address and those agents' addresses.
      }),
    );
    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "SES identities: sending checks the sender's and (in the sandbox) the recipients' identities, so the resource is identity/*; SES sends only from the account's verified identities: the product's address and the agents' own addresses they verified (DECISIONS row 12). Accepted risk: the function may send as any of those.",
          appliesTo: [{ regex: '/^Resource::arn:[^:]+:ses:[^:]+:[^:]+:identity\\/\\*$/g' }],
        },
      ],
      true,
    );
  }
}
