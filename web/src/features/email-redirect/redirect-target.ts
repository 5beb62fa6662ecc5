import { readTrackedLocation, safeRedirectTarget, type TrackedLinkParts } from '@shared/email-link';
import type { EmailClickAnswer } from '@shared/email-link-schemas';

/** How long the page waits for the click report before it goes on anyway (document 3 §2.12). */
export const reportTimeoutMs = 1500;

/**
 * Where the `/e/{clickId}/…` page sends the reader (document 3 §2.12, issue 29). The page
 * reports the click (`POST /email/click/{id}`, where the server checks the signature and counts
 * it) and then goes to the link's own path and query, whether the report succeeded, failed or
 * took longer than `reportTimeoutMs`: a failed report logs a warning and the redirect still
 * happens. The path is followed only when it stays on our origin, starts with a single `/`
 * once decoded and is not under `/e/` or `/api/` (safeRedirectTarget); otherwise, and for an
 * address that is not a tracked link at all, the page goes to `/`.
 */
export async function redirectTargetOf(
  location: { pathname: string; search: string },
  report: (link: TrackedLinkParts) => Promise<EmailClickAnswer>,
  timeoutMs = reportTimeoutMs,
): Promise<string> {
  const link = readTrackedLocation(location.pathname, location.search);
  if (!link) return '/';
  const target = safeRedirectTarget(link.path, link.query) ?? '/';
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      report(link),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    console.warn('The e-mail click could not be reported', error);
  } finally {
    clearTimeout(timer);
  }
  return target;
}
