import { countAgainstLimit, type RateRule } from '../../lib/rate-limit/fixed-window';
import { countRequest } from './rate-limit-repository';

/**
 * The user service's limits (the limiter itself is `functions/lib/rate-limit/`): on the calls
 * that reveal whether an address is known (DECISIONS row 28: the e-mail step's invite and
 * waitlist look-ups), on the ones that write for anonymous callers, and on uploads. Fixed
 * windows, counted per caller in this service's table, so every instance agrees.
 */
export const rateLimits = {
  /** `GET /invite/{id}`, `GET /waitlist/{email}` and `POST /invite/{id}/name`: a few e-mail steps, not an enumeration. */
  probe: { bucket: 'probe', limit: 30, windowSeconds: 300 },
  /** `PUT /waitlist`. */
  waitlistJoin: { bucket: 'waitlistJoin', limit: 10, windowSeconds: 3600 },
  /** `POST /uploads`, per signed-in user. */
  upload: { bucket: 'upload', limit: 20, windowSeconds: 600 },
  /**
   * `POST /unsubscribe` with a valid token, per user the token names (not per address: a mail
   * provider's few servers make the one-click POSTs of all its users).
   */
  unsubscribe: { bucket: 'unsubscribe', limit: 20, windowSeconds: 3600 },
  /** `POST /unsubscribe` with a token that is not ours, per address: guessing gets nowhere fast. */
  unsubscribeRefused: { bucket: 'unsubscribeRefused', limit: 20, windowSeconds: 300 },
  /** `POST /users/feedback` (DECISIONS row 25), per user or, for a visitor, per address. */
  feedback: { bucket: 'feedback', limit: 10, windowSeconds: 3600 },
  /**
   * `POST /email/click/{id}`, per address: a reader clicks a few links; a scanner behind one
   * address may click many, and is a machine anyway, so nothing is lost when it is cut off.
   */
  emailClick: { bucket: 'emailClick', limit: 60, windowSeconds: 300 },
} as const satisfies Record<string, RateRule>;
export type RateBucket = keyof typeof rateLimits;

/** Counts this request against one of the limits above; over it, RateLimitedError (429). */
export function takeRateToken(bucket: RateBucket, callerKey: string, now: Date): Promise<void> {
  return countAgainstLimit(countRequest, rateLimits[bucket], callerKey, now);
}
