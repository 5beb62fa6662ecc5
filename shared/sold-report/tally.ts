import { propertyTypes, type PropertyType } from '../property-types';
import { domWindowOf, noDomBounds, type DomBounds } from './dom-disclosure';
import type { MonthlyStatistic, SoldPropertyRow, TypeReport } from './types';

/**
 * The running sums of one area, month and property type, from which every metric of a
 * sold report is derived. The aggregation job fills them from the listings; the maths of
 * the metrics lives here so the browser's tiles and the job agree.
 */
export interface Tally {
  soldNumber: number;
  soldPriceSum: number;
  listPriceSum: number;
  /** Sum of each sale's sold / list price (each to the nearest 2⁻³⁰: `addSale`). */
  ratioSum: number;
  domSum: number;
  /** The least and the most the sales' days on market could be within their months, and the widest span of one (`domWindowOf`). */
  domFloorSum: number;
  domCeilingSum: number;
  domWidest: number;
  newListing: number;
  /** The sales themselves, kept only for neighbourhood tallies. */
  rows?: SoldPropertyRow[];
}

export const emptyTally = (): Tally => ({
  soldNumber: 0,
  soldPriceSum: 0,
  listPriceSum: 0,
  ratioSum: 0,
  domSum: 0,
  domFloorSum: 0,
  domCeilingSum: 0,
  domWidest: 0,
  newListing: 0,
});

export interface Sale {
  soldPrice: number;
  listingPrice: number;
  dom: number;
  soldDate: string;
  listDate: string;
}

/**
 * A ratio to the nearest multiple of 2⁻³⁰ (under a billionth off): floating-point sums of such
 * numbers are exact while under 2²² (millions of sales at ratios near 1), so the sum, and the
 * report, is the same whatever order the sales come in (a table scan's parallel segments have
 * none). A placeholder list price ($1) would make one ratio huge and break that bound, as it
 * would every list-price figure of its cell: listings are taken as their board gives them.
 */
const exactlySummable = (ratio: number) => Math.round(ratio * 2 ** 30) / 2 ** 30;

export function addSale(tally: Tally, sale: Sale, row?: SoldPropertyRow): void {
  tally.soldNumber += 1;
  tally.soldPriceSum += sale.soldPrice;
  tally.listPriceSum += sale.listingPrice;
  tally.ratioSum += exactlySummable(sale.soldPrice / sale.listingPrice);
  tally.domSum += sale.dom;
  const window = domWindowOf(sale);
  tally.domFloorSum += window.floor;
  tally.domCeilingSum += window.ceiling;
  tally.domWidest = Math.max(tally.domWidest, window.ceiling - window.floor);
  if (row) (tally.rows ??= []).push(row);
}

const average = (sum: number, count: number) => (count > 0 ? sum / count : null);

/** What a visitor could bound of a cell's days on market (dom-disclosure.ts). */
export const domBoundsOf = (tally: Tally | undefined): DomBounds =>
  tally
    ? {
        count: tally.soldNumber,
        sum: tally.domSum,
        floor: tally.domFloorSum,
        ceiling: tally.domCeilingSum,
        widest: tally.domWidest,
      }
    : noDomBounds;

export function statisticOf(tally: Tally | undefined): MonthlyStatistic {
  const t = tally ?? emptyTally();
  return {
    soldPrice: average(t.soldPriceSum, t.soldNumber),
    dom: average(t.domSum, t.soldNumber),
    soldNumber: t.soldNumber,
    newListing: t.newListing,
  };
}

/** Newest sale first; the same order on every run. */
const byNewestSale = (a: SoldPropertyRow, b: SoldPropertyRow) =>
  b.soldDate.localeCompare(a.soldDate) || a.mls.localeCompare(b.mls);

/** The per-type report of document 1 §3, from this month's tally and the same month's last year. */
export function typeReport(
  type: PropertyType,
  month: string,
  tally: Tally | undefined,
  lastYear: Tally | undefined,
  neighbourhoodId?: string,
): TypeReport {
  const t = tally ?? emptyTally();
  const l = lastYear ?? emptyTally();
  return {
    type,
    month,
    ...(neighbourhoodId && { neighbourhoodId }),
    soldNumber: t.soldNumber,
    soldNumberLastYear: l.soldNumber,
    soldProperties: [...(t.rows ?? [])].sort(byNewestSale),
    averagePrice: average(t.soldPriceSum, t.soldNumber),
    averagePriceLastYear: average(l.soldPriceSum, l.soldNumber),
    averageListPrice: average(t.listPriceSum, t.soldNumber),
    averageListPriceLastYear: average(l.listPriceSum, l.soldNumber),
    averageSellingToListPrice: average(t.ratioSum, t.soldNumber) ?? 1,
    averageSellingToListPriceLastYear: average(l.ratioSum, l.soldNumber),
    dom: average(t.domSum, t.soldNumber),
    domLastYear: average(l.domSum, l.soldNumber),
    newListing: t.newListing,
    newListingLastYear: l.newListing,
  };
}

/** A report for every property type, the missing ones filled with empty defaults. */
export function typeReports(
  month: string,
  tallies: Partial<Record<PropertyType, Tally>> | undefined,
  lastYear: Partial<Record<PropertyType, Tally>> | undefined,
  neighbourhoodId?: string,
): Record<PropertyType, TypeReport> {
  return Object.fromEntries(
    propertyTypes.map((type) => [type, typeReport(type, month, tallies?.[type], lastYear?.[type], neighbourhoodId)]),
  ) as Record<PropertyType, TypeReport>;
}

/** An empty report of every type: a month with no sales and no listings. */
export const emptyTypeReports = (month: string, neighbourhoodId?: string) =>
  typeReports(month, undefined, undefined, neighbourhoodId);

/** Whether a tally saw anything: a sale or a new listing. */
export const isActive = (tally: Tally | undefined) => Boolean(tally && (tally.soldNumber > 0 || tally.newListing > 0));

/** Every type's report, the stored ones kept and the missing ones filled with empty defaults. */
export function completeTypeReports(
  month: string,
  stored: Partial<Record<PropertyType, TypeReport>> | undefined,
  neighbourhoodId?: string,
): Record<PropertyType, TypeReport> {
  return Object.fromEntries(
    propertyTypes.map((type) => [
      type,
      stored?.[type] ?? typeReport(type, month, undefined, undefined, neighbourhoodId),
    ]),
  ) as Record<PropertyType, TypeReport>;
}

/** Every type's statistic of a month, the missing ones empty. */
export function completeMonth(
  stored: Partial<Record<PropertyType, MonthlyStatistic>> | undefined,
): Record<PropertyType, MonthlyStatistic> {
  return Object.fromEntries(propertyTypes.map((type) => [type, stored?.[type] ?? statisticOf(undefined)])) as Record<
    PropertyType,
    MonthlyStatistic
  >;
}
