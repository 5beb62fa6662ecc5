import { monthsBackStart, torontoDate } from '@shared/format/dates';
import type { ChartPoint } from '@shared/home-value/types';
import { farSaleRatio } from '@shared/valuation/types';

/*
 * The value-history chart's maths (document 3 §9.2, DECISIONS rows 5 and 42): periods and their
 * time ranges, at most 12 x ticks and 6 y ticks, the labels, and the K/M money axis.
 */

export const chartPeriods = ['1W', '1M', '6M', '1Y', '5Y', 'sinceSold', 'all'] as const;
export type ChartPeriod = (typeof chartPeriods)[number];

export const chartPeriodLabels: Record<ChartPeriod, string> = {
  '1W': '1W',
  '1M': '1M',
  '6M': '6M',
  '1Y': '1Y',
  '5Y': '5Y',
  sinceSold: 'Since Sold',
  all: 'All',
};

const day = 86_400_000;

/**
 * A chart point's time stamps a Toronto day (the history's `YYYY-MM-DD`, DECISIONS row 5) at
 * 00:00 UTC: it is read back in UTC, or every label would fall on the day before.
 */
const dayStamp = (torontoDay: string) => Date.parse(`${torontoDay}T00:00:00Z`);

/** The Toronto day (`YYYY-MM-DD`) a chart point's time stamps. */
export const stampedDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Since Sold only when a purchase date (the home's last sale's) exists. */
export function availablePeriods(purchaseDate: string | undefined): ChartPeriod[] {
  return chartPeriods.filter((period) => period !== 'sinceSold' || Boolean(purchaseDate));
}

/** DECISIONS row 5: Since Sold when a purchase date exists, else 1Y. */
export function defaultPeriod(purchaseDate: string | undefined): ChartPeriod {
  return purchaseDate ? 'sinceSold' : '1Y';
}

/** The 1st of the Toronto month `months` back (`monthsBackStart`), where the annual report's 12 months start too. */
const monthsBack = (now: number, months: number) => monthsBackStart(new Date(now), months);

/**
 * The period's `[from, to]` in ms. `to` is the end of today (UTC), so the range, and the query
 * that asks for it, stay the same all day; a period of months from 6M up starts on the 1st of its
 * first month, Since Sold on the sale's day, 1M 31 days back.
 */
export function periodRange(period: ChartPeriod, now: number, purchaseDate?: string): { from: number; to: number } {
  const to = Math.floor(now / day) * day + day - 1;
  const from = {
    '1W': () => to - 8 * day,
    '1M': () => to - 31 * day,
    '6M': () => monthsBack(now, 6),
    '1Y': () => monthsBack(now, 12),
    '5Y': () => monthsBack(now, 60),
    all: () => monthsBack(now, 360),
    // The sale's own day: the chart's first point is then on the line between the index's points
    // around it (chartPoints), where the purchase is marked. From the 1st of its month the line
    // began up to a month before the owner bought (QA 70a L1); before that point between two, from
    // the day itself it began a month later (QA 38 M2).
    sinceSold: () => (purchaseDate ? Date.parse(`${purchaseDate.slice(0, 10)}T00:00:00Z`) : monthsBack(now, 12)),
  }[period]();
  return { from: Math.max(0, Math.floor(from / day) * day), to };
}

export interface ChartRow {
  time: number;
  /** The value on a day the valuation existed. */
  value?: number;
  /** A back-cast value (before the valuation existed), drawn as estimated. */
  estimated?: number;
  /** The home's last sale (its purchase), marked at its real price on its day. */
  purchase?: number;
}

/** A marked point of the chart: its day's stamp and its value. */
export interface ChartMark {
  time: number;
  value: number;
}

/**
 * The points as chart rows: before `createdAt` in `estimated`, from it on in `value`; the
 * dashed line runs on to the valuation's first day, so the two join without a gap and every
 * stretch before the valuation existed reads as estimated (QA 26: the month before a new
 * valuation was drawn solid, though the table calls it estimated). The purchase, when
 * given, is a row of its own (or joins its day's), so the time axis reaches back to it even
 * where the area's index does not.
 */
export function chartRows(points: ChartPoint[], createdAt: string, purchase?: ChartMark): ChartRow[] {
  const createdInstant = new Date(createdAt);
  const created = Number.isNaN(createdInstant.getTime()) ? -Infinity : dayStamp(torontoDate(createdInstant));
  const rows: ChartRow[] = points.map(([time, value]) =>
    time < created ? { time, estimated: value } : { time, value },
  );
  const firstOwn = rows.find((row) => row.value !== undefined);
  if (firstOwn && rows[0] !== firstOwn) firstOwn.estimated = firstOwn.value;
  if (purchase && rows.length > 0) {
    const same = rows.find((row) => row.time === purchase.time);
    if (same) same.purchase = purchase.value;
    else {
      const after = rows.findIndex((row) => row.time > purchase.time);
      rows.splice(after < 0 ? rows.length : after, 0, { time: purchase.time, purchase: purchase.value });
    }
  }
  return rows;
}

/** Under this share of the chart's time span, the valuation's own (solid) line is hardly a line. */
const shortOwnShare = 0.03;

/**
 * Today's value as a marked point, while the valuation's own stretch of the chart is too short to
 * read as a line (a valuation made today, or this week on 1Y, or this year on All): else the owner
 * would see only the dashed back-cast line, and today's value nowhere (review 33).
 */
export function todayMark(rows: readonly ChartRow[]): ChartMark | undefined {
  const own = rows.filter((row) => row.value !== undefined);
  const first = own[0];
  const last = own.at(-1);
  if (!first || !last) return undefined;
  const span = rows.at(-1)!.time - rows[0]!.time;
  return last.time - first.time < shortOwnShare * span || span === 0
    ? { time: last.time, value: last.value! }
    : undefined;
}

/**
 * The home's last sale as the chart marks it, on its day, when the period reaches back to it
 * (issue 25: the purchase is a marked point at its real price and date).
 */
export function purchasePoint(
  sale: { price: number; date: string } | undefined,
  range: { from: number; to: number },
): ChartMark | undefined {
  if (!sale) return undefined;
  const time = dayStamp(sale.date);
  return Number.isFinite(time) && time >= range.from && time <= range.to ? { time, value: sale.price } : undefined;
}

/**
 * Whether the purchase can be drawn on the value line's scale: within `farSaleRatio` (2.5) times
 * its highest and lowest values (the line the estimate sets a sale aside at). The chart asks it
 * only of a sale the estimate set aside (value-chart.tsx).
 */
export function purchaseOnScale(purchase: ChartMark, points: readonly ChartPoint[]): boolean {
  const values = points.map(([, value]) => value).filter(Number.isFinite);
  if (values.length === 0) return true;
  return purchase.value <= farSaleRatio * Math.max(...values) && purchase.value >= Math.min(...values) / farSaleRatio;
}

/** A sale this far off the line (as a share of its price) is said to be off it in words. */
const offLineShare = 0.05;

/**
 * How far the line sits from the sale's price on the sale's day (0.16: 16% above it), read
 * between the line's points around it, when it is 5% or more; undefined when the line does not
 * reach that day. The back-cast line is today's value carried along the area's prices, and need
 * not pass through a price paid: a line far above the sale, falling since, beside "+4.9% since
 * it last sold" was not to be squared without it (QA 56b M2).
 */
export function saleOffLine(rows: readonly ChartRow[], purchase: ChartMark): number | undefined {
  const line = rows.flatMap((row) => {
    const value = row.estimated ?? row.value;
    return value === undefined ? [] : [{ time: row.time, value }];
  });
  const after = line.findIndex((point) => point.time >= purchase.time);
  if (after < 0 || purchase.value <= 0) return undefined;
  const next = line[after]!;
  const previous = line[after - 1];
  let value = next.value;
  if (next.time !== purchase.time) {
    if (!previous) return undefined;
    const share = (purchase.time - previous.time) / (next.time - previous.time);
    value = previous.value + share * (next.value - previous.value);
  }
  const off = value / purchase.value - 1;
  return Math.abs(off) >= offLineShare ? off : undefined;
}

/** The spacings, in months, that the x ticks may take: each reads as a calendar (every January…). */
const calendarSteps = [1, 2, 3, 6, 12, 24, 60];
const monthOf = (time: number) => new Date(time).getUTCFullYear() * 12 + new Date(time).getUTCMonth();

/**
 * The days the chart's table for screen readers gives a value for: every one up to two years of
 * months, else the ticks' days with the first and the last, which the summary above it names
 * (QA 38 L2: a year's table began a month late and left out today).
 */
export function tableTimes(times: readonly number[], max = 25): number[] {
  if (times.length <= max) return [...times];
  return [...new Set([times[0]!, ...xTicks([...times]), times.at(-1)!])].sort((a, b) => a - b);
}

/** Document 3 §9.2: at most 12 x ticks. */
export const maxXTicks = 12;

/**
 * At most `max` x ticks that read as a calendar: the first point of every month, every other
 * month, quarter, half-year, year… (counted from January), the closest spacing that fits;
 * today carries its month's tick, or one of its own a whole step after the last. Points evenly
 * spread by index, where a back-cast month and a daily point each count one, fell unevenly in
 * time (QA 23a: Nov 2021, Oct 2022, Apr 2023, Feb 2024). A period of under three months (1W, 1M)
 * takes evenly spread points, the first and the last; so does a longer one only when no step
 * gives two ticks. A few points (`max` or fewer) are each a tick, those too close to the next
 * left out (`spaced`).
 */
export function xTicks(times: number[], max = maxXTicks): number[] {
  if (times.length <= max) return spaced(times, (times.at(-1)! - times[0]!) / max);
  const last = times.at(-1)!;
  let tooMany = false;
  for (const months of calendarSteps) {
    const ticks: number[] = [];
    let previous = Number.NaN;
    for (const time of times) {
      const month = monthOf(time);
      // The period's first point opens its month only on the 1st (a 6M period from 30 May
      // would put "May" two days before "Jun").
      const opens = month !== previous && (!Number.isNaN(previous) || new Date(time).getUTCDate() === 1);
      if (opens && month % months === 0) ticks.push(time);
      previous = month;
    }
    // Two ticks of a step, where the step before had too many for a narrow chart (a phone's
    // 2½ years: Jan 2025, Jan 2026), read better than points evenly spread in odd months.
    if (ticks.length < 3 && !(tooMany && ticks.length === 2)) break;
    // Today carries its month's label; it gets its own only a whole step after the last tick.
    const gap = monthOf(last) - monthOf(ticks.at(-1)!);
    if (gap === 0) ticks[ticks.length - 1] = last;
    else if (gap >= months) ticks.push(last);
    if (ticks.length <= max) return ticks;
    tooMany = true;
  }
  const step = (times.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, index) => times[Math.round(index * step)]!);
}

/**
 * Of a few points, each a tick, those at least `gap` apart: the last (today), then each earlier
 * one a gap before the tick after it. A purchase on 28 August beside the line's 1 September, and 1
 * December beside today, were labelled "2026-08" over "2026-09" and "2026-12" twice (QA 73a L1).
 */
function spaced(times: readonly number[], gap: number): number[] {
  const kept = times.slice(-1);
  for (let index = times.length - 2; index >= 0; index--) {
    if (kept[0]! - times[index]! >= gap) kept.unshift(times[index]!);
  }
  return kept;
}

/** A gap between two rows the axis fills with months: a purchase years before the line starts. */
const gapDays = 62;

/**
 * The times the x axis's ticks are picked from (`xTicks`): the rows', and across a gap of more
 * than two months between two rows, the first of each month in it. A purchase before the area's
 * index sat at the axis's left edge with no tick in the years to the line (QA 43: a 2005 purchase,
 * then nothing labelled before Jul 2022). Not the table's days: it has values only on the rows'.
 */
export function axisTimes(times: readonly number[]): number[] {
  const filled: number[] = [];
  times.forEach((time, index) => {
    filled.push(time);
    const next = times[index + 1];
    if (next === undefined || next - time <= gapDays * 86_400_000) return;
    const from = new Date(time);
    for (let month = from.getUTCMonth() + 1; ; month++) {
      const first = Date.UTC(from.getUTCFullYear(), month, 1);
      if (first >= next) break;
      filled.push(first);
    }
  });
  return filled;
}

/**
 * Every value the y axis must reach: each row's line value, the confirmed value and the
 * purchase at its price (a purchase's day may also carry the line at another value).
 */
export function axisValues(rows: ChartRow[], confirmed?: ChartMark, purchase?: ChartMark): number[] {
  return rows
    .flatMap((row) => [row.value ?? row.estimated ?? row.purchase ?? NaN])
    .concat(confirmed ? [confirmed.value] : [])
    .concat(purchase ? [purchase.value] : []);
}

/**
 * The least height of the value axis, as a share of its highest value: a move of under 1% (a home
 * bought today, valued $11,753 above its price) filled the chart as if it were a swing, on six
 * ticks $2,500 apart (QA 38 M1).
 */
const leastAxisSpan = 0.04;

/** At most `max` round y ticks covering the values, spanning at least `leastAxisSpan` of them. */
export function yTicks(values: number[], max = 6): number[] {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [];
  let low = Math.min(...finite);
  let high = Math.max(...finite);
  const widen = (leastAxisSpan * Math.abs(high) - (high - low)) / 2;
  if (widen > 0) {
    low = Math.max(0, low - widen);
    high += widen;
  }
  if (low === high) {
    low -= 1;
    high += 1;
  }
  const rough = (high - low) / (max - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  // The smallest round step that covers the values in `max` ticks; 20 × the magnitude always does.
  const fits = (candidate: number) =>
    Math.ceil((high - Math.floor(low / candidate) * candidate) / candidate) + 1 <= max;
  const step = [1, 2, 2.5, 5, 10, 20].map((factor) => factor * magnitude).find(fits) ?? 20 * magnitude;
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick < high + step && ticks.length < max; tick += step) ticks.push(tick);
  return ticks;
}

/**
 * Document 3 §9.2: a K suffix from 1,000 and an M suffix from 1,000,000; `extra` decimals more
 * than the usual two of millions and one of thousands.
 */
export function moneyAxis(value: number, extra = 0): string {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `$${Number((value / 1_000_000).toFixed(2 + extra))}M`;
  if (size >= 1_000) return `$${Number((value / 1_000).toFixed(1 + extra))}K`;
  return `$${Math.round(value)}`;
}

/** The value a label written by `moneyAxis` reads as. */
const readLabel = (label: string) =>
  Number(label.replace(/[$MK]/g, '')) * (label.endsWith('M') ? 1_000_000 : label.endsWith('K') ? 1_000 : 1);

/**
 * The y axis's labels, with the fewest decimals (at most two more than usual) that write each of
 * `ticks` as it is, or failing that no two alike: `$1.4475M`, `$1.45M`, `$1.4525M`, never six
 * ticks that all read `$1.45M` or `$1.46M` (QA 38 M1).
 */
export function moneyAxisFor(ticks: readonly number[]): (value: number) => string {
  const more = [0, 1, 2];
  const exact = (extra: number) => ticks.every((tick) => Math.abs(readLabel(moneyAxis(tick, extra)) - tick) < 0.5);
  const distinct = (extra: number) => new Set(ticks.map((tick) => moneyAxis(tick, extra))).size === ticks.length;
  const extra = more.find(exact) ?? more.find(distinct) ?? 2;
  return (value) => moneyAxis(value, extra);
}

const dayLabel = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const monthYearLabel = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', month: 'short', year: 'numeric' });

/**
 * The x label's format (document 3 §9.2): days for 1W and 1M; month and year ("Nov 2026") for
 * more than 13 points; otherwise year-month ("2026-11"). The days are Toronto's (DECISIONS row 5).
 */
export function xLabeller(period: ChartPeriod, pointCount: number): (time: number) => string {
  if (period === '1W' || period === '1M') return (time) => dayLabel.format(time);
  if (pointCount > 13) return (time) => monthYearLabel.format(time);
  return (time) => stampedDay(time).slice(0, 7);
}

/** The ticks with a label each: of two that would print the same label, the later one. */
export function distinctTicks(ticks: readonly number[], label: (time: number) => string): number[] {
  return ticks.filter((time, index) => index === ticks.length - 1 || label(ticks[index + 1]!) !== label(time));
}

/**
 * The marked point of the agent-confirmed value, on the confirmation's Toronto day: the
 * history's points are Toronto days too, so in Toronto's evening (past midnight UTC) the mark
 * still falls on today's point rather than past the chart's end.
 */
export function confirmedPoint(confirmedAt: string | undefined, confirmedValue: number | undefined) {
  if (!confirmedAt || confirmedValue === undefined) return undefined;
  const instant = new Date(confirmedAt);
  if (Number.isNaN(instant.getTime())) return undefined;
  return { time: dayStamp(torontoDate(instant)), value: confirmedValue };
}
