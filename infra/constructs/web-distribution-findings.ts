import { Stack } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { arnInFinding } from './nag-finding';

/** The site's accepted cdk-nag findings (web-distribution.ts), each with its reason. */

/** The deployment runs CDK's own copy function, a singleton at the stack's root. */
export function suppressDeploymentFindings(deployment: BucketDeployment, siteBucket: Bucket): void {
  NagSuppressions.addResourceSuppressions(
    deployment.handlerRole,
    [
      {
        id: 'AwsSolutions-IAM4',
        reason:
          "CDK's BucketDeployment function logs with the AWS-managed basic execution policy. Accepted risk: that deploy-time function may write to any log group.",
        appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "CDK's BucketDeployment copies the build from the CDK asset bucket into the site bucket (all objects, with prune) and invalidates the distribution (an action it grants on *). Accepted risk: that deploy-time function can change any object of the site bucket and invalidate any distribution.",
        appliesTo: [
          'Action::s3:GetObject*',
          'Action::s3:GetBucket*',
          'Action::s3:List*',
          'Action::s3:DeleteObject*',
          'Action::s3:Abort*',
          `Resource::${arnInFinding(siteBucket)}/*`,
          { regex: '/^Resource::arn:[^:]+:s3:::cdk-[a-z0-9]+-assets-[^/]+\\/\\*$/g' },
          'Resource::*',
        ],
      },
    ],
    true,
  );
  const copyFunction = Stack.of(deployment).node.children.find((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  if (copyFunction) {
    NagSuppressions.addResourceSuppressions(copyFunction, [
      {
        id: 'AwsSolutions-L1',
        reason:
          "CDK's BucketDeployment function runs on the Python runtime CDK pins. Accepted risk: it runs only during deployments.",
      },
    ]);
  }
}

/** What cdk-nag finds in the distribution, and why it stays. */
export function suppressDistributionFindings(distribution: Distribution): void {
  NagSuppressions.addResourceSuppressions(distribution, [
    {
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: buyers and sellers of GTA homes browse from anywhere. Accepted risk: the site answers requests from every country.',
    },
    {
      id: 'AwsSolutions-CFR4',
      reason:
        'The distribution uses the default *.cloudfront.net certificate, whose minimum TLS version cannot be set. Accepted risk: old TLS clients can connect until a custom domain and certificate are added.',
    },
  ]);
}
