import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../../lib/adapters/query-all';
import { withoutKeys } from '../../lib/item-keys';
import type { FeedEntry } from '@shared/feeds';
import { currentMonth } from '@shared/months';
import { deleteBatches } from '../../lib/adapters/batch-write';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { accountKeys } from '../accounts/published';
import { activityIndexKeys, activityKeys, activitySortPrefixes } from './keys';

const table = () => env().USER_TABLE;

/**
 * One activity-feed item (document 2 §3 "User feed item"): what happened, when, and on what.
 * A signed-in user's item lives in their partition (`uid`); a visitor's carries no identity,
 * only the visit's random analytics session (`sessionId`).
 */
export interface FeedItem {
  /** The spec's feed type, e.g. `OpenSoldReport`, `DownloadSoldReport`, `Follow`. */
  feedType: string;
  /** ISO instant. */
  time: string;
  /** Unique within the instant: the item's sort key is `FEED#{time}#{id}`. */
  id: string;
  uid?: string;
  sessionId?: string;
  /** Neighbourhood id. */
  nid?: string;
  /** A property's MLS number. */
  mls?: string;
  /** The month the item is about (a sold report's month), `YYYY-MM`. */
  month?: string;
  propertyType?: string;
  /** The page path it happened on, without a query string. */
  url?: string;
  /** A HomeValue item's event (document 2 §3: create, update, delete, updateFrequence, assigned, view, confirmed). */
  event?: string;
  /** What the item is about, for its title (document 2 §3 `payload {address}`). */
  payload?: FeedEntry['payload'];
  /** Who did it, when not the user themselves (an agent or admin on the dashboard). */
  by?: string;
  /** An e-mail item's message kind (document 2 §3 `emailtype`; shared/feeds.ts `emailKindLabels`). */
  emailtype?: string;
  /** What a newsletter link carried (signed-in users' own items only). */
  link?: { email?: string; month?: string; user?: string };
  /** The table's TTL (epoch seconds): raw analytics events and e-mail items go after 25 months (DECISIONS row 43). */
  expiresAt?: number;
}

function itemKeys(item: FeedItem) {
  const month = currentMonth(new Date(item.time));
  if (item.uid) {
    return {
      ...activityKeys.feed(item.uid, item.time, item.id),
      ...activityIndexKeys.feedOfMonth(month, item.time, { userId: item.uid }),
    };
  }
  if (item.sessionId) {
    return {
      ...activityKeys.anonymousFeed(item.sessionId, item.time, item.id),
      ...activityIndexKeys.feedOfMonth(month, item.time, { sessionId: item.sessionId }),
    };
  }
  throw new Error('A feed item belongs to a user or to an analytics session.');
}

/** Stores one item; ids are fresh, so a put never replaces another item. */
export async function putFeedItem(item: FeedItem): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...itemKeys(item), ...item },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Stores an item whose id is derived from what it records: false when it is there already. */
export async function putFeedItemOnce(item: FeedItem): Promise<boolean> {
  try {
    await putFeedItem(item);
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * A user's feed items from `from` to `to` (ISO instants, both included), newest first: one
 * Query of their partition's `FEED#` range.
 */
export async function listFeedItems(userId: string, from: string, to: string): Promise<FeedItem[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': accountKeys.profile(userId).PK,
      ':from': `FEED#${from}`,
      ':to': `FEED#${to}\uffff`,
    },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutKeys<FeedItem>(item));
}

/** How many items one page of `deleteFeedOf` reads, then deletes (four batch writes). */
const deletePageSize = 100;

/** Which of a feed's items `deleteFeedOf` deletes: all, one type's, all but one type's, and those before an instant. */
export interface FeedDeletion {
  feedType?: string;
  exceptType?: string;
  /** ISO instant: only items older than it (a sweep leaves a line written while it runs). */
  before?: string;
}

/**
 * Deletes a feed whole, or the items `which` names, page by page (an address's:
 * `forgetAddressActivity`, `forgetWaitlistActivity`, `sweepAddressActivity`). Each page's items
 * go before the next is read, so a run cut short leaves only what it had not reached, and the
 * next finds less to delete. Answers how many it deleted.
 */
export async function deleteFeedOf(userId: string, which: FeedDeletion = {}): Promise<number> {
  const { feedType, exceptType, before } = which;
  let deleted = 0;
  const filter = feedType ? 'feedType = :type' : exceptType ? 'feedType <> :type' : undefined;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: before
          ? 'PK = :pk AND SK BETWEEN :feed AND :before'
          : 'PK = :pk AND begins_with(SK, :feed)',
        ...(filter && { FilterExpression: filter }),
        ExpressionAttributeValues: {
          ':pk': accountKeys.profile(userId).PK,
          ':feed': activitySortPrefixes.feed,
          ...(before && { ':before': `${activitySortPrefixes.feed}${before}` }),
          ...(filter && { ':type': feedType ?? exceptType }),
        },
        ProjectionExpression: 'PK, SK',
        Limit: deletePageSize,
        ExclusiveStartKey,
      }),
    );
    const keys = (page.Items ?? []).map((item) => ({ PK: item.PK, SK: item.SK }));
    await deleteBatches(table(), keys);
    deleted += keys.length;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return deleted;
}

/**
 * The addresses whose feed holds a line (`U#{email}`, FEED# items), a scan page at a time, each
 * page's handed to `handle` before the next is read: the address-feed sweep's
 * (invitations/address-feed-sweep.ts), so a run cut short has done what it reached. An address
 * is given as its key spells it; a user id holds no '@'.
 */
export async function forEachAddressWithFeed(handle: (addresses: string[]) => Promise<void>): Promise<void> {
  const prefix = accountKeys.profile('').PK;
  const seen = new Set<string>();
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: table(),
        FilterExpression: 'begins_with(SK, :feed) AND contains(PK, :at)',
        ExpressionAttributeValues: { ':feed': activitySortPrefixes.feed, ':at': '@' },
        ProjectionExpression: 'PK',
        ExclusiveStartKey,
      }),
    );
    const found: string[] = [];
    for (const item of page.Items ?? []) {
      const key = String(item.PK);
      if (!key.startsWith(prefix) || seen.has(key)) continue;
      seen.add(key);
      found.push(key.slice(prefix.length));
    }
    if (found.length > 0) await handle(found);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}
