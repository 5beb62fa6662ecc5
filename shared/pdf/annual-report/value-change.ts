import type { ChartPoint } from '@shared/home-value/types';
import { formatCurrency } from '@shared/format/currency';
import { torontoDate } from '@shared/format/dates';
import { notAvailable } from './facts';

const dayMs = 86_400_000;
const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface ValueChange {
  amount: number;
  /** Null when the first value is not above zero. */
  percent: number | null;
}

/** The change from the chart's first point to its last; null with fewer than two points. */
export function valueChange(points: readonly ChartPoint[]): ValueChange | null {
  const valid = points.filter(([t, v]) => Number.isFinite(t) && Number.isFinite(v));
  if (valid.length < 2) return null;
  const first = valid[0]![1];
  const last = valid[valid.length - 1]![1];
  const amount = last - first;
  return { amount, percent: first > 0 ? (amount / first) * 100 : null };
}

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : value < 0 ? `−${text}` : text);

/** `+$42,500`, `−$3,000`, or 'N/A'. */
export const changeAmountText = (change: ValueChange | null) =>
  change ? signed(Math.round(change.amount), formatCurrency(Math.abs(change.amount))) : notAvailable;

/** `+4.2%` (1 decimal, document 3 §9.3), or 'N/A'. */
export function changePercentText(change: ValueChange | null): string {
  if (change?.percent === null || change?.percent === undefined) return notAvailable;
  const rounded = Math.round(change.percent * 10) / 10;
  return signed(rounded, `${Math.abs(rounded).toFixed(1)}%`);
}

/**
 * The chart's points as one value per UTC day from the first point's day to the last's, null
 * on days without a point (the back-cast months have one point each), so the x axis is time.
 */
export interface DailySeries {
  /** UTC midnight of each day, ms. */
  days: number[];
  values: Array<number | null>;
}

export function dailySeries(points: readonly ChartPoint[]): DailySeries {
  const { days, values } = dailySeriesOf([points]);
  return { days, values: values[0]! };
}

/** Several sets of points on one axis of days, from the first point of any to the last of any. */
export function dailySeriesOf(sets: ReadonlyArray<readonly ChartPoint[]>): {
  days: number[];
  values: Array<Array<number | null>>;
} {
  const valid = sets.map((points) => points.filter(([t, v]) => Number.isFinite(t) && Number.isFinite(v)));
  const all = valid.flat();
  if (all.length === 0) return { days: [], values: sets.map(() => []) };
  const dayOf = (t: number) => Math.floor(t / dayMs) * dayMs;
  const start = dayOf(Math.min(...all.map(([t]) => t)));
  const end = dayOf(Math.max(...all.map(([t]) => t)));
  const count = Math.round((end - start) / dayMs) + 1;
  const days = Array.from({ length: count }, (_, i) => start + i * dayMs);
  const values = valid.map((points) => {
    const row: Array<number | null> = Array(count).fill(null);
    for (const [t, v] of points) row[Math.round((dayOf(t) - start) / dayMs)] = v;
    return row;
  });
  return { days, values };
}

/** Document 3 §9.3: the x labels are sampled on these days of the month. */
export const labelDays = [1, 7, 14, 21, 28] as const;

/**
 * The sampling tiers, densest first: a chart shows the densest whose labels each get
 * `minLabelWidth`; over 12 months that is the 1st of each month (12 or 13 labels), over a few
 * weeks all five days. Every other month on the 1st when even that is too dense.
 */
const tiers: ReadonlyArray<readonly number[]> = [labelDays, [1, 14], [1]];

export interface DayLabels {
  labels: string[];
  /** The year under the first label and under each January. */
  subLabels: Array<string | undefined>;
}

export function sampledDayLabels(days: readonly number[], plotWidth: number, minLabelWidth: number): DayLabels {
  const room = Math.max(1, Math.floor(plotWidth / minLabelWidth));
  const dateOf = (t: number) => new Date(t);
  const pick = (tier: readonly number[]) => days.map((t) => tier.includes(dateOf(t).getUTCDate()));
  let chosen = pick(tiers[tiers.length - 1]!);
  for (const tier of tiers) {
    const picked = pick(tier);
    if (picked.filter(Boolean).length <= room) {
      chosen = picked;
      break;
    }
  }
  if (chosen.filter(Boolean).length > room) {
    let keep = false;
    chosen = chosen.map((c) => c && (keep = !keep));
  }
  const labels: string[] = [];
  const subLabels: Array<string | undefined> = [];
  let first = true;
  days.forEach((t, i) => {
    if (!chosen[i]) {
      labels.push('');
      subLabels.push(undefined);
      return;
    }
    const d = dateOf(t);
    const month = shortMonths[d.getUTCMonth()]!;
    labels.push(d.getUTCDate() === 1 ? month : `${month} ${d.getUTCDate()}`);
    subLabels.push(first || d.getUTCMonth() === 0 ? String(d.getUTCFullYear()) : undefined);
    first = false;
  });
  return { labels, subLabels };
}

/**
 * The day index an instant falls on, or null outside the series. The chart's days are Toronto's
 * (stamped at 00:00 UTC): a confirmation in Toronto's evening, past midnight UTC, is still on
 * that Toronto day, the chart's last.
 */
export function dayIndex(days: readonly number[], instant: string | undefined): number | null {
  if (!instant || days.length === 0) return null;
  const at = new Date(instant);
  if (!Number.isFinite(at.getTime())) return null;
  const t = Date.parse(`${torontoDate(at)}T00:00:00Z`);
  const index = Math.floor((t - days[0]!) / dayMs);
  return index >= 0 && index < days.length ? index : null;
}
