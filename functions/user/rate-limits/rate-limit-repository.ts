import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import type { BudgetStore } from '../../lib/rate-limit/daily-budget';
import type { CountedRequest } from '../../lib/rate-limit/fixed-window';
import type { SlotStore } from '../../lib/rate-limit/sliding-slots';
import { rateLimitKeys } from './keys';

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
      Key: rateLimitKeys.rateLimit(request.bucket, request.callerKey, request.windowStart),
      UpdateExpression: 'ADD #count :one SET #expiresAt = if_not_exists(#expiresAt, :expiresAt)',
      ExpressionAttributeNames: { '#count': 'count', '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: { ':one': 1, ':expiresAt': request.expiresAt },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.count ?? 1);
}

/**
 * The sliding limits' slots (functions/lib/rate-limit/sliding-slots.ts): one item per key and
 * slot (`SLOT#{n}` in the counter's partition) holding when it was taken; taking one is a
 * conditional write, so every instance shares them without a transaction.
 */
export const slotStore: SlotStore = {
  async claim({ bucket, callerKey, slot, at, freeUpTo, expiresAt }) {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: rateLimitKeys.rateLimit(bucket, callerKey, `SLOT#${slot}`),
          UpdateExpression: 'SET #at = :at, #expiresAt = :expiresAt',
          ConditionExpression: 'attribute_not_exists(#at) OR #at <= :freeUpTo',
          ExpressionAttributeNames: { '#at': 'takenAt', '#expiresAt': 'expiresAt' },
          ExpressionAttributeValues: { ':at': at, ':freeUpTo': freeUpTo, ':expiresAt': expiresAt },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  },
  async release({ bucket, callerKey, slot, at }) {
    try {
      await dynamo().send(
        new DeleteCommand({
          TableName: table(),
          Key: rateLimitKeys.rateLimit(bucket, callerKey, `SLOT#${slot}`),
          ConditionExpression: '#at = :at',
          ExpressionAttributeNames: { '#at': 'takenAt' },
          ExpressionAttributeValues: { ':at': at },
        }),
      );
    } catch (error) {
      // Taken again meanwhile (the window passed): it is someone else's now.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  },
};

/**
 * The daily budgets (functions/lib/rate-limit/daily-budget.ts): one counter per key and day
 * (`DAY#{YYYY-MM-DD}` in the counter's partition), spent by one conditional ADD only when the
 * whole amount fits.
 */
export const budgetStore: BudgetStore = {
  async spend({ bucket, callerKey, day, amount, limit, expiresAt }) {
    const key = rateLimitKeys.rateLimit(bucket, callerKey, `DAY#${day}`);
    const used = async () => {
      const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }));
      return Number(Item?.used ?? 0);
    };
    // More than the whole budget never fits (the condition below would let it into an empty day).
    if (amount > limit) return { spent: false, used: await used() };
    try {
      const { Attributes } = await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: key,
          UpdateExpression: 'ADD #used :amount SET #expiresAt = if_not_exists(#expiresAt, :expiresAt)',
          ConditionExpression: 'attribute_not_exists(#used) OR #used <= :room',
          ExpressionAttributeNames: { '#used': 'used', '#expiresAt': 'expiresAt' },
          ExpressionAttributeValues: { ':amount': amount, ':room': limit - amount, ':expiresAt': expiresAt },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { spent: true, used: Number(Attributes?.used ?? amount) };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      return { spent: false, used: await used() };
    }
  },
  async refund({ bucket, callerKey, day, amount }) {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: rateLimitKeys.rateLimit(bucket, callerKey, `DAY#${day}`),
          UpdateExpression: 'ADD #used :minus',
          ConditionExpression: 'attribute_exists(#used)',
          ExpressionAttributeNames: { '#used': 'used' },
          ExpressionAttributeValues: { ':minus': -amount },
        }),
      );
    } catch (error) {
      // A day already forgotten (its item past its time to live) has nothing to give back to.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  },
};
