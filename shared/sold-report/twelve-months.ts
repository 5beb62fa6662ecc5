import type { MonthlyStatistic } from './types';

/** What a sold report's trend charts draw (document 1 §2.2): price, days on market, the rate. */
export type TrendFigure = 'price' | 'dom' | 'salesToNewListings';

/**
 * A series' figure over its 12 months, as its chart's dashed "12-month average" line draws it:
 * pooled over the sales, not a mean of the months. The average price and days on market of every
 * sale of the 12 months (each month's average weighted by its sales), and the rate as all the
 * sales over all the new listings. A mean of monthly figures weighed a month of one sale as much
 * as one of forty, and a December of 6 sales on 5 new listings (120%) as much as a May of 8 on
 * 19: Church-Wellesley's condos read 48% where the year's rate was 42%, by a market guide drawn
 * at 40%. A month a visitor is not told (its count withheld, or the figure of its sales) makes
 * the whole unknown: left out, the rest read as the year's (QA 46d M1: a rate of 0% for a year
 * of 42%, one month's price for nineteen sales'). Null without sales (or, for the rate, without
 * new listings). The callers leave out the months before the records (`isBeforeData`), which no
 * one has figures of.
 */
export function twelveMonthFigure(
  months: ReadonlyArray<MonthlyStatistic | undefined>,
  figure: TrendFigure,
): number | null {
  let sales = 0;
  let weighted = 0;
  let listings = 0;
  for (const month of months) {
    if (!month) continue;
    if (month.soldNumber === null) return null;
    if (figure === 'salesToNewListings') {
      sales += month.soldNumber;
      listings += month.newListing;
      continue;
    }
    const value = figure === 'price' ? month.soldPrice : month.dom;
    if (month.soldNumber === 0) continue;
    if (value === null || !Number.isFinite(value)) return null;
    sales += month.soldNumber;
    weighted += value * month.soldNumber;
  }
  if (figure === 'salesToNewListings') return listings > 0 ? (sales / listings) * 100 : null;
  return sales > 0 ? weighted / sales : null;
}
