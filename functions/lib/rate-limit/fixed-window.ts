import { messages } from '@shared/validation/messages';
import { RateLimitedError } from '../errors';

/** One limit: at most `limit` requests per caller in each fixed window of `windowSeconds`. */
export interface RateRule {
  /** The counters' name: two rules with one bucket share their counts. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** One request to count: the caller's counter of the window that `windowStart` opens. */
export interface CountedRequest {
  bucket: string;
  callerKey: string;
  /** ISO instant the fixed window starts at: one counter per caller and window. */
  windowStart: string;
  /** Epoch seconds after which the store may forget the counter (the table's TTL). */
  expiresAt: number;
}

/**
 * The store of the counters: counts one request and answers the window's new count. It must
 * be shared by every instance (DECISIONS row 28), so it is a table, not memory: the user
 * service's, whose keys module holds the counter's key (README.md here).
 */
export type CountRequest = (request: CountedRequest) => Promise<number>;

export const tooManyRequests = messages.tooManyAttempts;

/**
 * The 429's words: "a few minutes" while the window ends within five, else how long it has left
 * (a visitor's ten valuations an hour had said "a few minutes" with up to an hour to wait, QA 25a).
 */
export function tooManyRequestsFor(waitMs: number): string {
  const minutes = Math.ceil(waitMs / 60_000);
  if (minutes <= 5) return tooManyRequests;
  const hours = Math.round(minutes / 60);
  if (minutes >= 55)
    return `Too many attempts. Please try again in about ${hours <= 1 ? 'an hour' : `${hours} hours`}.`;
  return `Too many attempts. Please try again in about ${Math.ceil(minutes / 5) * 5} minutes.`;
}

/** Counts this request against `rule`; over the limit it fails with RateLimitedError (429). */
export async function countAgainstLimit(
  count: CountRequest,
  rule: RateRule,
  callerKey: string,
  now: Date,
): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const counted = await count({
    bucket: rule.bucket,
    callerKey,
    windowStart: new Date(start).toISOString(),
    expiresAt: Math.ceil((start + 2 * windowMs) / 1000),
  });
  if (counted > rule.limit) throw new RateLimitedError(tooManyRequestsFor(start + windowMs - now.getTime()));
}
