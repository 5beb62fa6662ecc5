import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { prepareWebServer } from '../../infra/local/web-server';
import { findFreePort } from '../../infra/local/stand-ins/ports';
import type { WebConfig } from '@shared/web-config';
import { startHttp2Front } from './http2-front';
import { medianFigures, runLighthouseOn, type PageFigures } from './lighthouse';
import { benchPages } from './web-pages';
import { buildSite, startBenchSite } from './web-site';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Side {
  name: string;
  dist: string;
  url?: string;
  figures: PageFigures[];
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/**
 * `BENCH_COMPARE=<git ref> npm run bench:web`: the working tree's site against the ref's, both
 * served beside one local stack (the same API, data and machine), each page measured on one
 * right after the other, which goes first turning from page to page and round to round
 * (`runLighthouseOn`), `BENCH_RUNS` (5) rounds. On a
 * shared machine the bench's own medians moved by a factor of two between two starts of the same
 * code (session 57: 757 and 1,453 ms of blocking time one after the other); a change is told from
 * that only when both builds meet the same moments of the machine.
 *
 * The ref is built in a temporary git worktree (with this checkout's node_modules), removed after.
 */
export async function compareLighthouse(ref: string, log: (line: string) => void): Promise<void> {
  const rounds = Number(process.env.BENCH_RUNS ?? 5);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`BENCH_RUNS must be a whole number of 1 or more.`);
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  removeStaleWorktrees();
  const tree = mkdtempSync(join(tmpdir(), treePrefix));
  const stops: (() => Promise<void>)[] = [];
  // Ctrl-C: the worktree goes too (the finally below does not run on a signal).
  const interrupted = () => {
    removeWorktree(tree);
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    git('worktree', 'add', '--detach', tree, commit);
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
    log(`  building the working tree's site and ${ref}'s (${commit.slice(0, 8)})…`);
    await buildSite();
    await build({ configFile: join(tree, 'web/vite.config.ts'), logLevel: 'warn' });
    const site = await startBenchSite(log);
    stops.push(() => site.stop());
    const webConfig = (await (await fetch(`${site.info.siteUrl}/config.json`)).json()) as WebConfig;
    const sides: Side[] = [
      { name: ref, dist: join(tree, 'web/dist'), figures: [] },
      { name: 'working tree', dist: join(root, 'web/dist'), figures: [] },
    ];
    for (const side of sides) {
      const server = await prepareWebServer({
        root,
        port: await findFreePort(),
        gatewayUrl: site.info.gatewayUrl,
        staticWeb: true,
        webDist: side.dist,
      });
      const { url } = await server.listen(webConfig);
      stops.push(() => server.stop());
      const front = await startHttp2Front(url);
      stops.push(() => front.stop());
      side.url = front.url;
    }

    const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
    const pages = (await benchPages(site.info)).filter((page) => !only || only.includes(page.name));
    const [before, after] = await runLighthouseOn(
      sides.map((side) => ({ url: side.url!, name: side.name })),
      site.info,
      pages,
      { runs: rounds, log },
    );
    sides[0]!.figures = before!;
    sides[1]!.figures = after!;
    for (const line of comparisonTable(sides[0]!, sides[1]!)) log(line);
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    removeWorktree(tree);
  }
}

const treePrefix = 'gta-bench-ref-';

function removeWorktree(tree: string): void {
  try {
    git('worktree', 'remove', '--force', tree);
  } catch {
    rmSync(tree, { recursive: true, force: true });
    try {
      git('worktree', 'prune');
    } catch {
      // Left for the next run's removeStaleWorktrees.
    }
  }
}

/** Worktrees an earlier comparison left behind (killed before its cleanup). */
function removeStaleWorktrees(): void {
  for (const line of git('worktree', 'list', '--porcelain').split('\n')) {
    const path = line.startsWith('worktree ') ? line.slice('worktree '.length) : '';
    if (path.startsWith(join(tmpdir(), treePrefix))) removeWorktree(path);
  }
}

/** Runs Lighthouse could not measure on either side, with the last reason. */
const failed = (...sides: PageFigures[]) => {
  const failures = sides.flatMap((side) => side.failures);
  return failures.length ? `${failures.length}, last: ${failures.at(-1)}` : '';
};

/** Each page's medians on both sides and the working tree's difference. */
export function comparisonTable(before: Side, after: Side): string[] {
  const lines = [
    `\nLighthouse mobile, ${before.name} → working tree, median of each side's runs (interleaved on one stack)`,
    `  ${'page'.padEnd(20)} ${'score'.padStart(13)} ${'LCP'.padStart(19)} ${'TBT'.padStart(19)}`,
  ];
  for (const entry of before.figures) {
    const other = after.figures.find((figure) => figure.page.name === entry.page.name);
    if (!other || entry.runs.length === 0 || other.runs.length === 0) {
      lines.push(`  ${entry.page.name.padEnd(20)} not measured on both sides`);
      continue;
    }
    const a = medianFigures(entry.runs);
    const b = medianFigures(other.runs);
    const pair = (x: string, y: string) => `${x} → ${y}`;
    lines.push(
      `  ${entry.page.name.padEnd(20)} ${pair(String(a.score), String(b.score)).padStart(13)} ` +
        `${pair((a.lcpMs / 1000).toFixed(2), `${(b.lcpMs / 1000).toFixed(2)} s`).padStart(19)} ` +
        `${pair(String(Math.round(a.tbtMs)), `${Math.round(b.tbtMs)} ms`).padStart(19)}` +
        `  (${entry.runs.length} and ${other.runs.length} runs` +
        `${failed(entry, other) ? `; not measured: ${failed(entry, other)}` : ''})`,
    );
  }
  return lines;
}
