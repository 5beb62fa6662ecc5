import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import type { LocalInfo } from '../../infra/local/local-info';
import { findFreePort } from '../../infra/local/stand-ins/ports';
import { signIn } from '../support/demo-sign-in';
import { demoAccount, type BenchPage, type Viewer } from './web-pages';

/**
 * Lighthouse 12 (pinned: 13 needs Node ≥ 22.19), mobile form factor with its default simulated
 * throttling, on the system Chromium (never a downloaded one), the performance category only.
 * One browser per viewer: a visitor's, and one per demo account, signed in with playwright-core
 * before its pages are measured and kept signed in (`disableStorageReset`; the HTTP cache is
 * still emptied before every run, so each run is a first load).
 *
 * Offline: Chromium resolves no host but this machine's, and every request a page made is
 * checked to be local.
 */
export const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface PageRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Everything the page transferred (Lighthouse's total-byte-weight). */
  bytes: number;
  /** The largest contentful paint's element, as Lighthouse names it. */
  lcpElement: string;
  /** Requests that left this machine (should be none). */
  external: string[];
  lhr: Result;
}

export interface PageFigures {
  page: BenchPage;
  runs: PageRun[];
  /** Runs Lighthouse could not measure (no LCP, a protocol error), retried and left out. */
  failures: string[];
}

const offlineFlags = [
  // Only this machine: no DNS for anything else, so nothing external can load.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-first-run',
];

interface ViewerBrowser {
  context: BrowserContext;
  port: number;
  userDataDir: string;
}

async function launch(): Promise<ViewerBrowser> {
  if (!existsSync(chromePath)) {
    throw new Error(`Chromium is not at ${chromePath}: set CHROME_PATH. The bench never downloads a browser.`);
  }
  const port = await findFreePort();
  const userDataDir = mkdtempSync(join(tmpdir(), 'gta-lighthouse-'));
  // A persistent context is the browser's default one, which the tabs Lighthouse opens share.
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromePath,
    headless: true,
    // Lighthouse emulates the phone itself.
    viewport: null,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-gl=swiftshader',
      '--enable-unsafe-swiftshader',
      `--remote-debugging-port=${port}`,
      // The bench's HTTP/2 front has a certificate of its own making (web-site.ts).
      '--ignore-certificate-errors',
      ...offlineFlags,
    ],
  });
  return { context, port, userDataDir };
}

/** Signed in as a person does, in the browser's default context, whose storage Lighthouse's tabs share. */
async function signInDefaultContext(
  context: BrowserContext,
  siteUrl: string,
  account: { email: string; password: string },
) {
  const page = await context.newPage();
  await signIn(page, siteUrl, account);
  await page.close();
}

async function emptyHttpCache(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
  await page.close();
}

const isLocal = (url: string) =>
  /^(data|blob|chrome|about):/.test(url) || /^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url);

function figuresOf(lhr: Result): PageRun {
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const requests = (audit('network-requests')?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
  const lcpItems = (audit('largest-contentful-paint-element')?.details as { items?: unknown[] } | undefined)?.items;
  const lcpTable = lcpItems?.[0] as { items?: { node?: { snippet?: string; nodeLabel?: string } }[] } | undefined;
  const lcpNode = lcpTable?.items?.[0]?.node;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    // Lighthouse names only an element still in the page: the prerendered frame's are replaced.
    lcpElement: lcpNode
      ? `${lcpNode.nodeLabel ?? ''} ${lcpNode.snippet ?? ''}`.trim().slice(0, 120)
      : '(of the prerendered frame, since replaced by the app)',
    external: requests.map((request) => request.url).filter((url) => !isLocal(url)),
    lhr,
  };
}

/** Every page once before the runs: the server's caches (compressed files, the search index) warm up. */
async function warmUp(browser: ViewerBrowser, url: string): Promise<void> {
  const page = await browser.context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' }).catch(() => undefined);
  await page.close();
}

async function measure(browser: ViewerBrowser, url: string, keepStorage: boolean): Promise<PageRun> {
  if (keepStorage) await emptyHttpCache(browser.context);
  const result = await lighthouse(url, {
    port: browser.port,
    // Its own errors are reported by the bench, per run (a run it cannot measure is retried).
    logLevel: 'silent',
    output: 'json',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  const run = figuresOf(result.lhr);
  const missing = ['largest-contentful-paint', 'total-blocking-time'].find(
    (id) => result.lhr.audits[id]?.numericValue === undefined,
  );
  if (missing) throw new Error(`${missing}: ${result.lhr.audits[missing]?.errorMessage ?? 'not measured'}`);
  return run;
}

/** A run, retried twice when Lighthouse cannot measure it; undefined when it never could. */
async function measureWithRetries(
  browser: ViewerBrowser,
  entry: PageFigures,
  siteUrl: string,
): Promise<PageRun | undefined> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await measure(browser, `${siteUrl}${entry.page.path}`, entry.page.viewer !== 'visitor');
    } catch (error) {
      entry.failures.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
    }
  }
  return undefined;
}

export interface LighthouseOptions {
  runs: number;
  /** Progress lines. */
  log: (line: string) => void;
  /** Where the median run of each page is written as Lighthouse JSON (open it in the Lighthouse viewer). */
  reportDir?: string;
}

/**
 * Measures every page of the site at `siteUrl` `runs` times, round by round (each round opens every page once), so a
 * burst of load on a shared machine spreads over all the pages instead of falling on one.
 */
export async function runLighthouse(
  siteUrl: string,
  info: LocalInfo,
  pages: BenchPage[],
  { runs, log, reportDir }: LighthouseOptions,
): Promise<PageFigures[]> {
  const [figures] = await runLighthouseOn([{ url: siteUrl, name: '' }], info, pages, { runs, log });
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    for (const entry of figures!.filter(({ runs: measured }) => measured.length > 0)) {
      const file = join(reportDir, `${entry.page.name.replace(/\W+/g, '-')}.json`);
      writeFileSync(file, JSON.stringify(medianRun(entry.runs).lhr));
    }
  }
  return figures!;
}

/**
 * `runLighthouse` over several builds of the site served beside one stack (`BENCH_COMPARE`): one
 * browser per viewer, signed in on each; every round measures each page on every site, one
 * right after the other, the sites' order turning from page to page and round to round, so that
 * both meet the same moments of a shared machine. The figures in the order of `sites`.
 */
export async function runLighthouseOn(
  sites: { url: string; name: string }[],
  info: LocalInfo,
  pages: BenchPage[],
  { runs, log }: Omit<LighthouseOptions, 'reportDir'>,
): Promise<PageFigures[][]> {
  const browsers = new Map<Viewer, ViewerBrowser>();
  const figures = sites.map(() => pages.map((page): PageFigures => ({ page, runs: [], failures: [] })));
  try {
    for (const viewer of new Set(pages.map((page) => page.viewer))) {
      const browser = await launch();
      browsers.set(viewer, browser);
      if (viewer === 'visitor') continue;
      for (const site of sites) await signInDefaultContext(browser.context, site.url, demoAccount(info, viewer));
    }
    for (const site of sites)
      for (const page of pages) await warmUp(browsers.get(page.viewer)!, `${site.url}${page.path}`);
    for (let round = 1; round <= runs; round += 1) {
      for (const [index, page] of pages.entries()) {
        // Which site goes first turns with the round for each page, and from page to page.
        const order = sites.map((_, at) => (at + round + index) % sites.length);
        for (const at of order) {
          const entry = figures[at]![index]!;
          const label = sites[at]!.name ? `${sites[at]!.name.padEnd(14)} ` : '';
          const run = await measureWithRetries(browsers.get(page.viewer)!, entry, sites[at]!.url);
          if (!run) {
            log(`  run ${round}/${runs} ${label}${page.name.padEnd(20)} not measured: ${entry.failures.at(-1)}`);
            continue;
          }
          entry.runs.push(run);
          log(
            `  run ${round}/${runs} ${label}${page.name.padEnd(20)} score ${String(run.score).padStart(3)}` +
              `  LCP ${(run.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(run.tbtMs)} ms`,
          );
        }
      }
    }
  } finally {
    for (const browser of browsers.values()) {
      await browser.context.close().catch(() => undefined);
      rmSync(browser.userDataDir, { recursive: true, force: true });
    }
  }
  return figures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The run whose score is the median one (for its report and its LCP element). */
export function medianRun(runs: PageRun[]): PageRun {
  const score = median(runs.map((run) => run.score));
  return [...runs].sort((a, b) => Math.abs(a.score - score) - Math.abs(b.score - score))[0]!;
}

/** Each figure's median over the runs. */
export function medianFigures(runs: PageRun[]) {
  return {
    score: median(runs.map((run) => run.score)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    bytes: median(runs.map((run) => run.bytes)),
  };
}
