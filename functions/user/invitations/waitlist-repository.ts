import { messages } from '@shared/validation/messages';
import { ofType } from '../../lib/item-keys';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../../lib/adapters/query-all';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { ConflictError } from '../../lib/errors';
import { invitationIndexKeys, invitationKeys } from './keys';

export interface WaitlistEntry {
  email: string;
  createdAt: string;
}

const table = () => env().USER_TABLE;

/** Adds an address once; a second request is a conflict ("already on the waitlist"). */
export async function putWaitlistEntry(entry: WaitlistEntry): Promise<void> {
  const email = entry.email.toLowerCase();
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...invitationKeys.waitlist(email),
          ...invitationIndexKeys.waitlistByEmail(email),
          ...ofType('WAITLIST', entry.createdAt, email),
          email,
          createdAt: entry.createdAt,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      throw new ConflictError(messages.waitlistExists);
    }
    throw error;
  }
}

/**
 * Takes an address off the waitlist, if it is on it: its entry is kept until the address is
 * invited (DECISIONS row 43). An admin working through the exported list had met "Invite already
 * exists." for someone invited since (QA 56a M3).
 */
export async function removeWaitlistEntry(email: string, made?: string): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: table(),
        Key: invitationKeys.waitlist(email.toLowerCase()),
        // `made`: only the entry made then (the retention's), not one the address made again since.
        ...(made && {
          ConditionExpression: 'createdAt = :made',
          ExpressionAttributeValues: { ':made': made },
        }),
      }),
    );
  } catch (error) {
    if (!(made && error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** When the address joined the waitlist, or undefined when it is not on it. */
export async function waitlistedAt(email: string): Promise<string | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: invitationKeys.waitlist(email.toLowerCase()),
      ProjectionExpression: 'createdAt',
    }),
  );
  return Item ? String(Item.createdAt) : undefined;
}

export async function isOnWaitlist(email: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: invitationKeys.waitlist(email.toLowerCase()),
      ProjectionExpression: 'PK',
    }),
  );
  return Item !== undefined;
}

/** Everyone on the waitlist, oldest first (the GSI3 partition of the type, in time order). */
export async function listWaitlist(): Promise<WaitlistEntry[]> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'GSI3',
    KeyConditionExpression: '#pk = :pk',
    ProjectionExpression: '#email, #createdAt',
    ExpressionAttributeNames: { '#pk': 'GSI3PK', '#email': 'email', '#createdAt': 'createdAt' },
    ExpressionAttributeValues: { ':pk': ofType('WAITLIST', '', '').GSI3PK },
  });
  return items.map((item) => ({ email: String(item.email), createdAt: String(item.createdAt) }));
}
