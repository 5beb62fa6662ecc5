import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { WebAnalyticsFigures } from '@shared/analytics';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { analyticsKeys } from './keys';
import { figureNames, monthOfDay, zeroFigures, type RollupIncrement, type SessionState } from './session-rules';

/**
 * The table's side of first-party web analytics (README.md "Web analytics"): salts, visitors
 * seen, session states and rollups (users' counters and the people counts: people-figures-repository.ts). Every count is an atomic ADD and every
 * session change a conditional write, so concurrent Lambdas never lose or double a hit.
 */
const table = () => env().USER_TABLE;
const epochSeconds = (ms: number) => Math.floor(ms / 1000);
const hourMs = 3_600_000;
/** DECISIONS row 43: the visitor salts live 48 hours. */
export const saltLifetimeMs = 48 * hourMs;

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

const salts = new Map<string, Buffer>();

/**
 * The day's visitor salt: made by the first hit of the Toronto day (a conditional put, so every
 * instance agrees on one), kept 48 hours. Making it also deletes the salt of two days before,
 * so the old hashes become unlinkable on time even where the TTL is late (or, locally, absent).
 */
export async function daySalt(day: string, previousDay: string, now: Date): Promise<Buffer> {
  const cached = salts.get(day);
  if (cached) return cached;
  const key = analyticsKeys.analyticsSalt(day);
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }));
  let salt = Item ? Buffer.from(String(Item.salt), 'base64') : undefined;
  if (!salt) {
    const fresh = randomBytes(32);
    try {
      await dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { ...key, salt: fresh.toString('base64'), expiresAt: epochSeconds(now.getTime() + saltLifetimeMs) },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      salt = fresh;
      await dynamo().send(new DeleteCommand({ TableName: table(), Key: analyticsKeys.analyticsSalt(previousDay) }));
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const again = await dynamo().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }));
      salt = Buffer.from(String(again.Item?.salt), 'base64');
    }
  }
  salts.clear();
  salts.set(day, salt);
  return salt;
}

/** For tests: forget the salts this instance holds. */
export function forgetSalts(): void {
  salts.clear();
}

/** Whether this is the visitor's first hit of the day (a conditional put; kept as long as the salt). */
export async function markVisitorSeen(day: string, visitorHash: string, now: Date): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...analyticsKeys.analyticsVisitor(day, visitorHash),
          expiresAt: epochSeconds(now.getTime() + saltLifetimeMs),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export interface StoredSession {
  state: SessionState;
  version: number;
}

export async function readSession(sessionKey: string): Promise<StoredSession | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: analyticsKeys.analyticsSession(sessionKey), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const state: SessionState = {
    startedAt: Number(Item.startedAt),
    lastAt: Number(Item.lastAt),
    day: String(Item.day),
    mobile: Item.mobile === true,
    ...(typeof Item.uid === 'string' && { uid: Item.uid }),
  };
  return { state, version: Number(Item.version) };
}

/**
 * Writes a session's next state if nobody else changed it since `previous` was read; false when
 * someone did (the caller reads it again and retries). Kept a day past its last event: a
 * session idle for 30 minutes is over anyway.
 */
export async function writeSession(
  sessionKey: string,
  state: SessionState,
  previous?: StoredSession,
): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...analyticsKeys.analyticsSession(sessionKey),
          ...state,
          version: (previous?.version ?? 0) + 1,
          expiresAt: epochSeconds(state.lastAt + 24 * hourMs),
        },
        ConditionExpression: previous ? '#version = :version' : 'attribute_not_exists(PK)',
        ...(previous && {
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': previous.version },
        }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Adds increments to their days' and months' rollups: one atomic ADD per item touched. */
export async function addToRollups(increments: readonly RollupIncrement[]): Promise<void> {
  const byItem = new Map<
    string,
    { key: ReturnType<typeof analyticsKeys.analyticsRollup>; sums: Map<string, number> }
  >();
  for (const { day, figure, amount } of increments) {
    for (const key of [
      analyticsKeys.analyticsRollup('DAY', day),
      analyticsKeys.analyticsRollup('MONTH', monthOfDay(day)),
    ]) {
      let entry = byItem.get(key.PK);
      if (!entry) byItem.set(key.PK, (entry = { key, sums: new Map() }));
      entry.sums.set(figure, (entry.sums.get(figure) ?? 0) + amount);
    }
  }
  await Promise.all(
    [...byItem.values()].map(({ key, sums }) => {
      const figures = [...sums.keys()];
      return dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: key,
          UpdateExpression: `ADD ${figures.map((_, i) => `#f${i} :v${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(figures.map((f, i) => [`#f${i}`, f])),
          ExpressionAttributeValues: Object.fromEntries(figures.map((f, i) => [`:v${i}`, sums.get(f)])),
        }),
      );
    }),
  );
}

/**
 * A rollup item as the table keeps it: the key and one number attribute per figure. The intake
 * builds these by ADD; the local seed (infra/local/seed/web-analytics.ts) writes them whole.
 */
export const rollupItem = (period: 'DAY' | 'MONTH', value: string, figures: WebAnalyticsFigures) => ({
  ...analyticsKeys.analyticsRollup(period, value),
  ...Object.fromEntries(figureNames.map((name) => [name, figures[name]])),
});

const figuresOf = (item: Record<string, unknown> | undefined): WebAnalyticsFigures => {
  const figures = zeroFigures();
  for (const name of figureNames) figures[name] = Number(item?.[name] ?? 0);
  return figures;
};

/** The rollups of these months (`YYYY-MM`), zeros for a month with none: one BatchGet. */
export async function readMonthRollups(months: readonly string[]): Promise<Map<string, WebAnalyticsFigures>> {
  const keys = months.map((month) => analyticsKeys.analyticsRollup('MONTH', month));
  const found = new Map<string, Record<string, unknown>>();
  let pending: Record<string, unknown>[] = keys;
  while (pending.length) {
    const { Responses, UnprocessedKeys } = await dynamo().send(
      new BatchGetCommand({ RequestItems: { [table()]: { Keys: pending } } }),
    );
    for (const item of Responses?.[table()] ?? []) found.set(String(item.PK), item);
    pending = (UnprocessedKeys?.[table()]?.Keys ?? []) as Record<string, unknown>[];
  }
  return new Map(months.map((month, i) => [month, figuresOf(found.get(keys[i]!.PK))]));
}
