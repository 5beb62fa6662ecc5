import { addMonths, monthRange, type Month } from '@shared/months';
import type { PropertyType } from '@shared/property-types';
import { salesToNewListingsRate } from '@shared/sold-report/market-guide';
import type { TrendFigure } from '@shared/sold-report/twelve-months';
import type { MonthlyStatistic, Statistics } from '@shared/sold-report/types';

/** The three trends the report charts for a property type (document 1 §2.2, document 3 §9.4), as the screen names them. */
export type TrendMetric = TrendFigure;

/** The 12 months to `month`, oldest first. */
export const trendMonths = (month: Month): Month[] => monthRange(addMonths(month, -11), month);

const finiteOrNull = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);

function metricOf(statistic: MonthlyStatistic | undefined, metric: TrendMetric): number | null {
  if (!statistic) return null;
  switch (metric) {
    case 'price':
      return statistic.soldNumber !== 0 ? finiteOrNull(statistic.soldPrice) : null;
    case 'dom':
      return statistic.soldNumber !== 0 ? finiteOrNull(statistic.dom) : null;
    case 'salesToNewListings':
      return salesToNewListingsRate(statistic.soldNumber, statistic.newListing);
  }
}

/** One value per month; null where the month has nothing to show (no sales, no new listings, withheld). */
export function trendValues(
  statistics: Statistics,
  months: readonly Month[],
  type: PropertyType,
  metric: TrendMetric,
): Array<number | null> {
  return months.map((month) => metricOf(statistics[month]?.[type], metric));
}
