import { randomUUID } from 'node:crypto';
import { createLogger } from '../../lib/logger';
import { putFeedItem, putFeedItemOnce, type FeedItem } from './feed-repository';

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

/**
 * As `recordActivity`, for an action that happens once at a known time (a sign-up, at its
 * profile's creation): the item's id and time are the action's, so a retried trigger writes
 * the same item, kept once (QA 48b L2: a retry had shown "Signed up" twice).
 */
export async function recordActivityOnce(userId: string, feedType: string, at: string, id: string): Promise<void> {
  try {
    await putFeedItemOnce({ feedType, time: at, id, uid: userId });
  } catch (error) {
    logger.warn('The change was stored but not its feed item', { error, userId, feedType });
  }
}
