import { createHash, timingSafeEqual } from 'node:crypto';
import type { ApiEvent } from '../route';
import { env } from '../env';

/**
 * The header CloudFront adds to every `/api/*` origin request (infra/constructs/web-distribution.ts),
 * carrying the value the functions get as `ORIGIN_VERIFY_SECRET`. CloudFront overwrites a
 * viewer's header of the same name, so only a request that came through the distribution
 * carries the right value; one sent straight to the API's own endpoint cannot know it.
 */
export const originVerifyHeader = 'x-origin-verify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the request came through CloudFront: its origin header holds the secret, compared
 * in constant time. Without a configured secret (the local stack) nothing qualifies.
 */
export function cameThroughCloudFront(event: ApiEvent): boolean {
  const secret = env().ORIGIN_VERIFY_SECRET;
  const sent = event.headers?.[originVerifyHeader];
  if (!secret || sent === undefined) return false;
  // Digests have the same length whatever was sent, as timingSafeEqual requires.
  return timingSafeEqual(digest(sent), digest(secret));
}
