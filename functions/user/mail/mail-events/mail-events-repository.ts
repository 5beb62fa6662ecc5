import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../../lib/aws-clients';
import { env } from '../../../lib/env';
import { withoutKeys } from '../../../lib/item-keys';
import type { SentMail } from '../../../lib/mail/ledger';
import type { MailEvent } from '../../../lib/mail/ses-events';
import { healthWindow, type SendingCounts, type SendingPause } from '../../../lib/mail/sending-health';
import { accountKeys } from '../../accounts/published';
import { mailKeys, mailSortPrefixes } from '../keys';

/** The keys and writes of the SES event records (README.md here). */
const table = () => env().USER_TABLE;

const ignoreConditionFailure = (error: unknown) => {
  if (!(error instanceof ConditionalCheckFailedException)) throw error;
};

/**
 * A sent message (the helper's `recordSent`), its place in the sending-health window and, when
 * it has tracked links, the pointer from their click reference to it.
 */
export async function putSentMessage(sent: SentMail): Promise<void> {
  await Promise.all([
    ...(sent.clickReference
      ? [
          dynamo().send(
            new PutCommand({
              TableName: table(),
              Item: { ...mailKeys.mailClick(sent.clickReference), messageId: sent.messageId },
            }),
          ),
        ]
      : []),
    dynamo().send(new PutCommand({ TableName: table(), Item: { ...mailKeys.mailMessage(sent.messageId), ...sent } })),
    dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...mailKeys.mailSend(sent.sentAt, sent.messageId), messageId: sent.messageId },
      }),
    ),
  ]);
}

export async function getSentMessage(messageId: string): Promise<SentMail | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: mailKeys.mailMessage(messageId) }));
  return Item ? withoutKeys<SentMail>(Item) : undefined;
}

/** The message whose tracked links carry this click reference, when we sent one. */
export async function getSentMessageByClick(clickReference: string): Promise<SentMail | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: mailKeys.mailClick(clickReference), ProjectionExpression: 'messageId' }),
  );
  return typeof Item?.messageId === 'string' ? getSentMessage(Item.messageId) : undefined;
}

/** What is kept of one event: per message and recipient, and in the user's partition when known. */
export interface StoredMailEvent {
  messageId: string;
  type: MailEvent['type'];
  at: string;
  recipient: string;
  campaign?: string;
  userId?: string;
  detail: Record<string, string>;
}

/** Idempotent: SNS may deliver an event twice, and the second write is the same item. */
export async function putMailEvent(event: StoredMailEvent): Promise<void> {
  const writes = [
    dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...mailKeys.mailEvent(event.messageId, event.at, event.type, event.recipient), ...event },
      }),
    ),
  ];
  if (event.userId) {
    writes.push(
      dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { ...mailKeys.userMailEvent(event.userId, event.at, event.messageId, event.type), ...event },
        }),
      ),
    );
  }
  await Promise.all(writes);
}

/** The events of one message, oldest first. */
export async function mailEventsOf(messageId: string): Promise<StoredMailEvent[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :events)',
      ExpressionAttributeValues: { ':pk': mailKeys.mailMessage(messageId).PK, ':events': 'EVENT#' },
    }),
  );
  return Items.map((item) => withoutKeys<StoredMailEvent>(item));
}

/** Marks a send of the window as hard-bounced or complained about; a send not in it is left alone. */
export async function markSend(sent: Pick<SentMail, 'sentAt' | 'messageId'>, mark: 'bounced' | 'complained') {
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: table(),
        Key: mailKeys.mailSend(sent.sentAt, sent.messageId),
        UpdateExpression: 'SET #mark = :yes',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#mark': mark },
        ExpressionAttributeValues: { ':yes': true },
      }),
    )
    .catch(ignoreConditionFailure);
}

/** The counts over the latest `healthWindow` sends made after `since` (the last resume). */
export async function windowCounts(since: string | undefined): Promise<SendingCounts> {
  const counts = { sends: 0, bounces: 0, complaints: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: since ? 'PK = :pk AND SK > :since' : 'PK = :pk',
        ExpressionAttributeValues: { ':pk': mailKeys.mailSend('', '').PK, ...(since && { ':since': since }) },
        ProjectionExpression: 'bounced, complained',
        ScanIndexForward: false,
        Limit: healthWindow - counts.sends,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      counts.sends += 1;
      if (item.bounced) counts.bounces += 1;
      if (item.complained) counts.complaints += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start && counts.sends < healthWindow);
  return counts;
}

/** Bulk sending's state: the pause, when there is one, and the last resume. */
export interface SendingState {
  pause?: SendingPause;
  resumedAt?: string;
  resumedBy?: string;
}

export async function getSendingState(): Promise<SendingState> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: mailKeys.sendingState() }));
  return Item ? withoutKeys<SendingState>(Item) : {};
}

/** Pauses sending unless it is paused already (the first pause's figures are the ones kept). */
export async function putPause(pause: SendingPause): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: mailKeys.sendingState(),
        UpdateExpression: 'SET pause = :pause',
        ConditionExpression: 'attribute_not_exists(pause)',
        ExpressionAttributeValues: { ':pause': pause },
      }),
    );
    return true;
  } catch (error) {
    ignoreConditionFailure(error);
    return false;
  }
}

/** Lifts the pause; the sends before `resumedAt` no longer count (sending-health.ts). */
export async function putResume(resumedAt: string, resumedBy: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: mailKeys.sendingState(),
      UpdateExpression: 'REMOVE pause SET resumedAt = :at, resumedBy = :by',
      ExpressionAttributeValues: { ':at': resumedAt, ':by': resumedBy },
    }),
  );
}

/** The e-mail events in one user's history, oldest first. */
export async function userMailEventsOf(userId: string): Promise<StoredMailEvent[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :events)',
      ExpressionAttributeValues: { ':pk': accountKeys.profile(userId).PK, ':events': mailSortPrefixes.mailEvents },
    }),
  );
  return Items.map((item) => withoutKeys<StoredMailEvent>(item));
}
