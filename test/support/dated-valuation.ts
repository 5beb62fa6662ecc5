import { expect } from 'vitest';
import type { Listing } from '@shared/listing';
import type { ReceiveUpdates } from '@shared/home-value/types';
import { handler } from '../../functions/home-value/index';
import { getValuation, putHistoryPoint, putValuationAsIs } from '../../functions/home-value/valuation-repository';
import type { ValuationRecord } from '../../functions/home-value/valuation-record';
import { apiEvent, lambdaContext } from './api-event';
import type { TestUser } from './test-stack';
import { formBodyOf } from './valuation-world';

/**
 * A valuation of `house` made through the API, then dated back to `createdAt` with its first
 * point of history that day, as if the owner (none: anonymous) had made it then.
 */
export async function datedValuation(
  house: Listing,
  owner: TestUser | undefined,
  createdAt: string,
  fields: { receiveUpdates?: ReceiveUpdates; firstValue?: number; stale?: true } = {},
): Promise<ValuationRecord> {
  const answer = await handler(
    apiEvent('POST /homevalue', { body: formBodyOf(house), ...(owner && { token: owner.idToken }) }),
    lambdaContext(),
  );
  expect(answer.statusCode).toBe(201);
  const { id } = JSON.parse(answer.body!) as { id: string };
  const record: ValuationRecord = {
    ...(await getValuation(id))!,
    createdAt,
    ...(fields.receiveUpdates && { receiveUpdates: fields.receiveUpdates }),
    // As the valuation was on its first day, before the market moved.
    ...(fields.stale && { instanceValue: 1, instanceValueDate: createdAt.slice(0, 10), lowerRange: 0, upperRange: 2 }),
  };
  await putValuationAsIs(record);
  await putHistoryPoint(record, { day: createdAt.slice(0, 10), value: fields.firstValue ?? record.instanceValue });
  return record;
}
