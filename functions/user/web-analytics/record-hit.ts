import { createHmac, randomUUID } from 'node:crypto';
import type { PageViewEvent } from '@shared/events-schemas';
import { addMonths, currentMonth } from '@shared/months';
import type { Caller } from '../../lib/auth/caller';
import { putFeedItem } from '../notes-follow-ups/published';
import { addToRollups, daySalt, markVisitorSeen, readSession, writeSession } from './analytics-repository';
import { countLogin, countSessionTime } from './people-figures-repository';
import {
  averageSessionMs,
  isDroppedAgent,
  isMobileAgent,
  stepSession,
  torontoDay,
  type RollupIncrement,
} from './session-rules';

/** DECISIONS row 43: raw analytics events are kept 25 months, then only the monthly rollups. */
export const rawEventMonths = 25;
/** Tries of a session's conditional write before giving up on the hit (others kept winning). */
const sessionWriteTries = 8;

/**
 * The `expiresAt` (epoch seconds) of a raw event made now: 25 months on, the same day of the
 * month or the month's last (31 January → 28 February, not 3 March as `setUTCMonth` gives).
 */
export function rawEventExpiry(now: Date): number {
  const target = now.getUTCMonth() + rawEventMonths;
  const lastDay = new Date(Date.UTC(now.getUTCFullYear(), target + 1, 0)).getUTCDate();
  const later = new Date(now);
  later.setUTCDate(1);
  later.setUTCMonth(target);
  later.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return Math.floor(later.getTime() / 1000);
}

/** Who sent a hit, as the intake sees them: never stored as such. */
export interface HitSource {
  /** The caller's network (rate-key.ts `callerNetworkOf`). */
  network: string;
  userAgent: string | undefined;
}

/**
 * A page view (sent by the browser only after Accept all): dropped for bots; else the day's
 * visitor is counted once, the session stepped (a conditional write, retried when another
 * Lambda got there first), the rollups added to, and for a signed-in user their session
 * counters and a PageView feed item. Answers whether it was counted.
 */
export async function recordPageView(
  event: PageViewEvent,
  caller: Caller | null,
  source: HitSource,
  now: Date,
): Promise<boolean> {
  const userAgent = source.userAgent;
  if (!userAgent || isDroppedAgent(userAgent)) return false;
  const at = now.getTime();
  const day = torontoDay(at);
  const salt = await daySalt(day, torontoDay(at - 2 * 86_400_000), now);
  const visitor = createHmac('sha256', salt).update(`${source.network}\n${userAgent}`).digest('base64url').slice(0, 22);
  const increments: RollupIncrement[] = [];
  if (await markVisitorSeen(day, visitor, now)) increments.push({ day, figure: 'visitors', amount: 1 });

  // The browser's analytics session keys the session; without one, the day's visitor does.
  const sessionKey = event.sessionId ?? `V#${visitor}`;
  const hit = { at, mobile: isMobileAgent(userAgent), ...(caller && { uid: caller.sub }) };
  let step: ReturnType<typeof stepSession> | undefined;
  for (let attempt = 0; attempt < sessionWriteTries && !step; attempt++) {
    const stored = await readSession(sessionKey);
    const next = stepSession(stored?.state, hit);
    if (await writeSession(sessionKey, next.state, stored)) step = next;
  }
  if (!step) throw new Error('The analytics session kept changing under this page view.');
  await addToRollups([...increments, ...step.increments]);
  if (step.user) await countSessionTime(step.user.uid, step.user, averageSessionMs);
  if (caller) {
    await putFeedItem({
      feedType: 'PageView',
      time: now.toISOString(),
      id: randomUUID(),
      uid: caller.sub,
      url: event.path,
      ...(event.sessionId && { sessionId: event.sessionId }),
      expiresAt: rawEventExpiry(now),
    });
  }
  return true;
}

/** A sign-in (the user pool's post-authentication trigger): the day's logins and the user's counters. */
export async function recordLogin(userId: string, now: Date): Promise<void> {
  await addToRollups([{ day: torontoDay(now.getTime()), figure: 'logins', amount: 1 }]);
  await countLogin(userId, now.toISOString());
}

/** The months of the overview: the last 12, the current one included, oldest first. */
export function overviewMonths(now: Date, count: number): string[] {
  const last = currentMonth(now);
  return Array.from({ length: count }, (_, i) => addMonths(last, i - count + 1));
}
