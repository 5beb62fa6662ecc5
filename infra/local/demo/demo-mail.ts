import { readTrackedLocation } from '@shared/email-link';
import { addMonths, currentMonth } from '@shared/months';
import { findJob } from '../../../functions/jobs/jobs';
import { scannerWindowSeconds } from '../../../functions/lib/mail/machine-click';
import { runJobNow } from '../jobs';
import type { DemoApi } from './demo-api';

/**
 * E-mail engagement for the demo (README.md "A demo that is alive"): the newsletter job, run by
 * its own entry point for two earlier closed months (the first start's catch-up already sent the
 * latest, before the demo clients had homes), mails each subscribed demo client the sold
 * figures of their home's neighbourhood; then a few of them click a button of each message, as a
 * reader does: through the `/e/…` page's own click report, with a browser's user agent, after
 * the scanner window. Two people's clicks in a week are what raises the "opened your e-mails"
 * suggestion; a person's click counts once per message, so it takes two messages.
 */
export const readerAgent =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

interface CapturedMail {
  destination: { to: string[] };
  subject: string;
  body: { html?: string };
}

/** Sends the newsletters of the two closed months before the latest; answers when they went. */
export async function sendEarlierNewsletters(root: string, now: Date, log: (line: string) => void): Promise<Date> {
  const job = findJob('newsletter');
  if (!job) throw new Error('The job table has no newsletter job.');
  const latestClosed = addMonths(currentMonth(now), -1);
  for (const month of [addMonths(latestClosed, -2), addMonths(latestClosed, -1)]) {
    await runJobNow(job, root, { month }, (line) => log(`  ${line.trim()}`));
  }
  return new Date();
}

/** The buttons (not the hidden honeypot, link 0) of the messages sent to `address`, as tracked links. */
function trackedButtonsTo(mails: CapturedMail[], address: string, site: string) {
  return mails
    .filter((mail) => mail.destination.to.includes(address))
    .map((mail) => {
      const hrefs = [...(mail.body.html ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
      for (const href of hrefs) {
        if (!href.startsWith(`${site}/e/`)) continue;
        const url = new URL(href);
        const parts = readTrackedLocation(url.pathname, url.search);
        if (parts && !parts.clickId.endsWith('.0')) return parts;
      }
      return undefined;
    })
    .filter((parts) => parts !== undefined);
}

/**
 * Each reader clicks the first button of each message they were sent, no sooner than the
 * scanner window after `sentAt` (a sooner click is a scanner's, and counts as a machine's).
 * Answers how many clicks were reported.
 */
export async function clickAsReaders(
  api: DemoApi,
  input: { sesEndpoint: string; siteUrl: string; readers: string[]; sentAt: Date },
): Promise<number> {
  const wait = input.sentAt.getTime() + (scannerWindowSeconds + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const store = (await (await fetch(`${input.sesEndpoint}/store`)).json()) as { emails: CapturedMail[] };
  let clicks = 0;
  for (const reader of input.readers) {
    for (const link of trackedButtonsTo(store.emails, reader, input.siteUrl)) {
      await api.call(undefined, 'POST', `/email/click/${link.clickId}`, {
        body: { path: link.path, query: link.query, h: link.hmac },
        userAgent: readerAgent,
      });
      clicks += 1;
    }
  }
  return clicks;
}
