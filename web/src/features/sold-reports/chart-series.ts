import type { PropertyType } from '@shared/property-types';
import { salesToNewListingsRate } from '@shared/sold-report/market-guide';
import { isWithheldMonth, twelveMonthFigure, type TrendFigure } from '@shared/sold-report/twelve-months';
import { isBeforeData } from '@shared/sold-report/data-extent';
import { monthLabel } from '@shared/sold-report/month-label';
import type { MonthlyStatistic, SoldReportAnswer, Statistics } from '@shared/sold-report/types';

/**
 * The sold report's three charts (document 1 §2.2): Price, Days On Market and Sales-To-New
 * Listings Rate, each over the 12 months to the report month for three series (the GTA, the
 * community, the neighbourhood), each with its average line and at most 7 y-axis ticks.
 */
export type ChartMetric = TrendFigure;
export const seriesKeys = ['gta', 'community', 'neighbourhood'] as const;
export type SeriesKey = (typeof seriesKeys)[number];

export interface ChartPoint extends Record<SeriesKey, number | null> {
  /** `YYYY-MM`. */
  month: string;
  /** What each figure rests on: the month's sales and new listings (null: none, or a visitor's withheld count). */
  basis: Record<SeriesKey, { sales: number | null; newListings: number } | null>;
}

/**
 * A point's month as the tooltip and the charts' tables name it: the month still being written
 * (`toDate`, the current month's report) says so, as its few sales so far are no month's whole
 * (review 44: the last point of a month-to-date report read as a collapse in sales).
 */
export const pointMonthLabel = (month: string, toDate: string | null) =>
  month === toDate ? `${monthLabel(month)} (to date)` : monthLabel(month);

const valueOf: Record<ChartMetric, (statistic: MonthlyStatistic | undefined) => number | null> = {
  price: (statistic) => statistic?.soldPrice ?? null,
  dom: (statistic) => statistic?.dom ?? null,
  salesToNewListings: (statistic) =>
    statistic ? salesToNewListingsRate(statistic.soldNumber, statistic.newListing) : null,
};

const sources: Record<SeriesKey, (answer: SoldReportAnswer) => Statistics> = {
  gta: (answer) => answer.statistics,
  community: (answer) => answer.communityStatistics,
  neighbourhood: (answer) => answer.neighbourhoodStatistics,
};

/** One point per month of the GTA series (the report's 12 months), null where a series has no figure. */
export function chartPoints(answer: SoldReportAnswer, type: PropertyType, metric: ChartMetric): ChartPoint[] {
  const months = Object.keys(answer.statistics).sort();
  return months.map((month) => {
    const point = { month, basis: {} } as ChartPoint;
    for (const key of seriesKeys) {
      const statistic = sources[key](answer)[month]?.[type];
      const value = valueOf[metric](statistic);
      point[key] = value !== null && Number.isFinite(value) ? value : null;
      point.basis[key] = statistic ? { sales: statistic.soldNumber, newListings: statistic.newListing } : null;
    }
    return point;
  });
}

/** The months a series' 12-month figure pools: those the records hold (withinData). */
function pooledMonths(answer: SoldReportAnswer, key: SeriesKey, type: PropertyType) {
  // Months before the records have no figures for anyone (withinData): not withheld, just absent.
  return Object.keys(answer.statistics)
    .sort()
    .filter((month) => !isBeforeData(month, answer.dataFrom))
    .map((month) => sources[key](answer)[month]?.[type]);
}

/** Each series' 12-month figure, pooled over its sales (twelveMonthFigure), as the dashed lines draw it. */
export function seriesAverages(
  answer: SoldReportAnswer,
  type: PropertyType,
  metric: ChartMetric,
): Record<SeriesKey, number | null> {
  return Object.fromEntries(
    seriesKeys.map((key) => [key, twelveMonthFigure(pooledMonths(answer, key, type), metric)]),
  ) as Record<SeriesKey, number | null>;
}

/**
 * The series whose 12-month line a visitor is not shown: one of its months is withheld
 * (isWithheldMonth), and the year's figure would give it away. Any other series without a
 * line had no sales to pool.
 */
export function withheldAverages(answer: SoldReportAnswer, type: PropertyType, metric: ChartMetric): SeriesKey[] {
  return seriesKeys.filter((key) => pooledMonths(answer, key, type).some((month) => isWithheldMonth(month, metric)));
}

/**
 * Whether a visitor is told nothing of `month`'s sales in any series: a month not yet published
 * (the month to date, whose figures visitors get once it is over; shared/sold-report/anonymous.ts).
 */
export const isUnpublishedMonth = (answer: SoldReportAnswer, type: PropertyType, month: string) =>
  seriesKeys.every((key) => sources[key](answer)[month]?.[type]?.soldNumber === null);

/**
 * What a point rests on, in words, after its figure in the tooltip and the table: "1 sale", or
 * for the rate "3 sales, 4 new listings". A trend of single sales reads as one.
 */
export function basisText(basis: ChartPoint['basis'][SeriesKey], metric: ChartMetric): string | null {
  if (!basis || basis.sales === null) return null;
  const sales = `${basis.sales} ${basis.sales === 1 ? 'sale' : 'sales'}`;
  if (metric !== 'salesToNewListings') return sales;
  return `${sales}, ${basis.newListings} new ${basis.newListings === 1 ? 'listing' : 'listings'}`;
}

const niceFactors = [1, 2, 2.5, 5, 10];
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  return (niceFactors.find((factor) => factor * power >= raw * (1 - 1e-9)) ?? 10) * power;
}

/**
 * Round y-axis ticks that cover every value, at most `maxTicks` of them (document 1 §9: 7).
 * Empty when there is nothing to draw.
 */
export function chartTicks(values: readonly (number | null)[], maxTicks = 7): number[] {
  const finite = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (finite.length === 0) return [];
  let low = Math.min(...finite);
  let high = Math.max(...finite);
  if (high === low) {
    const pad = low === 0 ? 1 : Math.abs(low) * 0.1;
    low = low >= 0 ? Math.max(0, low - pad) : low - pad;
    high += pad;
  }
  let step = niceStep((high - low) / (maxTicks - 1));
  for (;;) {
    const first = Math.floor(low / step) * step;
    const last = Math.ceil(high / step) * step;
    const count = Math.round((last - first) / step) + 1;
    if (count <= maxTicks) {
      return Array.from({ length: count }, (_, i) => Number((first + i * step).toPrecision(12)));
    }
    step = niceStep(step * 1.0001);
  }
}

/** A chart's point as drawn: each value at most the axis's top, with the real ones for the tooltip and the labels. */
export interface ShownPoint extends ChartPoint {
  actual: Record<SeriesKey, number | null>;
  /** Per value past the axis's top, the line its written value takes (0 first), clear of its neighbours'. */
  labelRow: Partial<Record<SeriesKey, number>>;
}

/**
 * The points as drawn under an axis whose top is `top` (null: none stops it): a value past it is
 * drawn at the top, and its written value gets a line of its own when one is written in the same
 * month or the two before (on a phone, "200%" and "400%" side by side read "200400%").
 */
export function pointsUnder(points: readonly ChartPoint[], top: number | null): ShownPoint[] {
  const rowsAt: number[][] = [];
  return points.map((point, index) => {
    const shown: ShownPoint = {
      ...point,
      actual: { gta: point.gta, community: point.community, neighbourhood: point.neighbourhood },
      labelRow: {},
    };
    rowsAt[index] = [];
    if (top === null) return shown;
    for (const key of seriesKeys) {
      const value = point[key];
      if (value === null || value <= top) continue;
      shown[key] = top;
      const taken = new Set(rowsAt.slice(Math.max(0, index - 2), index + 1).flat());
      let row = 0;
      while (taken.has(row)) row += 1;
      shown.labelRow[key] = row;
      rowsAt[index]!.push(row);
    }
    return shown;
  });
}
