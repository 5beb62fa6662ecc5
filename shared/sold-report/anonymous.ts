import { addMonths } from '../months';
import { propertyTypes, type PropertyType } from '../property-types';
import { coversEnoughSales, minimumSalesForVisitors } from './disclosure';
import type { Tally } from './tally';
import type { MonthlyStatistic, NeighbourhoodTypeSales, SoldReportAnswer, Statistics, TypeReport } from './types';

export { minimumSalesForVisitors };

/**
 * What an anonymous caller may see of the sold reports (DESIGN "Visitors never learn one
 * sale"; DECISIONS rows 26, 34 and 36), applied on the server so no sold price leaves the API
 * for a visitor, directly or through a small aggregate or a difference:
 *
 * - never a sold row;
 * - a count of sales only when it is 0, or of a cell its month's disclosure decisions show (3
 *   sales or more): a count of 1 or 2 is withheld (null), since it describes fewer than 3 sales
 *   (and with the new listings it would give the sales-to-new-listings rate), and so is the count
 *   of a cell hidden to protect another, which a visitor would subtract (QA 46d M2: Toronto's 8
 *   minus Alpha Park's 3 and Beta Village's 4 was Delta Row's withheld 1); counts of new listings
 *   are listings, not sales, and stay;
 * - the sold-derived figures (average price, average list price of the sales, days on market)
 *   of a closed month only as the aggregation job published them once, at the month's close,
 *   for the cells its disclosure decisions show (`disclosure.ts`): a later correction, import
 *   or rebuild never changes them, so no two answers differ by one sale;
 * - the sale-to-list ratio as the published average price over the published average list
 *   price: it follows from what the visitor already sees (the mean of the sales' own ratios
 *   would, with the public list prices, give away a price);
 * - of a month not published (the month to date, or a closed month before the job's first run
 *   after its close), no figure of its sales at all, not even a count: the month to date's counts
 *   change with each day's sales, and two days' answers told a sale's day (QA 46d H1; DECISIONS
 *   row 35 allows nothing finer than its month). Its new listings, which are no sales, stay.
 */
/** One area's figures of one month and type, as a visitor sees them: published once, never changed. */
export interface PublishedFigures {
  /** Null when it is 1 or 2 (withheld). */
  soldNumber: number | null;
  /** Null where the month's disclosure decisions hide the cell. */
  averagePrice: number | null;
  averageListPrice: number | null;
  dom: number | null;
  newListing: number;
}

/** One area's published month: the types with any sale or new listing (the others had none). */
export type PublishedMonth = Partial<Record<PropertyType, PublishedFigures>>;

/** One area's published months: a copy of its entries in the publications. */
export interface PublishedSeries {
  /** The first month ever published, the first of the data then: no month before it saw anything. */
  from: string;
  /** Where the data begins (`YYYY-MM-DD`), and the first month it holds whole, as the job that wrote the series knew them (`withinData`). */
  dataFrom?: string;
  wholeFrom?: string;
  /** By month (`YYYY-MM`). A month from `from` on that is left out was not published for this area. */
  months: Partial<Record<string, PublishedMonth>>;
}

const average = (sum: number, count: number) => (count > 0 ? sum / count : null);

/**
 * A cell's figures as they are published: `shown` is the disclosure decision for the cell, and
 * `domShown` whether its days on market, too, may be shown (dom-disclosure.ts).
 */
export function publishedFigures(tally: Tally, shown: boolean, domShown = shown): PublishedFigures {
  const visible = shown && coversEnoughSales(tally.soldNumber);
  return {
    soldNumber: visible || tally.soldNumber === 0 ? tally.soldNumber : null,
    averagePrice: visible ? average(tally.soldPriceSum, tally.soldNumber) : null,
    averageListPrice: visible ? average(tally.listPriceSum, tally.soldNumber) : null,
    dom: visible && domShown ? average(tally.domSum, tally.soldNumber) : null,
    newListing: tally.newListing,
  };
}

const noActivity: PublishedFigures = {
  soldNumber: 0,
  averagePrice: null,
  averageListPrice: null,
  dom: null,
  newListing: 0,
};

/** A month not published: its new listings alone, no figure of its sales (not even a count). */
const listingsOnly = (newListing: number): PublishedFigures => ({ ...noActivity, soldNumber: null, newListing });

/** An area's month as published (`{}` before the data began), or undefined when it was not published. */
function publishedMonthOf(series: PublishedSeries | undefined, month: string): PublishedMonth | undefined {
  if (!series) return undefined;
  return series.months[month] ?? (month < series.from ? {} : undefined);
}

/** A type's figures of a month: published, or its new listings alone when the month was not published. */
function figuresOf(
  series: PublishedSeries | undefined,
  month: string,
  type: PropertyType,
  live: { newListing: number },
): PublishedFigures {
  const publishedMonth = publishedMonthOf(series, month);
  if (!publishedMonth) return listingsOnly(live.newListing);
  return publishedMonth[type] ?? noActivity;
}

/**
 * A visitor's sale-to-list ratio (DECISIONS row 36): the average price over the average list
 * price of the cell, both of which the visitor sees; the spec's 1 with no sales, else null.
 */
export function visitorSellingToListPrice(figures: PublishedFigures): number | null {
  if (figures.soldNumber === 0) return 1;
  const { averagePrice, averageListPrice } = figures;
  return averagePrice !== null && averageListPrice !== null && averageListPrice > 0
    ? averagePrice / averageListPrice
    : null;
}

/** A type's report from its month's figures and those of the same month last year. */
export function visitorTypeReport(live: TypeReport, current: PublishedFigures, lastYear: PublishedFigures): TypeReport {
  return {
    type: live.type,
    month: live.month,
    ...(live.neighbourhoodId && { neighbourhoodId: live.neighbourhoodId }),
    soldNumber: current.soldNumber,
    soldNumberLastYear: lastYear.soldNumber,
    soldProperties: [],
    averagePrice: current.averagePrice,
    averagePriceLastYear: lastYear.averagePrice,
    averageListPrice: current.averageListPrice,
    averageListPriceLastYear: lastYear.averageListPrice,
    averageSellingToListPrice: visitorSellingToListPrice(current),
    averageSellingToListPriceLastYear: lastYear.soldNumber === 0 ? null : visitorSellingToListPrice(lastYear),
    dom: current.dom,
    domLastYear: lastYear.dom,
    newListing: current.newListing,
    newListingLastYear: lastYear.newListing,
  };
}

const statisticOf = (figures: PublishedFigures): MonthlyStatistic => ({
  soldPrice: figures.averagePrice,
  dom: figures.dom,
  soldNumber: figures.soldNumber,
  newListing: figures.newListing,
});

/** A chart series: each month as published, or its new listings alone. */
function visitorStatistics(live: Statistics, published: PublishedSeries | undefined): Statistics {
  return Object.fromEntries(
    Object.entries(live).map(([month, byType]) => [
      month,
      Object.fromEntries(
        propertyTypes.map((type) => [type, statisticOf(figuresOf(published, month, type, byType[type]))]),
      ) as Record<PropertyType, MonthlyStatistic>,
    ]),
  );
}

/** The published months a sold report reads: the neighbourhood's, its community's and the GTA's. */
export interface SoldReportPublications {
  neighbourhood?: PublishedSeries;
  community?: PublishedSeries;
  gta?: PublishedSeries;
}

/** One of the three areas of a sold report, and a month of it. */
export interface AreaMonth {
  area: keyof SoldReportPublications;
  month: string;
}

/**
 * The months a visitor's report of `month` (charts over `chartMonths`) shows that were not
 * published, whose new listings come from the signed-in figures: the month to date, the first hours
 * of a month before the job publishes the one just closed, or a neighbourhood newer than the
 * publications. The neighbourhood's report of `month` stands for the month and the same month
 * last year; each area's report of a month for that month of its chart.
 */
export function unpublishedMonths(
  month: string,
  chartMonths: readonly string[],
  published: SoldReportPublications,
): AreaMonth[] {
  const missing: AreaMonth[] = [];
  const add = (area: AreaMonth['area'], m: string) => {
    if (!missing.some((found) => found.area === area && found.month === m)) missing.push({ area, month: m });
  };
  const isMissing = (area: AreaMonth['area'], m: string) => !publishedMonthOf(published[area], m);
  if (isMissing('neighbourhood', month) || isMissing('neighbourhood', addMonths(month, -12))) {
    add('neighbourhood', month);
  }
  for (const m of chartMonths) {
    for (const area of ['neighbourhood', 'community', 'gta'] as const) if (isMissing(area, m)) add(area, m);
  }
  return missing;
}

/**
 * A visitor's sold report: `live` is the signed-in answer (its new listings stand in for the
 * months not published), `published` the publications of the three areas.
 */
export function visitorSoldReport(
  live: SoldReportAnswer,
  month: string,
  published: SoldReportPublications,
): SoldReportAnswer {
  const lastYear = addMonths(month, -12);
  return {
    ...live,
    reports: Object.fromEntries(
      propertyTypes.map((type) => {
        const report = live.reports[type];
        const current = figuresOf(published.neighbourhood, month, type, report);
        const before = figuresOf(published.neighbourhood, lastYear, type, { newListing: report.newListingLastYear });
        return [type, visitorTypeReport(report, current, before)];
      }),
    ) as SoldReportAnswer['reports'],
    statistics: visitorStatistics(live.statistics, published.gta),
    communityStatistics: visitorStatistics(live.communityStatistics, published.community),
    neighbourhoodStatistics: visitorStatistics(live.neighbourhoodStatistics, published.neighbourhood),
  };
}

/** One neighbourhood's sales of a published month, by type (types without sales left out, as for a signed-in caller). */
export function visitorNeighbourhoodSales(
  published: PublishedMonth,
): Partial<Record<PropertyType, NeighbourhoodTypeSales>> {
  return Object.fromEntries(
    propertyTypes.flatMap((type) => {
      const figures = published[type];
      return figures && figures.soldNumber !== 0
        ? [[type, { soldNumber: figures.soldNumber, averagePrice: figures.averagePrice }]]
        : [];
    }),
  );
}
