import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { safeRedirectTarget, signedTextOf, trackedLinkOf } from '@shared/email-link';

/**
 * The signature of tracked e-mail links (format in shared/email-link.ts): an HMAC-SHA-256
 * under LINK_SIGNING_SECRET (the key of unsubscribe tokens, unsubscribe-token.ts) of the click
 * id, the path and the query. The purpose is signed too, so an unsubscribe signature can never
 * pass for a link's, nor the other way round. A link grants nothing: it only lets the redirect
 * page send a reader to a page of ours the message named, and count the click.
 */
const purpose = 'gta-homes/email-click/v1';

function signatureOf(clickId: string, path: string, query: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}\n${signedTextOf(clickId, path, query)}`)
    .digest('base64url');
}

/** A new message's reference: 96 random bits, the first part of each of its links' click ids. */
export function newClickReference(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * `url` as a tracked link with click id `clickId`, when it leads to a page of `site` (same
 * origin) that the redirect would follow; any other address (another site, a `mailto:`) is
 * answered as it was.
 */
export function trackLink(url: string, site: string, clickId: string, secret: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.origin !== new URL(site).origin || parsed.hash) return url;
  const path = parsed.pathname;
  const query = parsed.search.replace(/^\?/, '');
  if (!safeRedirectTarget(path, query)) return url;
  return trackedLinkOf(parsed.origin, { clickId, path, query, hmac: signatureOf(clickId, path, query, secret) });
}

/**
 * Where a tracked link leads, when its signature is ours for this click id, path and query and
 * the path stays on our origin; otherwise undefined. Compared as text in constant time.
 */
export function verifiedTarget(
  link: { clickId: string; path: string; query: string; hmac: string },
  secret: string,
): string | undefined {
  const expected = Buffer.from(signatureOf(link.clickId, link.path, link.query, secret));
  const given = Buffer.from(link.hmac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return safeRedirectTarget(link.path, link.query);
}
