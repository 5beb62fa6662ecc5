import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { env } from './env';
import { tracer } from './signals/signals';

/**
 * The one factory of AWS SDK clients: each is created once per cold start from the
 * environment: in AWS with the Lambda's region and role; locally the `*_ENDPOINT` variables
 * point them at the stand-ins. Only repositories and adapters import these (lint enforces it).
 * Each is traced: in Lambda every call is an X-Ray subsegment; elsewhere the Tracer is off and
 * hands the client back untouched.
 */
const traced = <T>(client: T): T => tracer.captureAWSv3Client(client);

let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;
let presigningS3Client: S3Client | undefined;
let sesClient: SESv2Client | undefined;
let sesSendingClient: SESv2Client | undefined;
let cognitoClient: CognitoIdentityProviderClient | undefined;
let lambdaClient: LambdaClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = env();
    documentClient = DynamoDBDocumentClient.from(
      traced(new DynamoDBClient({ region: AWS_REGION, ...(DYNAMODB_ENDPOINT && { endpoint: DYNAMODB_ENDPOINT }) })),
      { marshallOptions: { removeUndefinedValues: true } },
    );
  }
  return documentClient;
}

/** S3; locally s3rver, which serves buckets by path rather than by host name. */
export function s3(): S3Client {
  if (!s3Client) {
    const { AWS_REGION, S3_ENDPOINT } = env();
    s3Client = traced(
      new S3Client({
        region: AWS_REGION,
        ...(S3_ENDPOINT && { endpoint: S3_ENDPOINT, forcePathStyle: true }),
      }),
    );
  }
  return s3Client;
}

/**
 * S3 for the uploads bucket, whose PUTs the browser makes with a presigned URL: a presigned
 * PUT must not carry a checksum of an empty body in its query string, so this client adds a
 * checksum only where S3 requires one.
 */
export function presigningS3(): S3Client {
  if (!presigningS3Client) {
    const { AWS_REGION, S3_ENDPOINT } = env();
    presigningS3Client = traced(
      new S3Client({
        region: AWS_REGION,
        ...(S3_ENDPOINT && { endpoint: S3_ENDPOINT, forcePathStyle: true }),
        requestChecksumCalculation: 'WHEN_REQUIRED',
      }),
    );
  }
  return presigningS3Client;
}

/**
 * SES v2 for everything but sending (the agents' sender identities); locally aws-ses-v2-local.
 * The SDK's default retries: these calls are safe to repeat.
 */
export function ses(): SESv2Client {
  if (!sesClient) {
    const { AWS_REGION, SES_ENDPOINT } = env();
    sesClient = traced(new SESv2Client({ region: AWS_REGION, ...(SES_ENDPOINT && { endpoint: SES_ENDPOINT }) }));
  }
  return sesClient;
}

/**
 * SES v2 for SendEmail only, one attempt per call: the SDK would retry a timed-out SendEmail
 * that SES may have acted on and send a second copy. The mail helper retries what it knows
 * sent nothing (throttling, a connection refused) and decides what the rest means
 * (functions/lib/mail/send.ts).
 */
export function sesSending(): SESv2Client {
  if (!sesSendingClient) {
    const { AWS_REGION, SES_ENDPOINT } = env();
    sesSendingClient = traced(
      new SESv2Client({
        region: AWS_REGION,
        maxAttempts: 1,
        ...(SES_ENDPOINT && { endpoint: SES_ENDPOINT }),
      }),
    );
  }
  return sesSendingClient;
}

/** The user pool's admin calls (group memberships); locally cognito-local. */
export function cognito(): CognitoIdentityProviderClient {
  if (!cognitoClient) {
    const { AWS_REGION, COGNITO_ENDPOINT } = env();
    cognitoClient = traced(
      new CognitoIdentityProviderClient({
        region: AWS_REGION,
        ...(COGNITO_ENDPOINT && { endpoint: COGNITO_ENDPOINT }),
      }),
    );
  }
  return cognitoClient;
}

/**
 * Lambda, to start a job's function asynchronously (the user deletion). AWS only: locally the
 * jobs run in the process (functions/user/deletion/deletion-starter.ts), so no endpoint is set.
 */
export function lambda(): LambdaClient {
  lambdaClient ??= traced(new LambdaClient({ region: env().AWS_REGION }));
  return lambdaClient;
}

/** For tests (and the local stack) that point the process at other endpoints. */
export function resetClients(): void {
  documentClient = undefined;
  s3Client = undefined;
  presigningS3Client = undefined;
  sesClient = undefined;
  sesSendingClient = undefined;
  cognitoClient = undefined;
  lambdaClient = undefined;
}
