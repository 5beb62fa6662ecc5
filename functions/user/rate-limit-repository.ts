import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { env } from '../lib/env';
import type { CountedRequest } from '../lib/rate-limit/fixed-window';
import { userKeys } from './keys';

const table = () => env().USER_TABLE;

/**
 * Counts one request in the caller's current window and answers the new count. One atomic
 * ADD on one item, so every Lambda instance shares the count (DECISIONS row 28) without a
 * transaction (dynalite has none). Nothing relies on the TTL: old windows are simply unused.
 * Other services count through `published.ts` (`countRateRequest`).
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
