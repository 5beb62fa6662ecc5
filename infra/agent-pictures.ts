import { contract } from '@shared/contract';

/**
 * The agents' pictures in our e-mails (`GET /agents/{id}/headshot`, a 302 to a freshly signed
 * link that CloudFront may keep 20 minutes and any cache after it 5): read by every mail client,
 * or its provider's image proxy, that opens a newsletter. CloudFront keeps the answer as the function says
 * (constructs/web-distribution.ts), so a thousand opens cost Lambda one call per picture and
 * edge location; and WAF counts these reads apart from the API's (constructs/edge-firewall.ts),
 * so a mail provider's proxy opening a newsletter for many readers at once never spends the
 * `/api/` budget of the address it shares with them, nor they its.
 */
const [prefix, suffix] = `/api${contract.user.getAgentHeadshot.path}`.split('{id}') as [string, string];

export const agentPicturePaths = {
  /** CloudFront's path pattern: `/api/agents/*\/headshot`. */
  pattern: `${prefix}*${suffix}`,
  prefix,
  suffix,
} as const;

/**
 * Per client address, over WAF's 5-minute window: 15 a second on average, three times the
 * API's (`apiRateLimit`). A proxy opening a newsletter for its readers reads one picture again
 * and again, and CloudFront answers those from its cache; a client asking for many ids, which
 * misses the cache, can still take no more than a sixteenth of the stage's 250 a second.
 */
export const agentPictureRateLimit = { limit: 4500, evaluationWindowSec: 300 } as const;
