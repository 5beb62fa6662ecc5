import { torontoDate } from '@shared/format/dates';
import { parseLocalConfig } from '../../infra/local/config';
import { withLocalData } from '../../infra/local/local-data';
import { lambdaBundleLimitBytes, measureLambdaBundles } from './lambda-bundles';
import { benchAnnualReportPdf } from './annual-report-pdf';
import { benchSearch } from './search';
import { benchSoldReportPdf } from './sold-report-pdf';
import { benchWebBundles } from './web-bundles';

/**
 * `npm run bench`: the figures DESIGN "Targets" and the issues name, measured on this
 * machine. The bars are reported next to the figures; they are targets, not test assertions.
 */
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
// Business metrics (EMF) belong in Lambda's log; here they would be one JSON line per request.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
const log = (line: string) => console.log(line);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

log('Lambda bundles (minified; target ≤ 500 KB each)');
for (const { name, bytes, gzipBytes } of await measureLambdaBundles()) {
  const verdict = bytes <= lambdaBundleLimitBytes ? 'ok' : 'OVER';
  log(`  ${name.padEnd(12)} ${kb(bytes).padStart(10)}  (gzip ${kb(gzipBytes)})  ${verdict}`);
}

await benchWebBundles(log);

await benchSoldReportPdf(log);
await benchAnnualReportPdf(log);

// The valuation model trains on the seed generated in memory: no local stack needed.
const { benchValuation } = await import('./valuation');
await benchValuation(log, torontoDate(process.env.NOW ? new Date(process.env.NOW) : new Date()));

// The users list seeds 20,000 users into a dynalite of its own, in memory.
const { benchUsersList } = await import('./users-list');
await benchUsersList(log);

// Web analytics rolls up a year of synthetic events made in memory, into a dynalite of its own.
const { benchWebAnalytics } = await import('./web-analytics');
await benchWebAnalytics(log);

// The contact import runs on a dynalite and an s3rver of its own, with a file made in memory.
const { benchContactImport } = await import('./contact-import');
await benchContactImport(log);

// The newsletter to 50,000 subscribers through its queue workers, on a dynalite of its own.
const { benchNewsletterFanout } = await import('./newsletter-fanout');
await benchNewsletterFanout(log);

// The data figures run on the local stack's data (a running `npm start`'s, or its data folder).
// Loaded now, after the log level is set: the functions' loggers are made when they load.
const { benchSoldReports } = await import('./sold-reports');
await withLocalData(parseLocalConfig(), async () => {
  await benchSearch(log);
  await benchSoldReports(log);
});

// The load run needs a running `npm start` (its gateway); without one it says so.
const { benchLoadRun } = await import('./load-run');
await benchLoadRun(log);

// `npm start` on a data folder of its own: first start and restart, until `Ready:`.
const { benchNpmStart } = await import('./npm-start');
await benchNpmStart(log);

// Lighthouse mobile over the pages of issue 26, on the built site with a local stack of its own.
const { benchLighthouse } = await import('./web-lighthouse');
await benchLighthouse(log);
