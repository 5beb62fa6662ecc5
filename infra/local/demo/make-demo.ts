import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoPassword } from '../provision/demo-accounts';
import { DemoApi } from './demo-api';
import { emailReaders, valueTheHomes, workTheBook } from './demo-content';
import { clickAsReaders, sendEarlierNewsletters } from './demo-mail';

/**
 * The demo's day (README.md "A demo that is alive"), once per data folder: after the first
 * start's jobs have caught up, the demo people use the product through its API (demo-content.ts)
 * and the newsletter job's own entry point mails them (demo-mail.ts). The marker file is
 * written before the first call, so a failure half-way is never repeated on top of what was
 * made; the failure is logged in one line and the stack goes on without it.
 */
export const demoMarkerFile = 'demo-made.json';

export interface MakeDemoOptions {
  dataDir: string;
  root: string;
  gatewayUrl: string;
  siteUrl: string;
  cognitoEndpoint: string;
  userPoolClientId: string;
  sesEndpoint: string;
  /** The demo accounts with their Cognito `sub` (the profiles' ids). */
  accounts: { email: string; sub: string }[];
  now: Date;
  /** A pinned clock (`NOW`): every click would come at its message's send, a scanner's. */
  pinnedClock: boolean;
  log: (line: string) => void;
}

export type DemoOutcome = 'made' | 'made-before' | 'failed';

export async function makeDemo(options: MakeDemoOptions): Promise<DemoOutcome> {
  const marker = join(options.dataDir, demoMarkerFile);
  if (existsSync(marker)) return 'made-before';
  const started = Date.now();
  writeFileSync(marker, `${JSON.stringify({ startedAt: new Date().toISOString() })}\n`);
  const { log } = options;
  log("Making the demo's day: valuations, an annual report, follow-ups, e-mail engagement, agents' pictures…");
  try {
    const api = new DemoApi({
      gatewayUrl: options.gatewayUrl,
      cognitoEndpoint: options.cognitoEndpoint,
      userPoolClientId: options.userPoolClientId,
      password: demoPassword,
    });
    const subs = new Map(options.accounts.map((account) => [account.email, account.sub]));
    const valuations = await valueTheHomes(api);
    // Side by side; both settle before a failure is reported, so no log line comes after it.
    const [mail, book] = await Promise.allSettled([
      sendEarlierNewsletters(options.root, options.now, log),
      workTheBook(api, { valuations, subs, now: options.now }),
    ]);
    if (mail.status === 'rejected') throw mail.reason;
    if (book.status === 'rejected') throw book.reason;
    const sentAt = mail.value;
    const { reports } = book.value;
    const clicks = options.pinnedClock
      ? 0
      : await clickAsReaders(api, {
          sesEndpoint: options.sesEndpoint,
          siteUrl: options.siteUrl,
          readers: emailReaders,
          sentAt,
        });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const comparables = reports.map((report) => report.similarSolds.length).join(', ');
    log(
      `  Made the demo in ${seconds} s: ${valuations.size} valuations, annual report comparables ${comparables}, ` +
        (options.pinnedClock
          ? 'no e-mail clicks (NOW is pinned: a click at its send counts as a scanner).'
          : `${clicks} e-mail clicks.`),
    );
    writeFileSync(marker, `${JSON.stringify({ madeAt: new Date().toISOString(), seconds: Number(seconds) })}\n`);
    return 'made';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(`The demo content was not made (${reason}). The site works without it; \`npm run reset\` starts afresh.`);
    writeFileSync(marker, `${JSON.stringify({ failedAt: new Date().toISOString(), reason })}\n`);
    return 'failed';
  }
}
