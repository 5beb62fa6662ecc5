import { monthKey, parseMonth } from './dates';
import type { Segment } from './features';

/**
 * The area price index by month. Each sale's residual from the hedonic regression (its log
 * price less what its features and neighbourhood are worth, before time) says how high the
 * market stood that month. A local-level model (a random walk seen through noisy monthly
 * means: Kalman filter, then Rauch–Tung–Striebel smoother) turns them into a log level per
 * month: one global series, and per area and segment a deviation from it that starts at zero
 * and drifts slowly, so a thin area leans on the whole market. Months without sales carry the
 * level on; the last month counts only the sales before the valuation date.
 */
export interface PriceIndexSeries {
  /** The first month (`YYYY-MM`) of every series. */
  firstMonth: string;
  /** The last month: the valuation date's. */
  lastMonth: string;
  /** Log levels per month, from `firstMonth`; `*` is the whole market, else `area|segment`. */
  levels: Record<string, number[]>;
}

export interface IndexDrift {
  /** Month-to-month standard deviation of the whole market's log level. */
  globalDrift: number;
  /** Month-to-month standard deviation of an area's deviation from it. */
  areaDrift: number;
  /** How far an area may sit from the whole market before its own sales say so. */
  areaPrior: number;
}

export const globalIndexKey = '*';
export const indexKeyOf = (area: string | undefined, segment: Segment) => `${area ?? ''}|${segment}`;

/** Sums of residuals per index key and month: what the index is estimated from. */
export class IndexSums {
  readonly cells = new Map<string, Map<number, { n: number; sum: number }>>();
  readonly global = new Map<number, { n: number; sum: number; squares: number }>();
  first = Infinity;

  add(key: string, month: number, residual: number): void {
    let cell = this.cells.get(key);
    if (!cell) this.cells.set(key, (cell = new Map()));
    const c = cell.get(month) ?? { n: 0, sum: 0 };
    c.n += 1;
    c.sum += residual;
    cell.set(month, c);
    const g = this.global.get(month) ?? { n: 0, sum: 0, squares: 0 };
    g.n += 1;
    g.sum += residual;
    g.squares += residual * residual;
    this.global.set(month, g);
    if (month < this.first) this.first = month;
  }
}

/** Filtered then smoothed local level over `count` months; `observed(m)` gives a month's mean and its variance. */
function localLevel(
  count: number,
  drift: number,
  start: { level: number; variance: number } | undefined,
  observed: (m: number) => { mean: number; variance: number } | undefined,
): number[] {
  const filtered = new Float64Array(count);
  const filteredVar = new Float64Array(count);
  const predictedVar = new Float64Array(count);
  let level = start?.level ?? Number.NaN;
  let variance = start?.variance ?? Number.POSITIVE_INFINITY;
  for (let m = 0; m < count; m++) {
    const prior = variance + drift * drift;
    predictedVar[m] = prior;
    const obs = observed(m);
    if (obs) {
      if (!Number.isFinite(prior)) {
        level = obs.mean;
        variance = obs.variance;
      } else {
        const gain = prior / (prior + obs.variance);
        level += gain * (obs.mean - level);
        variance = (1 - gain) * prior;
      }
    } else variance = prior;
    filtered[m] = level;
    filteredVar[m] = variance;
  }
  const smoothed = Array.from(filtered);
  // Before the first observation the level is unknown: it is the first one known.
  const firstKnown = smoothed.findIndex((v) => Number.isFinite(v));
  for (let m = 0; m < firstKnown; m++) smoothed[m] = smoothed[firstKnown]!;
  for (let m = count - 2; m >= Math.max(0, firstKnown); m--) {
    const c = Number.isFinite(predictedVar[m + 1]!) ? filteredVar[m]! / predictedVar[m + 1]! : 0;
    smoothed[m] = filtered[m]! + c * (smoothed[m + 1]! - filtered[m]!);
  }
  return smoothed.map((v) => (Number.isFinite(v) ? v : 0));
}

/** The index from `sums`, for months from the first sale's to `lastMonth`. */
export function estimatePriceIndex(sums: IndexSums, lastMonth: number, drift: IndexDrift): PriceIndexSeries {
  const first = Number.isFinite(sums.first) ? Math.min(sums.first, lastMonth) : lastMonth;
  const count = lastMonth - first + 1;
  // Pooled within-month variance of a residual.
  let n = 0;
  let within = 0;
  for (const g of sums.global.values()) {
    n += g.n;
    within += g.squares - (g.sum * g.sum) / g.n;
  }
  const residualVariance = n > sums.global.size ? Math.max(1e-4, within / (n - sums.global.size)) : 0.04;
  const globalSeries = localLevel(count, drift.globalDrift, undefined, (m) => {
    const g = sums.global.get(first + m);
    return g ? { mean: g.sum / g.n, variance: residualVariance / g.n } : undefined;
  });
  const levels: Record<string, number[]> = { [globalIndexKey]: round(globalSeries) };
  for (const [key, cell] of sums.cells) {
    const deviation = localLevel(count, drift.areaDrift, { level: 0, variance: drift.areaPrior ** 2 }, (m) => {
      const c = cell.get(first + m);
      return c ? { mean: c.sum / c.n - globalSeries[m]!, variance: residualVariance / c.n } : undefined;
    });
    levels[key] = round(deviation.map((d, m) => d + globalSeries[m]!));
  }
  return { firstMonth: monthKey(first), lastMonth: monthKey(lastMonth), levels };
}

const round = (values: number[]) => values.map((v) => Math.round(v * 1e6) / 1e6);

/** The key whose series a home uses: its area and segment's, else the whole market's. */
export function seriesKey(index: PriceIndexSeries, area: string | undefined, segment: Segment): string {
  const key = indexKeyOf(area, segment);
  return index.levels[key] ? key : globalIndexKey;
}

/** The log level of a series at a month (before the first: the first; after the last: the last). */
export function indexLevel(index: PriceIndexSeries, key: string, month: number): number {
  const series = index.levels[key] ?? index.levels[globalIndexKey]!;
  const m = Math.min(Math.max(month - parseMonth(index.firstMonth), 0), series.length - 1);
  return series[m] ?? 0;
}

/**
 * A value known at one month, carried to another by the index (DECISIONS row 42: the value
 * history before a valuation existed is back-cast this way and drawn as estimated).
 */
export function backcastValue(
  index: PriceIndexSeries,
  key: string,
  known: { value: number; month: string },
  month: string,
): number {
  const from = indexLevel(index, key, parseMonth(known.month));
  return known.value * Math.exp(indexLevel(index, key, parseMonth(month)) - from);
}
