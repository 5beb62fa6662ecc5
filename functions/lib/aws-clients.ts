import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

/**
 * AWS SDK clients, created once per cold start from the environment: in AWS they use the
 * Lambda's region and role; locally the `*_ENDPOINT` variables point them at the stand-ins.
 * Only repositories import these.
 */
let documentClient: DynamoDBDocumentClient | undefined;

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

/** For tests that point the process at other endpoints. */
export function resetClients(): void {
  documentClient = undefined;
}
