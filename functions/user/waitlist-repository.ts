import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { env } from '../lib/env';
import { ConflictError } from '../lib/errors';
import { userIndexKeys, userKeys } from './keys';

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
          ...userKeys.waitlist(email),
          ...userIndexKeys.waitlistByEmail(email),
          ...userIndexKeys.ofType('WAITLIST', entry.createdAt, email),
          email,
          createdAt: entry.createdAt,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      throw new ConflictError('The e-mail already exists in the waitlist.');
    }
    throw error;
  }
}

export async function isOnWaitlist(email: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: userKeys.waitlist(email.toLowerCase()), ProjectionExpression: 'PK' }),
  );
  return Item !== undefined;
}
