import { parseArgs } from 'node:util';
import type { BacktestMetrics } from '@shared/valuation/accuracy';
import { backtestJson, heldOutBacktest, runBacktest, type BacktestReport } from '@shared/valuation/backtest';
import { isIsoDate, sixMonthsBefore } from '@shared/valuation/dates';
import { fullSeedSize } from '../../seed/gta-data-set';
import { readSalesFile, seededSales, type LoadedSales } from './load-sales';

export const backtestUsage = `Usage:
  npm run backtest -- FILE.csv [--until YYYY-MM-DD] [--to YYYY-MM-DD] [--json]
  npm run backtest -- --seed [SIZE] [--today YYYY-MM-DD] [--json]

FILE.csv is a listings CSV (the columns npm run import reads) or King County sales.
The model is fitted on the sales up to --until (default: 6 months before the last sale) and
values every later sale (up to --to) with comparables and an index from the sales strictly
before its date; a median-price-per-square-foot baseline is valued in the same run.
--seed generates the seeded GTA data set in memory (SIZE listings, default ${fullSeedSize.toLocaleString('en-US')},
up to --today or NOW's date) and holds out its last 6 months.
Validation (how the settings were chosen): --until 2014-11-30 --to 2015-01-31 on King County.`;

export interface BacktestCommand {
  source: { file: string } | { seed: number; today: string };
  until: string | undefined;
  to: string | undefined;
  json: boolean;
}

/** Parses the command's arguments; throws with the usage on nonsense. */
export function parseBacktestArgs(args: readonly string[], now: Date): BacktestCommand {
  const { positionals, values } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      until: { type: 'string' },
      to: { type: 'string' },
      json: { type: 'boolean', default: false },
      seed: { type: 'boolean', default: false },
      today: { type: 'string' },
    },
  });
  for (const [name, value] of [
    ['until', values.until],
    ['to', values.to],
    ['today', values.today],
  ] as const)
    if (value !== undefined && !isIsoDate(value)) throw new Error(`--${name} must be a date written YYYY-MM-DD.`);
  if (values.seed) {
    const size = positionals[0] === undefined ? fullSeedSize : Number(positionals[0]);
    if (!Number.isInteger(size) || size < 1000) throw new Error('--seed takes a size of at least 1000 listings.');
    return {
      source: { seed: size, today: values.today ?? now.toISOString().slice(0, 10) },
      until: values.until,
      to: values.to,
      json: values.json!,
    };
  }
  if (positionals.length !== 1) throw new Error('Give one CSV file, or --seed.');
  return { source: { file: positionals[0]! }, until: values.until, to: values.to, json: values.json! };
}

export function loadCommandSales(command: BacktestCommand): LoadedSales {
  return 'file' in command.source
    ? readSalesFile(command.source.file)
    : seededSales(command.source.seed, command.source.today);
}

/** Runs the back-test the command asks for and returns the lines to print (the JSON last, with --json). */
export function runBacktestCommand(
  command: BacktestCommand,
  loaded: LoadedSales,
  log: (line: string) => void,
): BacktestReport {
  const last = loaded.sales.reduce((max, sale) => (sale.date > max ? sale.date : max), '');
  const until = command.until ?? sixMonthsBefore('seed' in command.source ? command.source.today : last);
  log(
    `${loaded.source}: ${loaded.sales.length.toLocaleString('en-US')} sales (${loaded.skipped.toLocaleString('en-US')} rows skipped).`,
  );
  const started = performance.now();
  const onProgress = (done: number, total: number) =>
    log(`  valued ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}…`);
  // The seed's default is the accuracy page's own back-test (the sales before today, six months held out).
  const report =
    'seed' in command.source && command.until === undefined && command.to === undefined
      ? heldOutBacktest(loaded.sales, command.source.today, { onProgress })
      : runBacktest(loaded.sales, { until, to: command.to, onProgress });
  log(
    `Fitted on ${report.trainedOn.toLocaleString('en-US')} sales up to ${report.until}; valued the sales after it${report.to ? ` up to ${report.to}` : ''} ` +
      `(${report.notValued} could not be valued and are left out of both) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  for (const line of formatReport(report)) log(line);
  if (command.json) log(backtestJson(report));
  return report;
}

export function formatReport(report: BacktestReport): string[] {
  const row = (name: string, m: BacktestMetrics) =>
    `${name.padEnd(9)} ${String(m.count).padStart(6)} ${m.mdape.toFixed(1).padStart(6)}% ${m.within5.toFixed(1).padStart(7)}% ` +
    `${m.within10.toFixed(1).padStart(7)}% ${m.within20.toFixed(1).padStart(7)}% ${m.coverage80.toFixed(1).padStart(9)}% ${m.halfWidth80.toFixed(1).padStart(10)}%`;
  const money = (value: number) =>
    value >= 1e6 ? `$${(value / 1e6).toFixed(2)}M` : `$${Math.round(value / 1000).toLocaleString('en-US')}k`;
  const { repeatSales, fifthsOfEstimate, fifthsOfPrice, areas, smallerAreas, regions } = report.figures;
  const coverageLine = (what: string, c: typeof areas) =>
    c.rows.length
      ? `Coverage in the ${c.rows.length} ${what} with ${c.minimumSales}+ held-out sales: ${c.lowestCoverage}% to ${c.highestCoverage}%`
      : `No ${what.replace(/s$/, '')} has ${c.minimumSales}+ held-out sales.`;
  return [
    `          count  MdAPE  within5 within10 within20  coverage80  halfWidth80`,
    row('model', report),
    row('baseline', report.baseline),
    row('repeat', repeatSales),
    'By fifth of the estimate:',
    ...fifthsOfEstimate.map((f, k) => `${row(`  ${k + 1}`, f)}  ${money(f.from)}–${money(f.to)}`),
    'By fifth of the sale price (coverage for information: the range is conditioned on the estimate):',
    ...fifthsOfPrice.map((f, k) => `${row(`  ${k + 1}`, f)}  ${money(f.from)}–${money(f.to)}`),
    coverageLine('neighbourhoods', areas),
    `${coverageLine('neighbourhoods', smallerAreas)} (information)`,
    `By index area (information): ${regions.rows.map((r) => `${r.area} ${r.coverage80}% of ${r.count}`).join(', ')}`,
  ];
}
