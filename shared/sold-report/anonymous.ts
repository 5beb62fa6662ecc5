import { propertyTypes, type PropertyType } from '../property-types';
import {
  coversEnoughSales,
  minimumSalesForVisitors,
  type ReportVisibility,
  type SeriesVisibility,
  type VisibleTypes,
} from './disclosure';
import type { MonthlyStatistic, NeighbourhoodTypeSales, SoldReportAnswer, Statistics, TypeReport } from './types';

export { minimumSalesForVisitors };

/**
 * What an anonymous caller may see of the sold reports (DECISIONS row 26; DESIGN "Rules of
 * the house"), applied on the server so no sold price leaves the API for a visitor, directly
 * or through a small aggregate:
 *
 * - never a sold row;
 * - a count of sales only when it is 0 or 3 and more: a count of 1 or 2 is withheld (null),
 *   since it describes fewer than 3 sales (and with the new listings it would give the
 *   sales-to-new-listings rate); counts of new listings are listings, not sales, and stay;
 * - the sold-derived figures (average price, average list price of the sales, sale-to-list,
 *   days on market) only of the cells the aggregation job marked visible for visitors
 *   (`disclosure.ts`): 3 sales or more, and not a cell whose figures, subtracted from its
 *   parent's (community minus neighbourhoods, GTA minus communities), would give the price
 *   of 1 or 2 sales; and never for the month to date, which the job rewrites daily, so that
 *   two days' averages would give the price of the day's new sale.
 *
 * The decisions are read with the figures, from the same documents. Where they are missing
 * (a document of an earlier job version), every figure is hidden until the job runs again.
 */
const withheldCount = (count: number | null): number | null =>
  count === null || (count > 0 && count < minimumSalesForVisitors) ? null : count;

const isVisible = (types: VisibleTypes | undefined, type: PropertyType, count: number | null) =>
  Boolean(types?.includes(type)) && coversEnoughSales(count);

/** One type's report, its month and its last year's month each shown only where `visible` says. */
export function anonymousTypeReport(report: TypeReport, visible: ReportVisibility | undefined): TypeReport {
  const shown = isVisible(visible?.month, report.type, report.soldNumber);
  const shownLastYear = isVisible(visible?.lastYear, report.type, report.soldNumberLastYear);
  return {
    ...report,
    soldNumber: withheldCount(report.soldNumber),
    soldNumberLastYear: withheldCount(report.soldNumberLastYear),
    soldProperties: [],
    averagePrice: shown ? report.averagePrice : null,
    averageListPrice: shown ? report.averageListPrice : null,
    // With no sales at all the spec's default (1) reveals nothing.
    averageSellingToListPrice: shown || report.soldNumber === 0 ? report.averageSellingToListPrice : null,
    dom: shown ? report.dom : null,
    averagePriceLastYear: shownLastYear ? report.averagePriceLastYear : null,
    averageListPriceLastYear: shownLastYear ? report.averageListPriceLastYear : null,
    domLastYear: shownLastYear ? report.domLastYear : null,
  };
}

function anonymousStatistic(statistic: MonthlyStatistic, shown: boolean): MonthlyStatistic {
  return {
    ...statistic,
    soldPrice: shown ? statistic.soldPrice : null,
    dom: shown ? statistic.dom : null,
    soldNumber: withheldCount(statistic.soldNumber),
  };
}

/** A chart series, each month's types shown only where `visible` lists them. */
export function anonymousStatistics(statistics: Statistics, visible: SeriesVisibility | undefined): Statistics {
  return Object.fromEntries(
    Object.entries(statistics).map(([month, byType]) => [
      month,
      Object.fromEntries(
        propertyTypes.map((type) => [
          type,
          anonymousStatistic(byType[type], isVisible(visible?.[month], type, byType[type].soldNumber)),
        ]),
      ) as Record<PropertyType, MonthlyStatistic>,
    ]),
  );
}

/** The decisions that go with one sold report's documents; an absent one hides its figures. */
export interface SoldReportVisibility {
  /** The neighbourhood's report of the month. */
  report?: ReportVisibility;
  statistics?: SeriesVisibility;
  communityStatistics?: SeriesVisibility;
  neighbourhoodStatistics?: SeriesVisibility;
}

export function anonymousSoldReport(answer: SoldReportAnswer, visible: SoldReportVisibility): SoldReportAnswer {
  return {
    ...answer,
    reports: Object.fromEntries(
      propertyTypes.map((type) => [type, anonymousTypeReport(answer.reports[type], visible.report)]),
    ) as SoldReportAnswer['reports'],
    statistics: anonymousStatistics(answer.statistics, visible.statistics),
    communityStatistics: anonymousStatistics(answer.communityStatistics, visible.communityStatistics),
    neighbourhoodStatistics: anonymousStatistics(answer.neighbourhoodStatistics, visible.neighbourhoodStatistics),
  };
}

/** One neighbourhood's sales of one type in a month; `visible` are the types the job marked visible. */
export function anonymousTypeSales(
  sales: NeighbourhoodTypeSales,
  type: PropertyType,
  visible: VisibleTypes | undefined,
): NeighbourhoodTypeSales {
  return {
    soldNumber: withheldCount(sales.soldNumber),
    averagePrice: isVisible(visible, type, sales.soldNumber) ? sales.averagePrice : null,
  };
}
