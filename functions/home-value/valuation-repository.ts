import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { torontoDate } from '@shared/format/dates';
import { queryAll } from '../lib/adapters/query-all';
import { dynamo } from '../lib/aws-clients';
import { env } from '../lib/env';
import { ConflictError } from '../lib/errors';
import { withoutKeys } from '../lib/item-keys';
import { encodeCursor, keyPart, parseCursor, type PageKey } from '../lib/paging-cursor';
import { deleteReportsOfValuation } from './reports/report-repository';
import {
  dailyHistoryDays,
  homeValueIndexKeys,
  homeValueKeys,
  homeValueSortPrefixes,
  keptHistoryPoint,
  valuationShards,
  valuationSortKey,
  valuationsPartition,
} from './keys';
import { awaitsReview } from '@shared/home-value/review-request';
import type { HistoryPoint, ValuationRecord } from './valuation-record';

const table = () => env().HOME_VALUE_TABLE;
type Key = Record<string, unknown>;

function itemOf(record: ValuationRecord) {
  const requested = awaitsReview(record);
  return {
    ...homeValueKeys.valuation(record.id),
    ...homeValueIndexKeys.byOwner(record.ownerId, record.createdAt, record.id),
    ...homeValueIndexKeys.every(record.id),
    ...(requested && homeValueIndexKeys.request(record.discussionRequestedAt!, record.id)),
    ...record,
  };
}

/**
 * Stores a new valuation and its share link's pointer (the pointer first: a pointer whose
 * valuation never arrived leads nowhere, and the share view answers 404 for it). Two puts, as
 * the local DynamoDB stand-in has no transactions; both ids are fresh random values.
 */
export async function putNewValuation(record: ValuationRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...homeValueKeys.share(record.shareToken), valuationId: record.id },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  await dynamo().send(
    new PutCommand({ TableName: table(), Item: itemOf(record), ConditionExpression: 'attribute_not_exists(PK)' }),
  );
}

/**
 * Replaces a valuation whose stored version is `record.version - 1` (optimistic: a write that
 * lost a race is a ConflictError and changes nothing).
 */
export async function replaceValuation(record: ValuationRecord): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: itemOf(record),
        ConditionExpression: 'attribute_exists(PK) AND #version = :previous',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':previous': record.version - 1 },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      throw new ConflictError('The valuation changed meanwhile. Please try again.', { cause: error });
    }
    throw error;
  }
}

/** Writes a valuation as given, whatever is stored (tests and fixtures). */
export async function putValuationAsIs(record: ValuationRecord): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: table(), Item: itemOf(record) }));
  await dynamo().send(
    new PutCommand({ TableName: table(), Item: { ...homeValueKeys.share(record.shareToken), valuationId: record.id } }),
  );
}

export async function getValuation(id: string): Promise<ValuationRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: homeValueKeys.valuation(id) }));
  return Item ? withoutKeys<ValuationRecord>(Item) : undefined;
}

export async function getValuationByShareToken(token: string): Promise<ValuationRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: homeValueKeys.share(token) }));
  return typeof Item?.valuationId === 'string' ? getValuation(Item.valuationId) : undefined;
}

/** Deletes a valuation, its annual reports, its history and its share pointer. */
export async function deleteValuation(record: Pick<ValuationRecord, 'id' | 'shareToken'>): Promise<void> {
  await deleteReportsOfValuation(record.id);
  const history = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :history)',
    ExpressionAttributeValues: {
      ':pk': homeValueKeys.valuation(record.id).PK,
      ':history': homeValueSortPrefixes.history,
    },
    ProjectionExpression: 'PK, SK',
  });
  const keys: Key[] = [
    ...history.map((item) => ({ PK: item.PK, SK: item.SK })),
    homeValueKeys.share(record.shareToken),
  ];
  for (let i = 0; i < keys.length; i += 25) {
    await dynamo().send(
      new BatchWriteCommand({
        RequestItems: { [table()]: keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })) },
      }),
    );
  }
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: homeValueKeys.valuation(record.id) }));
}

export interface Page<T> {
  items: T[];
  next?: string;
}

/** The list a cursor continues: one owner's valuations (GSI1), or the confirmation requests (GSI2). */
export type ValuationList = { owner: string } | 'requests';

/**
 * The exact key each list's Query hands out, its partition a literal (functions/lib/paging-cursor.ts,
 * issue 24 L3): a cursor of another list, another owner's, or of no list at all is refused.
 */
function cursorSchema(list: ValuationList): z.ZodType<PageKey> {
  const valuation = { PK: keyPart(/^HV#[\w-]+$/), SK: z.literal(valuationSortKey) };
  return list === 'requests'
    ? z.strictObject({ ...valuation, GSI2PK: z.literal(homeValueIndexKeys.request('', '').GSI2PK), GSI2SK: keyPart() })
    : z.strictObject({
        ...valuation,
        GSI1PK: z.literal(homeValueIndexKeys.byOwner(list.owner, '', '').GSI1PK),
        GSI1SK: keyPart(),
      });
}

/** A cursor this list handed out; null for anything else (the caller answers 400); undefined for none. */
export function decodeCursor(cursor: string | undefined, list: ValuationList): Key | undefined | null {
  return cursor ? parseCursor(cursor, cursorSchema(list)) : undefined;
}

async function queryPage(
  index: 'GSI1' | 'GSI2',
  partition: string,
  limit: number,
  start: Key | undefined,
): Promise<Page<ValuationRecord>> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: index,
      KeyConditionExpression: `${index}PK = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: limit,
      ...(start && { ExclusiveStartKey: start }),
    }),
  );
  const next = encodeCursor(page.LastEvaluatedKey);
  return { items: (page.Items ?? []).map((item) => withoutKeys<ValuationRecord>(item)), ...(next && { next }) };
}

/** An owner's valuations, newest first. */
export function valuationsOfOwner(ownerId: string, limit: number, start?: Key): Promise<Page<ValuationRecord>> {
  return queryPage('GSI1', homeValueIndexKeys.byOwner(ownerId, '', '').GSI1PK, limit, start);
}

/** Every valuation of an owner, whatever their number (a deleted user's, `published.ts`). */
export async function allValuationsOfOwner(ownerId: string): Promise<Pick<ValuationRecord, 'id' | 'shareToken'>[]> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :owner',
    ExpressionAttributeValues: { ':owner': homeValueIndexKeys.byOwner(ownerId, '', '').GSI1PK },
    ProjectionExpression: 'id, shareToken',
  });
  return items.map((item) => ({ id: String(item.id), shareToken: String(item.shareToken) }));
}

/** An owner's valuations with only the `attributes` named (Today's homes of one agent's contacts). */
export async function valuationFactsOfOwner<T>(ownerId: string, attributes: readonly string[]): Promise<T[]> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :owner',
    ExpressionAttributeValues: { ':owner': homeValueIndexKeys.byOwner(ownerId, '', '').GSI1PK },
    ...projectionOf(attributes),
  });
  return items.map((item) => withoutKeys<T>(item));
}

/**
 * The neighbourhood of an owner's newest valuation (their home, as the newsletter reads it:
 * DECISIONS row 19); undefined when they have none. One Query of their index entries, newest first.
 */
export async function newestValuationNeighbourhood(ownerId: string): Promise<string | undefined> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :owner',
      ExpressionAttributeValues: { ':owner': homeValueIndexKeys.byOwner(ownerId, '', '').GSI1PK },
      ProjectionExpression: '#location.neighbourhoodId',
      ExpressionAttributeNames: { '#location': 'location' },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  const location = Items?.[0]?.location as { neighbourhoodId?: unknown } | undefined;
  return typeof location?.neighbourhoodId === 'string' ? location.neighbourhoodId : undefined;
}

/** The open confirmation requests, newest request first. */
export function confirmationRequests(limit: number, start?: Key): Promise<Page<ValuationRecord>> {
  return queryPage('GSI2', homeValueIndexKeys.request('', '').GSI2PK, limit, start);
}

/** Unclaimed anonymous valuations created before `before` (ISO instant). */
export async function anonymousValuationsBefore(before: string): Promise<ValuationRecord[]> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :anon AND GSI1SK < :before',
    ExpressionAttributeValues: { ':anon': homeValueIndexKeys.byOwner(undefined, '', '').GSI1PK, ':before': before },
  });
  return items.map((item) => withoutKeys<ValuationRecord>(item));
}

/** A projection of the attributes named, each through a placeholder (some are reserved words). */
const projectionOf = (attributes: readonly string[]) => ({
  ProjectionExpression: attributes.map((_, i) => `#p${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(attributes.map((name, i) => [`#p${i}`, name])),
});

/**
 * The marker of a complete GSI3: written once every valuation stored before the index existed
 * had its index keys (`completeValuationIndex`). Until then the valuations are read by a scan.
 */
const indexMarkerKey = { PK: 'MIGRATION#valuation-index', SK: 'DONE' } as const;
const completeIndexes = new Set<string>();

async function valuationIndexComplete(): Promise<boolean> {
  if (completeIndexes.has(table())) return true;
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: indexMarkerKey, ConsistentRead: true }),
  );
  if (Item) completeIndexes.add(table());
  return Item !== undefined;
}

/**
 * Gives GSI3's keys to every valuation stored without them (before the index existed), then
 * writes the marker that the index is complete; the number given. Idempotent: once the marker
 * is there it reads one item. The daily jobs' readers (`eachValuation`, `eachValuationId`) call
 * it first, so the first of them after a deploy scans the whole table once, the last scan of it;
 * an API call never does (`eachValuationFacts` scans until then). A valuation deleted meanwhile
 * stays deleted.
 */
export async function completeValuationIndex(): Promise<number> {
  if (await valuationIndexComplete()) return 0;
  let given = 0;
  let ExclusiveStartKey: Key | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: table(),
        FilterExpression: 'SK = :valuation AND attribute_not_exists(GSI3PK)',
        ExpressionAttributeValues: { ':valuation': valuationSortKey },
        ProjectionExpression: 'PK, SK, id',
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (typeof item.id !== 'string') continue;
      const keys = homeValueIndexKeys.every(item.id);
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: table(),
            Key: { PK: item.PK, SK: item.SK },
            UpdateExpression: 'SET GSI3PK = :pk, GSI3SK = :sk',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':pk': keys.GSI3PK, ':sk': keys.GSI3SK },
          }),
        );
        given += 1;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  await dynamo().send(
    new PutCommand({ TableName: table(), Item: { ...indexMarkerKey, at: new Date().toISOString(), given } }),
  );
  completeIndexes.add(table());
  return given;
}

/**
 * The valuation items, a page at a time, with `projection` (attribute names) when given: GSI3's
 * partitions one after the other, or a scan of the table while the index is not complete.
 */
async function valuationPages(
  onPage: (items: Record<string, unknown>[]) => Promise<void>,
  projection?: readonly string[],
): Promise<void> {
  const complete = await valuationIndexComplete();
  for (let shard = 0; shard < (complete ? valuationShards : 1); shard += 1) {
    let ExclusiveStartKey: Key | undefined;
    do {
      const page = await dynamo().send(
        complete
          ? new QueryCommand({
              TableName: table(),
              IndexName: 'GSI3',
              KeyConditionExpression: 'GSI3PK = :pk',
              ExpressionAttributeValues: { ':pk': valuationsPartition(shard) },
              ...(projection && projectionOf(projection)),
              ExclusiveStartKey,
            })
          : new ScanCommand({
              TableName: table(),
              FilterExpression: 'SK = :valuation',
              ExpressionAttributeValues: { ':valuation': valuationSortKey },
              ...(projection && projectionOf(projection)),
              ExclusiveStartKey,
            }),
      );
      await onPage(page.Items ?? []);
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  }
}

/** Every valuation, a page at a time (the daily jobs in one process). */
export async function eachValuation(onPage: (records: ValuationRecord[]) => Promise<void>): Promise<void> {
  await completeValuationIndex();
  await valuationPages((items) => onPage(items.map((item) => withoutKeys<ValuationRecord>(item))));
}

/** Every valuation with only the `attributes` named, a scan page at a time (Today's homes). */
export function eachValuationFacts<T>(
  attributes: readonly string[],
  onPage: (records: T[]) => Promise<void>,
): Promise<void> {
  return valuationPages((items) => onPage(items.map((item) => withoutKeys<T>(item))), attributes);
}

/** Every valuation's id, a page at a time (the revaluation's planner: the ids only, not the records). */
export async function eachValuationId(onPage: (ids: string[]) => Promise<void>): Promise<void> {
  await completeValuationIndex();
  await valuationPages(
    (items) => onPage(items.flatMap((item) => (typeof item.id === 'string' ? [item.id] : []))),
    ['id'],
  );
}

/**
 * A history point's expiry (epoch seconds, the table's TTL attribute): `dailyHistoryDays` after
 * its day, or none for a point kept for good (`keptHistoryPoint`). DynamoDB deletes an expired
 * item within days of its expiry; the local stand-in never does, which only keeps more points.
 */
export function historyPointExpiry(day: string, first: boolean): number | undefined {
  if (keptHistoryPoint(day, first)) return undefined;
  return Date.parse(`${day}T00:00:00Z`) / 1000 + dailyHistoryDays * 86_400;
}

/**
 * Writes the day's history point; the same day again replaces it (the job is idempotent per day).
 * The point of the day the valuation was made (Toronto's) is its first, its starting value
 * (`firstHistoryPoint`, the chart's back-cast), and never expires, whoever writes it again that day.
 */
export async function putHistoryPoint(
  record: Pick<ValuationRecord, 'id' | 'createdAt'>,
  point: HistoryPoint,
): Promise<void> {
  const first = point.day === torontoDate(new Date(record.createdAt));
  const expiresAt = historyPointExpiry(point.day, first);
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...homeValueKeys.history(record.id, point.day), ...point, ...(expiresAt !== undefined && { expiresAt }) },
    }),
  );
}

/** The oldest history point: the value the valuation started with. */
export async function firstHistoryPoint(id: string): Promise<HistoryPoint | undefined> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :history)',
      ExpressionAttributeValues: { ':pk': homeValueKeys.valuation(id).PK, ':history': homeValueSortPrefixes.history },
      Limit: 1,
    }),
  );
  const item = Items[0];
  return item && historyPointFromItem(item);
}

/** The history points from `fromDay` to `toDay` (inclusive), oldest first. */
export async function historyBetween(id: string, fromDay: string, toDay: string): Promise<HistoryPoint[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': homeValueKeys.valuation(id).PK,
      ':from': homeValueKeys.history(id, fromDay).SK,
      ':to': homeValueKeys.history(id, toDay).SK,
    },
  });
  return items.map(historyPointFromItem);
}

function historyPointFromItem(item: Record<string, unknown>): HistoryPoint {
  const point: HistoryPoint = { day: String(item.day), value: Number(item.value) };
  if (Array.isArray(item.improvements)) {
    point.improvements = (item.improvements as Record<string, unknown>[]).map((step) => ({
      completionDate: String(step.completionDate),
      added: Number(step.added),
    }));
  }
  return point;
}
