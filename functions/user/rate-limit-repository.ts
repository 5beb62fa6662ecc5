import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { env } from '../lib/env';
import { userKeys } from './keys';

const table = () => env().USER_TABLE;

export interface CountedRequest {
  bucket: string;
  callerKey: string;
  /** ISO instant the fixed window starts at: one counter item per caller and window. */
  windowStart: string;
  /** Epoch seconds after which the table's TTL may delete the counter. */
  expiresAt: number;
}

/**
 * Counts one request in the caller's current window and answers the new count. One atomic
 * ADD on one item, so every Lambda instance shares the count (DECISIONS row 28) without a
 * transaction (dynalite has none). Nothing relies on the TTL: old windows are simply unused.
 */
export async function countRequest(request: CountedRequest): Promise<number> {
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: userKeys.rateLimit(request.bucket, request.callerKey, request.windowStart),
      UpdateExpression: 'ADD #count :one SET #expiresAt = if_not_exists(#expiresAt, :expiresAt)',
      ExpressionAttributeNames: { '#count': 'count', '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: { ':one': 1, ':expiresAt': request.expiresAt },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.count ?? 1);
}
