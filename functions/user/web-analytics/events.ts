import { randomUUID } from 'node:crypto';
import { feedTypeOfEvent } from '@shared/events';
import type { SoldReportEvent } from '@shared/events-schemas';
import type { Caller } from '../../lib/auth/caller';
import { countAgainstLimit, type RateRule } from '../../lib/rate-limit/fixed-window';
import type { FeedItem } from '../notes-follow-ups/published';
import { countRequest } from '../rate-limits/published';

/**
 * `POST /events` per caller: generous for someone reading reports (each month or neighbourhood
 * opened is one event), far below what would flood the feed. Counted in the user table like
 * the other limits (rate-limits.ts), so every instance agrees.
 */
export const eventRateLimit = { bucket: 'events', limit: 120, windowSeconds: 600 } as const satisfies RateRule;

export function takeEventToken(callerKey: string, now: Date): Promise<void> {
  return countAgainstLimit(countRequest, eventRateLimit, callerKey, now);
}

/**
 * The feed item an event becomes. A signed-in caller's item is theirs (`uid`), with the
 * newsletter link's parameters when it came from one. A visitor's carries no identity: the
 * visit's random analytics session at most (a fresh one when none is sent), and of a
 * newsletter link only the month, never the e-mail address or user it named.
 */
export function feedItemOfEvent(event: SoldReportEvent, caller: Caller | null, now: Date, id = randomUUID()): FeedItem {
  const link = event.type === 'openSoldReport' ? event.link : undefined;
  const item: FeedItem = {
    feedType: feedTypeOfEvent[event.type],
    time: now.toISOString(),
    id,
    nid: event.neighbourhoodId,
    month: event.month,
    ...(event.propertyType && { propertyType: event.propertyType }),
    url: event.path,
  };
  if (caller) {
    return {
      ...item,
      uid: caller.sub,
      ...(event.sessionId && { sessionId: event.sessionId }),
      ...(link && Object.keys(link).length > 0 && { link }),
    };
  }
  return {
    ...item,
    sessionId: event.sessionId ?? randomUUID(),
    ...(link?.month && { link: { month: link.month } }),
  };
}
