import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CampaignState, SkipReason } from '@shared/newsletter-campaign';
import { queryAll } from '../../../lib/adapters/query-all';
import { dynamo } from '../../../lib/aws-clients';
import { env } from '../../../lib/env';
import { mailKeys } from '../keys';

const table = () => env().USER_TABLE;

/** One month's campaign item (README.md "Campaign records"). */
export interface CampaignRecord {
  month: string;
  state: Exclude<CampaignState, 'not-started'>;
  startedAt: string;
  lastRunAt: string;
  finishedAt?: string;
  recipients: number;
  paused?: { pausedAt: string; reason: string };
}

/** What became of one recipient's e-mail. */
export type RecipientOutcome =
  | { outcome: 'sent'; messageId?: string }
  | { outcome: 'skipped'; reason: SkipReason }
  | { outcome: 'failed'; error: string }
  | { outcome: 'unknown' };

export type RecipientRecord = RecipientOutcome & { userId: string; at: string };

export async function getCampaign(month: string): Promise<CampaignRecord | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: mailKeys.newsletterCampaign(month), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { PK: _pk, SK: _sk, ...record } = Item;
  return record as CampaignRecord;
}

/**
 * A run starts (or carries on) the campaign: `sending`, its recipients as listed now, the pause
 * lifted. `startedAt` is the first run's.
 */
export async function startCampaignRun(month: string, recipients: number, now: Date): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: mailKeys.newsletterCampaign(month),
      UpdateExpression:
        'SET #month = :month, #state = :sending, #startedAt = if_not_exists(#startedAt, :now), #lastRunAt = :now, #recipients = :recipients REMOVE #paused, #finishedAt',
      ExpressionAttributeNames: {
        '#month': 'month',
        '#state': 'state',
        '#startedAt': 'startedAt',
        '#lastRunAt': 'lastRunAt',
        '#recipients': 'recipients',
        '#paused': 'paused',
        '#finishedAt': 'finishedAt',
      },
      ExpressionAttributeValues: {
        ':month': month,
        ':sending': 'sending',
        ':now': now.toISOString(),
        ':recipients': recipients,
      },
    }),
  );
}

/** A run ends: paused (with the pause), incomplete or done. */
export async function endCampaignRun(
  month: string,
  state: 'paused' | 'incomplete' | 'done',
  now: Date,
  paused?: { pausedAt: string; reason: string },
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: mailKeys.newsletterCampaign(month),
      UpdateExpression: paused
        ? 'SET #state = :state, #paused = :paused'
        : 'SET #state = :state, #finishedAt = :now REMOVE #paused',
      ExpressionAttributeNames: {
        '#state': 'state',
        '#paused': 'paused',
        ...(!paused && { '#finishedAt': 'finishedAt' }),
      },
      ExpressionAttributeValues: {
        ':state': state,
        ...(paused ? { ':paused': paused } : { ':now': now.toISOString() }),
      },
    }),
  );
}

/**
 * Notes what became of one recipient's e-mail. The run that holds the recipient's claim writes
 * what it saw. 'unknown' from a run that found the claim taken (`onlyIfUnsettled`) is written
 * only where nothing is noted yet, or a refusal whose retry was claimed and never finished:
 * it must not hide a 'sent' another run is about to note, or has noted.
 */
export async function noteRecipient(
  month: string,
  record: RecipientRecord,
  options: { onlyIfUnsettled?: boolean } = {},
): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...mailKeys.newsletterRecipient(month, record.userId), ...record },
        ...(options.onlyIfUnsettled && {
          ConditionExpression: 'attribute_not_exists(PK) OR #outcome = :failed',
          ExpressionAttributeNames: { '#outcome': 'outcome' },
          ExpressionAttributeValues: { ':failed': 'failed' },
        }),
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** What is noted for one recipient, if anything (a worker's check before it sends). */
export async function getRecipientRecord(month: string, userId: string): Promise<RecipientRecord | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: mailKeys.newsletterRecipient(month, userId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { PK: _pk, SK: _sk, ...record } = Item;
  return record as RecipientRecord;
}

/** Every recipient noted for the month, by user id. */
export async function recipientRecords(month: string): Promise<Map<string, RecipientRecord>> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :recipient)',
    ExpressionAttributeValues: { ':pk': mailKeys.newsletterCampaign(month).PK, ':recipient': 'R#' },
    ConsistentRead: true,
  });
  return new Map(
    items.map((item) => {
      const { PK: _pk, SK: _sk, ...record } = item;
      return [String(record.userId), record as unknown as RecipientRecord];
    }),
  );
}
