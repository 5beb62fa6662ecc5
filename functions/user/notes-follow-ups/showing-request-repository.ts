import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BookShowingRequest } from '@shared/search/booking-schemas';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { activityKeys } from './keys';

/**
 * A showing request as kept (functions/property/README.md "Book a Showing"): the property
 * service books it and writes it here through `published.ts`.
 */
export interface ShowingRecord extends BookShowingRequest {
  id: string;
  userId: string;
  /** Who asked, from their profile and token: the mail's greeting. */
  name: string;
  /** The caller's address, only when the token says it is verified: the mail's Reply-To. */
  email?: string;
  phone?: string;
  mls: string;
  address: string;
  unit?: string;
  /** Who was mailed: the agent's id, or the brokerage. */
  agentId?: string;
  sentTo: 'agent' | 'brokerage';
  createdAt: string;
}

const table = () => env().USER_TABLE;

/** Keeps a request once; its id is fresh, so a second write of it is a bug, not a retry. */
export async function putShowingRequest(record: ShowingRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...activityKeys.showingRequest(record.userId, record.createdAt, record.id), type: 'SHOWING', ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Takes back a request whose mail could not be sent, so nothing is left half done. */
export async function deleteShowingRequest(record: Pick<ShowingRecord, 'userId' | 'createdAt' | 'id'>): Promise<void> {
  await dynamo().send(
    new DeleteCommand({
      TableName: table(),
      Key: activityKeys.showingRequest(record.userId, record.createdAt, record.id),
    }),
  );
}
