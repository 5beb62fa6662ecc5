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
  if (counted > rule.limit) throw new RateLimitedError(tooManyRequests);
}
