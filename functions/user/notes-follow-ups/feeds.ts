import { emailKindLabels, feedTitle, type FeedAggregate, type FeedEntry, type UserFeeds } from '@shared/feeds';
import { currentMonth } from '@shared/months';
import type { Caller } from '../../lib/auth/caller';
import { reachableProfile } from '../accounts/published';
import { listingAddresses } from '../../property/published';
import { listFeedItems, type FeedItem } from './feed-repository';
import { createLogger } from '../../lib/logger';

const logger = createLogger('user');

/**
 * `GET /users/{id}/feeds?month=YYYY-MM` (document 2 §2 "Activity tab"): a contact's items of
 * one Toronto month, newest first, with their titles (DECISIONS row 20), and the month's count
 * per type. Keys are UTC instants, so one Query takes the month with a day either side and
 * the Toronto month decides.
 */
const dayMs = 86_400_000;

/** What an item was about; a listing by its address, as the other screens name a home (QA 29), else its MLS number. */
function describe(item: FeedItem, addresses: ReadonlyMap<string, string>): string | undefined {
  if (item.payload?.address) return item.payload.address;
  if (item.payload?.section) return `Section: ${item.payload.section}`;
  if (item.payload?.role) return `Role: ${item.payload.role}`;
  if (item.payload?.agent) return `Agent: ${item.payload.agent}`;
  if (item.nid) return item.month ? `${item.nid}, ${item.month}` : item.nid;
  if (item.mls) return addresses.get(item.mls) ?? item.mls;
  if (item.emailtype) return emailKindLabels[item.emailtype];
  return undefined;
}

function toEntry(item: FeedItem, addresses: ReadonlyMap<string, string>): FeedEntry {
  const description = describe(item, addresses);
  return {
    id: item.id,
    feedType: item.feedType,
    time: item.time,
    title: feedTitle(item),
    ...(description && { description }),
    ...(item.nid && { nid: item.nid }),
    ...(item.mls && { mls: item.mls }),
    ...(item.month && { month: item.month }),
    ...(item.url && { url: item.url }),
    ...(item.event && { event: item.event }),
    ...(item.emailtype && { emailtype: item.emailtype }),
    ...(item.payload && { payload: item.payload }),
  };
}

export async function feedsOf(caller: Caller, userId: string, month: string): Promise<UserFeeds> {
  await reachableProfile(caller, userId);
  const first = Date.parse(`${month}-01T00:00:00Z`);
  const next = new Date(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const items = (
    await listFeedItems(userId, new Date(first - dayMs).toISOString(), new Date(next.getTime() + dayMs).toISOString())
  ).filter((item) => currentMonth(new Date(item.time)) === month);

  const counts = new Map<string, FeedAggregate>();
  for (const item of items) {
    const key = item.feedType === 'HomeValue' ? `HomeValue:${item.event ?? ''}` : item.feedType;
    const entry = counts.get(key) ?? { feedType: item.feedType, title: feedTitle(item), count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const aggregation = [...counts.values()].sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
  // Items written before a follow kept its address: looked up, else named by their MLS number.
  const addresses = await listingAddresses(
    items.flatMap((item) => (item.mls && !item.payload?.address ? [item.mls] : [])),
  ).catch((error: unknown) => {
    logger.warn('The addresses of followed homes could not be read', { error });
    return new Map<string, string>();
  });
  return { month, items: items.map((item) => toEntry(item, addresses)), aggregation };
}
