import { readTrackedLocation, safeRedirectTarget, type TrackedLinkParts } from '@shared/email-link';
import type { EmailClickAnswer } from '@shared/email-link-schemas';

/**
 * How long the page waits for the server to vouch for the link before it gives up and goes to
 * `/`. The server records the click before it answers (a few writes: the event, the month's
 * counts, the feed) and a cold Lambda adds about a second: 1.5 s could send genuine clicks,
 * invitations' included, to `/`. The page says it is opening the link meanwhile.
 */
export const reportTimeoutMs = 4000;

/**
 * Where the `/e/{clickId}/…` page sends the reader (document 3 §2.12, issue 16). Only the
 * server knows the signing key, so the page reports the click (`POST /email/click/{id}`) and
 * the server answers where a genuine link leads; the page waits for that answer at most
 * `reportTimeoutMs`. It goes to the link's path only when the server vouched for exactly that
 * path and query and the path is one of our own origin; otherwise (not a tracked link, a
 * signature refused, the report failed or took too long) to `/`. A failed report logs a
 * warning; the redirect happens either way.
 */
export async function redirectTargetOf(
  location: { pathname: string; search: string },
  report: (link: TrackedLinkParts) => Promise<EmailClickAnswer>,
  timeoutMs = reportTimeoutMs,
): Promise<string> {
  const link = readTrackedLocation(location.pathname, location.search);
  if (!link) return '/';
  const target = safeRedirectTarget(link.path, link.query);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const answer = await Promise.race([
      report(link),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    // The answer is checked too: only the page this link names, and only on our origin.
    return target !== undefined && answer.target === target ? target : '/';
  } catch (error) {
    console.warn('The e-mail click could not be reported', error);
    return '/';
  } finally {
    clearTimeout(timer);
  }
}
