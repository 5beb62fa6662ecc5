import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import type { MailClaim, MailLedger } from '../../lib/mail/ledger';
import { mailKeys } from './keys';
import { recordEmailActivity } from './mail-events/email-activity';
import { getSendingState, putSentMessage } from './mail-events/mail-events-repository';
import { getSenderIdentity } from './sender-identity-repository';

const table = () => env().USER_TABLE;

/** Why an address is suppressed: SES's bounce and complaint events, or the owner's request. */
export type SuppressionReason = 'bounce' | 'complaint' | 'request';

export interface SuppressionRecord {
  email: string;
  reason: SuppressionReason;
  createdAt: string;
}

/**
 * Puts an address on the suppression list (README.md "Mail ledger"), replacing what was there;
 * SES's events use `suppressOnce`, which keeps the first reason.
 */
export async function putSuppression(record: SuppressionRecord): Promise<void> {
  const email = record.email.trim().toLowerCase();
  await dynamo().send(
    new PutCommand({ TableName: table(), Item: { ...mailKeys.mailSuppression(email), ...record, email } }),
  );
}

/**
 * Suppresses an address on its first hard bounce or complaint (mail-events/): a second event,
 * or an address already suppressed for another reason, leaves the first record as it was.
 * True when this call suppressed it.
 */
export async function suppressOnce(record: SuppressionRecord): Promise<boolean> {
  const email = record.email.trim().toLowerCase();
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...mailKeys.mailSuppression(email), ...record, email },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
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
        Key: mailKeys.mailSuppression(address.trim().toLowerCase()),
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
          Item: { ...mailKeys.mailClaim(claim.key), ...claim },
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
    await dynamo().send(new DeleteCommand({ TableName: table(), Key: mailKeys.mailClaim(key) }));
  },

  /** The message, and its send in the e-mail analytics (mail-events/email-activity.ts). */
  async recordSent(sent) {
    await putSentMessage(sent);
    await recordEmailActivity({
      key: `${sent.messageId}#send`,
      type: 'send',
      at: sent.sentAt,
      kind: sent.campaign,
      recipient: sent.to,
      ...(sent.userId && { userId: sent.userId }),
    });
  },

  async sendingPause() {
    return (await getSendingState()).pause;
  },

  async isVerifiedSender(address) {
    return (await getSenderIdentity(address))?.status === 'verified';
  },
};
