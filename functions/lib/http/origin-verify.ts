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
 * Whether the request came through CloudFront: its origin header holds the secret (or, while
 * the secrets rotate, the previous one), compared in constant time. Without a configured
 * secret (the local stack) nothing qualifies.
 */
export function cameThroughCloudFront(event: ApiEvent): boolean {
  const { ORIGIN_VERIFY_SECRET: secret, ORIGIN_VERIFY_PREVIOUS_SECRET: previous } = env();
  const sent = event.headers?.[originVerifyHeader];
  if (!secret || sent === undefined) return false;
  // Digests have the same length whatever was sent, as timingSafeEqual requires.
  const matches = (value: string | undefined) => !!value && timingSafeEqual(digest(sent), digest(value));
  return matches(secret) || matches(previous);
}
