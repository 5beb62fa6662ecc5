import {
  accuracyFigures,
  pickMetrics,
  metricsOf,
  type BacktestMetrics,
  type HeldOutValuation,
  type AccuracyBreakdown,
} from './accuracy';
import { medianOfSorted } from '../median';
import { dayNumber, heldOutMonths } from './dates';
import { estimate } from './estimate';
import { segmentOf, sizeOf } from './features';
import { earlierSalesOf, withOwnSale, type OwnSaleWeighting } from './own-sale';
import { isUsableSale } from './sales-index';
import type { ValuationSettings } from './settings';
import { indexSales, train } from './train';
import type { ValuationSale } from './types';

/**
 * The back-test (DECISIONS row 37): the model is fitted on the sales up to `until`; each later
 * sale (up to `to`) is valued at its own date with comparables and an index from the sales
 * strictly before that date, and knowing the home's own earlier sale when it had one (the
 * repeat-sale subset); the baseline is valued in the same run.
 */
export interface BacktestReport extends BacktestMetrics {
  baseline: BacktestMetrics;
  /** The model's figures by type, fifth of the estimate and of the price, area, and the repeat sales. */
  figures: AccuracyBreakdown;
  /** Sales after `until` the model could not value (too few comparables); left out of both figures. */
  notValued: number;
  trainedOn: number;
  until: string;
  /** The period valued: the day after `until` to `to` (without `to`, the last sale's date). */
  heldOutFrom: string;
  heldOutTo: string;
  to: string | undefined;
}

export interface BacktestOptions {
  /** The last sale date the model is fitted on, `YYYY-MM-DD`. */
  until: string;
  /** The last sale date valued (default: every later sale). */
  to?: string;
  settings?: ValuationSettings;
  /** Replaces the learned weight of the home's own sale (to measure what it brings). */
  ownSaleWeighting?: OwnSaleWeighting;
  /** Progress for long runs (a line every so often). */
  onProgress?: (done: number, total: number) => void;
}

/**
 * The back-test the accuracy page publishes and `npm run backtest -- --seed` prints: the sales
 * of the six whole months before today's month valued by the model fitted on those before them
 * (`heldOutMonths`).
 */
export function heldOutBacktest(
  sales: readonly ValuationSale[],
  today: string,
  options: Omit<BacktestOptions, 'until' | 'to'> = {},
): BacktestReport {
  // Whole months: the period, never a sale's own date, is what a visitor reads.
  return runBacktest(sales, { ...options, ...heldOutMonths(today) });
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function runBacktest(all: readonly ValuationSale[], options: BacktestOptions): BacktestReport {
  const sales = all.filter((sale) => isUsableSale(sale) && (options.to === undefined || sale.date <= options.to));
  const training = sales.filter((sale) => sale.date <= options.until);
  const tested = sales.filter((sale) => sale.date > options.until).sort((a, b) => (a.date < b.date ? -1 : 1));
  const trained = train(training, { asOf: nextDay(options.until), settings: options.settings });
  const model = options.ownSaleWeighting ? { ...trained, ownSale: options.ownSaleWeighting } : trained;
  const index = indexSales(model, sales);
  const baseline = baselineValuer(sales);
  const earlier = earlierSalesOf(sales);
  const modelResults: HeldOutValuation[] = [];
  const baselineResults: Valued[] = [];
  let notValued = 0;
  tested.forEach((sale, i) => {
    if (options.onProgress && i % 1000 === 0) options.onProgress(i, tested.length);
    const previous = earlier.get(sale.id);
    const result = estimate(model, withOwnSale(sale, previous), { asOf: sale.date, sales: index });
    if (result.kind !== 'estimate') {
      notValued += 1;
      return;
    }
    modelResults.push({
      price: sale.price,
      value: result.value,
      lower: result.lowerRange,
      upper: result.upperRange,
      type: sale.type,
      ...(sale.neighbourhood !== undefined && { neighbourhood: sale.neighbourhood }),
      ...(sale.area !== undefined && { region: sale.area }),
      repeat: previous !== undefined,
    });
    baselineResults.push({ price: sale.price, ...baseline(sale) });
  });
  return {
    ...metricsOf(modelResults),
    baseline: metricsOf(baselineResults),
    figures: accuracyFigures(modelResults),
    notValued,
    trainedOn: training.length,
    until: options.until,
    heldOutFrom: nextDay(options.until),
    heldOutTo: options.to ?? tested.at(-1)?.date ?? options.until,
    to: options.to,
  };
}

type Valued = Pick<HeldOutValuation, 'price' | 'value' | 'lower' | 'upper'>;

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
    return { value: medianOfSorted(ppsf) * size, lower: quantile(ppsf, 0.1) * size, upper: quantile(ppsf, 0.9) * size };
  };
}

/** The back-test's one-line JSON (`--json`): the keys of DECISIONS row 37, baseline beside. */
export function backtestJson(report: BacktestReport): string {
  const pick = pickMetrics;
  const { repeatSales, fifthsOfEstimate, fifthsOfPrice, areas, smallerAreas, regions, byType } = report.figures;
  return JSON.stringify({
    ...pick(report),
    baseline: pick(report.baseline),
    repeatSales: pick(repeatSales),
    fifthsOfEstimate: fifthsOfEstimate.map((f) => ({ from: f.from, to: f.to, ...pick(f) })),
    fifthsOfPrice: fifthsOfPrice.map((f) => ({ from: f.from, to: f.to, ...pick(f) })),
    byType: byType.map((t) => ({ type: t.type, ...pick(t) })),
    areas,
    smallerAreas,
    regions,
  });
}
