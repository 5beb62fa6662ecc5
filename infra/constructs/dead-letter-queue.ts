import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';

/**
 * A dead-letter queue, kept 14 days, encrypted and TLS-only; `whyNoneOfItsOwn` is the accepted
 * risk cdk-nag's SQS3 asks for (a dead-letter queue needs no dead-letter queue).
 */
export function deadLetterQueue(scope: Construct, id: string, whyNoneOfItsOwn: string): Queue {
  const queue = new Queue(scope, id, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  NagSuppressions.addResourceSuppressions(queue, [{ id: 'AwsSolutions-SQS3', reason: whyNoneOfItsOwn }]);
  return queue;
}
