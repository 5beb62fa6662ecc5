import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { env } from './env';

/**
 * AWS SDK clients, created once per cold start from the environment: in AWS they use the
 * Lambda's region and role; locally the `*_ENDPOINT` variables point them at the stand-ins.
 * Only repositories import these.
 */
let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;
let sesClient: SESv2Client | undefined;

export function dynamo(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = env();
    documentClient = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: AWS_REGION, ...(DYNAMODB_ENDPOINT && { endpoint: DYNAMODB_ENDPOINT }) }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
  }
  return documentClient;
}

/** S3; locally s3rver, which serves buckets by path rather than by host name. */
export function s3(): S3Client {
  if (!s3Client) {
    const { AWS_REGION, S3_ENDPOINT } = env();
    s3Client = new S3Client({
      region: AWS_REGION,
      ...(S3_ENDPOINT && { endpoint: S3_ENDPOINT, forcePathStyle: true }),
    });
  }
  return s3Client;
}

/** SES v2; locally aws-ses-v2-local, which keeps every message and shows it on its page. */
export function ses(): SESv2Client {
  if (!sesClient) {
    const { AWS_REGION, SES_ENDPOINT } = env();
    sesClient = new SESv2Client({ region: AWS_REGION, ...(SES_ENDPOINT && { endpoint: SES_ENDPOINT }) });
  }
  return sesClient;
}

/** For tests that point the process at other endpoints. */
export function resetClients(): void {
  documentClient = undefined;
  s3Client = undefined;
  sesClient = undefined;
}
