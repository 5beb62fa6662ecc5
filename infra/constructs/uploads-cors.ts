import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  PhysicalResourceId,
  type AwsSdkCall,
} from 'aws-cdk-lib/custom-resources';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface UploadsCorsProps {
  /** The uploads bucket, in the stateful stack. */
  bucket: IBucket;
  /** The only origins whose pages may PUT to a presigned upload URL, e.g. `https://d123.cloudfront.net`. */
  allowedOrigins: string[];
}

/**
 * The uploads bucket's CORS rule, set from the stack that knows the site's address. The
 * bucket lives in the stateful stack and the distribution here: naming the distribution in
 * the bucket's own CorsConfiguration would make the stateful stack depend on this one, a
 * cycle. So the stateful stack declares no CORS, and this deploy-time call (PutBucketCors)
 * allows the site's origin, never `*`; it is removed with this stack.
 *
 * Browsers PUT straight to presigned URLs: the signature, not CORS, is the authority. CORS
 * only decides which pages may make that request and read its answer (the ETag).
 */
export class UploadsCors extends Construct {
  constructor(scope: Construct, id: string, props: UploadsCorsProps) {
    super(scope, id);
    const put: AwsSdkCall = {
      service: 'S3',
      action: 'putBucketCors',
      parameters: {
        Bucket: props.bucket.bucketName,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedMethods: ['PUT'],
              AllowedOrigins: props.allowedOrigins,
              AllowedHeaders: ['*'],
              ExposeHeaders: ['ETag'],
              MaxAgeSeconds: 3000,
            },
          ],
        },
      },
      physicalResourceId: PhysicalResourceId.of(`${props.bucket.bucketName}-cors`),
    };
    const resource = new AwsCustomResource(this, 'PutBucketCors', {
      onCreate: put,
      onUpdate: put,
      onDelete: { service: 'S3', action: 'deleteBucketCors', parameters: { Bucket: props.bucket.bucketName } },
      // DeleteBucketCors is authorised by s3:PutBucketCORS too.
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [props.bucket.bucketArn] }),
      ]),
      installLatestAwsSdk: false,
    });
    this.suppressProviderFindings(resource);
  }

  /** The call runs in CDK's one provider function of the stack (a singleton at its root). */
  private suppressProviderFindings(resource: AwsCustomResource): void {
    const stack = Stack.of(this);
    const provider = stack.node.tryFindChild(`AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replaceAll('-', '')}`);
    if (!provider) throw new Error(`${resource.node.path}: CDK's AwsCustomResource provider was not found.`);
    NagSuppressions.addResourceSuppressions(
      provider,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            "CDK's AwsCustomResource provider logs with the AWS-managed basic execution policy. Accepted risk: that deploy-time function may write to any log group.",
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
        },
      ],
      true,
    );
  }
}
