import { RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, type BucketProps, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface PrivateBucketProps extends Pick<BucketProps, 'cors' | 'lifecycleRules' | 'versioned'> {
  /** Where S3 writes this bucket's server access logs. */
  accessLogs: { bucket: IBucket; prefix: string };
  /** RETAIN for data (stateful stack); DESTROY empties and removes a rebuildable bucket. */
  removalPolicy: RemovalPolicy;
}

/**
 * A bucket nobody reaches without credentials: public access blocked, S3-managed
 * encryption, TLS-only requests, and its access logged. Readers come through IAM grants or
 * CloudFront's origin access control.
 */
export class PrivateBucket extends Bucket {
  constructor(scope: Construct, id: string, props: PrivateBucketProps) {
    const { accessLogs, removalPolicy, ...rest } = props;
    super(scope, id, {
      ...rest,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: accessLogs.bucket,
      serverAccessLogsPrefix: accessLogs.prefix,
      removalPolicy,
      autoDeleteObjects: removalPolicy === RemovalPolicy.DESTROY,
    });
  }
}
