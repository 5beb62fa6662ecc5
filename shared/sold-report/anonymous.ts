import { propertyTypes, type PropertyType } from '../property-types';
import type { MonthlyStatistic, NeighbourhoodTypeSales, SoldReportAnswer, Statistics, TypeReport } from './types';

/**
 * What an anonymous caller may see of a sold report (DECISIONS row 26): counts, and averages
 * only where they cover at least 3 sales; never a sold row. Applied on the server, so no sold
 * price leaves the API for a visitor, directly or through a small aggregate.
 */
export const minimumSalesForVisitors = 3;

const visible = (count: number) => count >= minimumSalesForVisitors;

export function anonymousTypeReport(report: TypeReport): TypeReport {
  const shown = visible(report.soldNumber);
  const shownLastYear = visible(report.soldNumberLastYear);
  return {
    ...report,
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

function anonymousStatistic(statistic: MonthlyStatistic): MonthlyStatistic {
  if (visible(statistic.soldNumber)) return statistic;
  return { ...statistic, soldPrice: null, dom: null };
}

export function anonymousStatistics(statistics: Statistics): Statistics {
  return Object.fromEntries(
    Object.entries(statistics).map(([month, byType]) => [
      month,
      Object.fromEntries(propertyTypes.map((type) => [type, anonymousStatistic(byType[type])])) as Record<
        PropertyType,
        MonthlyStatistic
      >,
    ]),
  );
}

export function anonymousSoldReport(answer: SoldReportAnswer): SoldReportAnswer {
  return {
    ...answer,
    reports: Object.fromEntries(
      propertyTypes.map((type) => [type, anonymousTypeReport(answer.reports[type])]),
    ) as SoldReportAnswer['reports'],
    statistics: anonymousStatistics(answer.statistics),
    communityStatistics: anonymousStatistics(answer.communityStatistics),
    neighbourhoodStatistics: anonymousStatistics(answer.neighbourhoodStatistics),
  };
}

export function anonymousTypeSales(sales: NeighbourhoodTypeSales): NeighbourhoodTypeSales {
  return visible(sales.soldNumber) ? sales : { ...sales, averagePrice: null };
}
