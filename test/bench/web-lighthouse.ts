import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromePath, medianFigures, medianRun, runLighthouse, type PageFigures } from './lighthouse';
import { benchPages } from './web-pages';
import { buildSite, startBenchSite } from './web-site';

/** DESIGN "Targets" and issue 26: on the non-map pages LCP ≤ 2.5 s and TBT ≤ 200 ms beside the score. */
const lcpLimitMs = 2_500;
const tbtLimitMs = 200;

const root = fileURLToPath(new URL('../..', import.meta.url));
const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`;

/**
 * Lighthouse mobile over the pages of issue 26: builds the site, serves it with the local
 * stack behind it (web-site.ts), measures each page `BENCH_RUNS` times (3) and prints each
 * figure's median. `BENCH_PAGES` (names, comma-separated, e.g. `sold report,gallery`) measures
 * only those. The median runs' reports are kept in test-results/lighthouse/.
 *
 * Simulated throttling scales the CPU time it observes, so on a busy machine every figure is
 * worse: the machine's load average is printed beside them.
 */
export async function benchLighthouse(log: (line: string) => void): Promise<void> {
  log(`Lighthouse ${lighthouseVersion} mobile (simulated throttling; Chromium at ${chromePath}); ${load()}`);
  log('  building the site…');
  await buildSite();
  const site = await startBenchSite(log);
  try {
    const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
    const pages = (await benchPages(site.info)).filter((page) => !only || only.includes(page.name));
    const runs = Number(process.env.BENCH_RUNS ?? 3);
    const reportDir = join(root, 'test-results', 'lighthouse');
    const figures = await runLighthouse(site.siteUrl, site.info, pages, { runs, log, reportDir });
    log(
      `\nLighthouse mobile, median of ${runs} runs per page; ${load()} (${site.siteUrl}, HTTP/2 as CloudFront serves it)`,
    );
    for (const line of lighthouseTable(figures)) log(line);
    log(`  reports of the median runs: ${reportDir}`);
  } finally {
    await site.stop();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function lighthouseTable(figures: PageFigures[]): string[] {
  const header =
    `  ${'page'.padEnd(20)} ${'viewer'.padEnd(8)} ${'score'.padStart(5)} ${'(range)'.padEnd(9)}` +
    ` ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'KB'.padStart(7)}  target`;
  const lines = [header];
  for (const { page, runs, failures } of figures) {
    if (runs.length === 0) {
      lines.push(`  ${page.name.padEnd(20)} ${page.viewer.padEnd(8)} not measured: ${failures.at(-1) ?? ''}`);
      continue;
    }
    const m = medianFigures(runs);
    const scores = runs.map((run) => run.score);
    const misses = [
      ...(m.score < page.targetScore ? [`score < ${page.targetScore}`] : []),
      ...(!page.isMap && m.lcpMs > lcpLimitMs ? ['LCP > 2.5 s'] : []),
      ...(!page.isMap && m.tbtMs > tbtLimitMs ? ['TBT > 200 ms'] : []),
      ...(m.cls > 0 ? ['CLS > 0'] : []),
    ];
    const target = page.isMap ? '≥ 75' : '≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms';
    lines.push(
      `  ${page.name.padEnd(20)} ${page.viewer.padEnd(8)} ${String(m.score).padStart(5)} ` +
        `${`(${Math.min(...scores)}–${Math.max(...scores)})`.padEnd(9)} ${seconds(m.fcpMs).padStart(7)} ` +
        `${seconds(m.lcpMs).padStart(7)} ${`${Math.round(m.tbtMs)} ms`.padStart(7)} ${m.cls.toFixed(3).padStart(6)} ` +
        `${(m.bytes / 1024).toFixed(0).padStart(7)}  ${target}: ${misses.length ? misses.join(', ') : 'ok'}` +
        (failures.length ? ` (${failures.length} failed run(s) retried: ${failures[0]})` : ''),
    );
  }
  lines.push('  LCP element of each median run:');
  for (const { page, runs } of figures.filter((entry) => entry.runs.length > 0)) {
    lines.push(`    ${page.name.padEnd(20)} ${medianRun(runs).lcpElement}`);
  }
  const external = [...new Set(figures.flatMap(({ runs }) => runs.flatMap((run) => run.external)))];
  lines.push(
    external.length
      ? `  REQUESTS THAT LEFT THIS MACHINE: ${external.join(', ')}`
      : '  every request of every run stayed on this machine',
  );
  return lines;
}
