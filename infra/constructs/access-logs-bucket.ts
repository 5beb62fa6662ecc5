import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';

/**
 * Where the buckets' server access logs and CloudFront's access logs land. CloudFront's
 * standard logging writes through bucket ACLs, hence object-writer ownership; nothing in
 * here is public.
 */
export class AccessLogsBucket extends Bucket {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this, [
      {
        id: 'AwsSolutions-S1',
        reason:
          'This is the access-log bucket itself; logging it into itself would loop. Accepted risk: reads of the logs are recorded only by CloudTrail.',
      },
    ]);
  }
}
