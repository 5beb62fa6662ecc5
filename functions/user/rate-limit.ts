import { createHash } from 'node:crypto';
import { messages } from '@shared/validation/messages';
import type { ApiEvent } from '../lib/route';
import { RateLimitedError } from '../lib/errors';
import { cameThroughCloudFront } from './origin-verify';
import { countRequest } from './rate-limit-repository';

/**
 * Limits on the calls that reveal whether an address is known (DECISIONS row 28: the
 * e-mail step's invite and waitlist look-ups) and on the ones that write for anonymous
 * callers. Fixed windows, counted per caller in the user table, so every instance agrees.
 */
export const rateLimits = {
  /** `GET /invite/{id}` and `GET /waitlist/{email}`: a few e-mail steps, not an enumeration. */
  probe: { limit: 30, windowSeconds: 300 },
  /** `PUT /waitlist`. */
  waitlistJoin: { limit: 10, windowSeconds: 3600 },
  /** `POST /uploads`, per signed-in user. */
  upload: { limit: 20, windowSeconds: 600 },
} as const;
export type RateBucket = keyof typeof rateLimits;

export const tooManyRequests = messages.tooManyAttempts;

/**
 * Who is asking, as a key that stores no address in clear. Behind CloudFront the viewer's
 * address arrives in `cloudfront-viewer-address` (`ip:port`) and `sourceIp` is the edge's.
 * That header is believed only on a request that carries CloudFront's origin secret: the
 * API's own endpoint is public, and a caller going straight to it could otherwise send a
 * different "viewer" each time and get a fresh counter. Anything else (a direct call, the
 * local gateway) is keyed on `sourceIp`.
 */
export function callerKeyOf(event: ApiEvent): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  const address =
    viewer && cameThroughCloudFront(event)
      ? viewer.replace(/:\d+$/, '')
      : (event.requestContext?.http?.sourceIp ?? 'unknown');
  return createHash('sha256').update(address).digest('base64url').slice(0, 22);
}

/** Counts this request; over the bucket's limit it fails with RateLimitedError (429). */
export async function takeRateToken(bucket: RateBucket, callerKey: string, now: Date): Promise<void> {
  const { limit, windowSeconds } = rateLimits[bucket];
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const count = await countRequest({
    bucket,
    callerKey,
    windowStart: new Date(start).toISOString(),
    expiresAt: Math.ceil((start + 2 * windowMs) / 1000),
  });
  if (count > limit) throw new RateLimitedError(tooManyRequests);
}
