import { dayNumber } from './dates';
import { estimate } from './estimate';
import { segmentOf, sizeOf } from './features';
import { isUsableSale } from './sales-index';
import type { ValuationSettings } from './settings';
import { indexSales, train } from './train';
import type { ValuationSale } from './types';

/**
 * The back-test (DECISIONS row 37): the model is fitted on the sales up to `until`; each later
 * sale (up to `to`) is valued at its own date with comparables and an index from the sales
 * strictly before that date, and so is the baseline, in the same run.
 */
export interface BacktestMetrics {
  count: number;
  /** Median absolute percentage error. */
  mdape: number;
  /** Shares of sales valued within 5, 10 and 20% of their price. */
  within5: number;
  within10: number;
  within20: number;
  /** Share of prices inside the 80% range. */
  coverage80: number;
  /** The 80% range's median half-width, as a percentage of the value. */
  halfWidth80: number;
}

export interface BacktestReport extends BacktestMetrics {
  baseline: BacktestMetrics;
  /** Sales after `until` the model could not value (too few comparables); left out of both figures. */
  notValued: number;
  trainedOn: number;
  until: string;
  to: string | undefined;
}

export interface BacktestOptions {
  /** The last sale date the model is fitted on, `YYYY-MM-DD`. */
  until: string;
  /** The last sale date valued (default: every later sale). */
  to?: string;
  settings?: ValuationSettings;
  /** Progress for long runs (a line every so often). */
  onProgress?: (done: number, total: number) => void;
}

interface Valued {
  price: number;
  value: number;
  lower: number;
  upper: number;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function runBacktest(all: readonly ValuationSale[], options: BacktestOptions): BacktestReport {
  const sales = all.filter((sale) => isUsableSale(sale) && (options.to === undefined || sale.date <= options.to));
  const training = sales.filter((sale) => sale.date <= options.until);
  const tested = sales.filter((sale) => sale.date > options.until).sort((a, b) => (a.date < b.date ? -1 : 1));
  const model = train(training, { asOf: nextDay(options.until), settings: options.settings });
  const index = indexSales(model, sales);
  const baseline = baselineValuer(sales);
  const modelResults: Valued[] = [];
  const baselineResults: Valued[] = [];
  let notValued = 0;
  tested.forEach((sale, i) => {
    if (options.onProgress && i % 1000 === 0) options.onProgress(i, tested.length);
    const result = estimate(model, sale, { asOf: sale.date, sales: index });
    if (result.kind !== 'estimate') {
      notValued += 1;
      return;
    }
    modelResults.push({ price: sale.price, value: result.value, lower: result.lowerRange, upper: result.upperRange });
    baselineResults.push({ price: sale.price, ...baseline(sale) });
  });
  return {
    ...metricsOf(modelResults),
    baseline: metricsOf(baselineResults),
    notValued,
    trainedOn: training.length,
    until: options.until,
    to: options.to,
  };
}

const median = (sorted: readonly number[]) =>
  sorted.length === 0
    ? Number.NaN
    : sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]!
      : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
const percent = (value: number) => Math.round(value * 1000) / 10;

export function metricsOf(results: readonly Valued[]): BacktestMetrics {
  const errors = results.map((r) => Math.abs(r.value - r.price) / r.price).sort((a, b) => a - b);
  const halfWidths = results.map((r) => (r.upper - r.lower) / 2 / r.value).sort((a, b) => a - b);
  const share = (test: (r: Valued, i: number) => boolean) =>
    results.length === 0 ? Number.NaN : percent(results.filter(test).length / results.length);
  return {
    count: results.length,
    mdape: percent(median(errors)),
    within5: share((r) => Math.abs(r.value - r.price) <= 0.05 * r.price),
    within10: share((r) => Math.abs(r.value - r.price) <= 0.1 * r.price),
    within20: share((r) => Math.abs(r.value - r.price) <= 0.2 * r.price),
    coverage80: share((r) => r.lower <= r.price && r.price <= r.upper),
    halfWidth80: percent(median(halfWidths)),
  };
}

/**
 * The plain baseline: the median price per square foot of the sales of the subject's area
 * (its neighbourhood and segment; else its neighbourhood; else every sale) in the year before
 * its date, times its size; the range is the same sales' 10th to 90th percentile per square
 * foot. No index, no adjustments: what a neighbourhood-average lookup gives.
 */
export function baselineValuer(sales: readonly ValuationSale[]): (subject: ValuationSale) => Omit<Valued, 'price'> {
  const groups = new Map<string, { day: number; ppsf: number }[]>();
  const add = (key: string, day: number, ppsf: number) => {
    const list = groups.get(key) ?? [];
    list.push({ day, ppsf });
    groups.set(key, list);
  };
  for (const sale of sales) {
    const size = sizeOf(sale);
    if (!size) continue;
    const day = dayNumber(sale.date);
    const ppsf = sale.price / size;
    add(`${sale.neighbourhood}|${segmentOf(sale.type)}`, day, ppsf);
    add(`${sale.neighbourhood}`, day, ppsf);
    add('*', day, ppsf);
  }
  for (const list of groups.values()) list.sort((a, b) => a.day - b.day);
  const window = (key: string, day: number): number[] => {
    const list = groups.get(key) ?? [];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.day < day - 365) lo = mid + 1;
      else hi = mid;
    }
    const values: number[] = [];
    for (let i = lo; i < list.length && list[i]!.day < day; i++) values.push(list[i]!.ppsf);
    return values.sort((a, b) => a - b);
  };
  const quantile = (sorted: readonly number[], q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return (subject) => {
    const day = dayNumber(subject.date);
    const size = sizeOf(subject) ?? 1000;
    const candidates = [`${subject.neighbourhood}|${segmentOf(subject.type)}`, `${subject.neighbourhood}`, '*'];
    let ppsf: number[] = [];
    for (const key of candidates) {
      ppsf = window(key, day);
      if (ppsf.length >= 5) break;
    }
    if (ppsf.length === 0) return { value: Number.NaN, lower: Number.NaN, upper: Number.NaN };
    return { value: median(ppsf) * size, lower: quantile(ppsf, 0.1) * size, upper: quantile(ppsf, 0.9) * size };
  };
}

/** The back-test's one-line JSON (`--json`): the keys of DECISIONS row 37, baseline beside. */
export function backtestJson(report: BacktestReport): string {
  const pick = (m: BacktestMetrics) => ({
    count: m.count,
    mdape: m.mdape,
    within5: m.within5,
    within10: m.within10,
    within20: m.within20,
    coverage80: m.coverage80,
    halfWidth80: m.halfWidth80,
  });
  return JSON.stringify({ ...pick(report), baseline: pick(report.baseline) });
}
