import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addMonths, currentMonth } from '@shared/months';
import { deleteBatches } from '../../../lib/adapters/batch-write';
import { queryAll } from '../../../lib/adapters/query-all';
import { dynamo } from '../../../lib/aws-clients';
import { env } from '../../../lib/env';
import { mailKeys } from '../keys';

/**
 * The e-mail analytics rollups (README.md here, "E-mail analytics"): per Toronto month, one
 * partition for everyone and one per agent, each with a `TOTAL` item and one item per person.
 * Counters are added to as events arrive, so an answer is one Query of one partition.
 */
const table = () => env().USER_TABLE;

/** The counters of one rollup item: people's per type, and machines' opens and clicks beside. */
export const emailCounters = ['send', 'open', 'click', 'unsubscribe', 'openMachine', 'clickMachine'] as const;
export type EmailCounter = (typeof emailCounters)[number];

export interface EmailStatsItem {
  /** `TOTAL` or `U#{userId}`. */
  member: string;
  userId?: string;
  counts: Record<EmailCounter, number>;
}

export const everyoneScope = 'ALL';
export const agentScope = (agentId: string) => `AGENT#${agentId}`;

/** 25 months (DECISIONS row 43), as the table's TTL (epoch seconds). */
export function emailRetention(at: Date): number {
  return Math.floor(at.getTime() / 1000) + 25 * 31 * 86_400;
}

/**
 * Takes the claim that one event is counted; false when it was taken before (SNS delivered the
 * event again, a reader clicked the same unsubscribe link twice). Taken before the counters are
 * added: a crash between them leaves the event uncounted rather than counted twice.
 */
export async function claimEmailActivity(key: string, at: Date): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...mailKeys.emailActivity(key), expiresAt: emailRetention(at) },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Whether an event was counted (`claimEmailActivity`), without counting it. */
export async function emailActivityClaimed(key: string): Promise<boolean> {
  const found = await dynamo().send(new GetCommand({ TableName: table(), Key: mailKeys.emailActivity(key) }));
  return found.Item !== undefined;
}

export interface EmailStatsIncrement {
  month: string;
  counter: EmailCounter;
  userId?: string;
  agentId?: string;
  /** How many (the seed adds many at once); 1 for an event. */
  by?: number;
}

/** Adds one event to the month's totals and the person's, everyone's and their agent's. */
export async function addToEmailStats(increment: EmailStatsIncrement): Promise<void> {
  const scopes = [everyoneScope, ...(increment.agentId ? [agentScope(increment.agentId)] : [])];
  const members = ['TOTAL', ...(increment.userId ? [`U#${increment.userId}`] : [])];
  await Promise.all(
    scopes.flatMap((scope) =>
      members.map((member) => {
        const person = member !== 'TOTAL';
        return dynamo().send(
          new UpdateCommand({
            TableName: table(),
            Key: mailKeys.emailStats(increment.month, scope, member),
            // No name or address: a former agent's items outlive the person's erasure.
            UpdateExpression: `ADD #counter :by${person ? ' SET #userId = :userId' : ''}`,
            ExpressionAttributeNames: { '#counter': increment.counter, ...(person && { '#userId': 'userId' }) },
            ExpressionAttributeValues: { ':by': increment.by ?? 1, ...(person && { ':userId': increment.userId }) },
          }),
        );
      }),
    ),
  );
}

/** One month's rollup items of one scope: its total and its people. */
export async function emailStatsOf(month: string, scope: string): Promise<EmailStatsItem[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': mailKeys.emailStats(month, scope, '').PK },
  });
  return items.map((item) => ({
    member: String(item.SK),
    ...(typeof item.userId === 'string' && { userId: item.userId }),
    counts: Object.fromEntries(
      emailCounters.map((counter) => [counter, typeof item[counter] === 'number' ? item[counter] : 0]),
    ) as Record<EmailCounter, number>,
  }));
}

/**
 * A deleted user's own rollup items (the delete job's `records` step): their counts under
 * everyone's and the agents' given (theirs, and the one they had before a staff role), over the
 * 25 months kept. The totals keep their numbers, which name no one. The months of an agent
 * not given (the contact moved) are not found, and keep them.
 */
export async function deleteEmailStatsOf(userId: string, agentIds: readonly string[], now: Date): Promise<void> {
  const scopes = [everyoneScope, ...agentIds.map(agentScope)];
  const thisMonth = currentMonth(now);
  const keys = Array.from({ length: 26 }, (_, back) => addMonths(thisMonth, -back)).flatMap((month) =>
    scopes.map((scope) => mailKeys.emailStats(month, scope, `U#${userId}`)),
  );
  await deleteBatches(table(), keys);
}
