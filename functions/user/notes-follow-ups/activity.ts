import { randomUUID } from 'node:crypto';
import { createLogger } from '../../lib/logger';
import { putFeedItem, type FeedItem } from './feed-repository';

const logger = createLogger('user');

/**
 * Writes one item of a user's activity feed for a dashboard action (document 2 §3: Archived,
 * Unarchived, UpdateProfile...). The action itself is what the caller asked for and is done,
 * so a feed write that fails is logged and does not fail the call (as followings.ts does).
 */
export async function recordActivity(
  userId: string,
  feedType: string,
  now: Date,
  details: Pick<FeedItem, 'payload' | 'by'> = {},
): Promise<void> {
  try {
    await putFeedItem({ feedType, time: now.toISOString(), id: randomUUID(), uid: userId, ...details });
  } catch (error) {
    logger.warn('The change was stored but not its feed item', { error, userId, feedType });
  }
}
