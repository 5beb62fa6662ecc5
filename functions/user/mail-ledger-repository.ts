import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { env } from '../lib/env';
import type { MailClaim, MailLedger } from '../lib/mail/ledger';
import { userKeys } from './keys';

const table = () => env().USER_TABLE;

/** Why an address is suppressed: SES's bounce and complaint events, or the owner's request. */
export type SuppressionReason = 'bounce' | 'complaint' | 'request';

export interface SuppressionRecord {
  email: string;
  reason: SuppressionReason;
  createdAt: string;
}

/**
 * Puts an address on the suppression list (README.md "Mail ledger"). SES's bounce and
 * complaint events will write it (the e-mail analytics issue); tests and operators today.
 */
export async function putSuppression(record: SuppressionRecord): Promise<void> {
  const email = record.email.trim().toLowerCase();
  await dynamo().send(
    new PutCommand({ TableName: table(), Item: { ...userKeys.mailSuppression(email), ...record, email } }),
  );
}

/**
 * The mail helper's store (functions/lib/mail/ledger.ts), in the user table: suppression is a
 * GetItem by address; a claim is one put conditional on the key being new, so two sends of
 * the same message can never both pass, across every instance and service.
 */
export const mailLedgerRepository: MailLedger = {
  async isSuppressed(address) {
    const { Item } = await dynamo().send(
      new GetCommand({
        TableName: table(),
        Key: userKeys.mailSuppression(address.trim().toLowerCase()),
        ProjectionExpression: 'PK',
      }),
    );
    return Item !== undefined;
  },

  async claim(claim: MailClaim) {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { ...userKeys.mailClaim(claim.key), ...claim },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  },

  async release(key) {
    await dynamo().send(new DeleteCommand({ TableName: table(), Key: userKeys.mailClaim(key) }));
  },
};
