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
  if (months.some((month) => isWithheldMonth(month, figure))) return null;
  let sales = 0;
  let weighted = 0;
  let listings = 0;
  for (const month of months) {
    if (!month) continue;
    // Not withheld: the count is a number, and so is the figure of a month with sales.
    const sold = month.soldNumber ?? 0;
    if (figure === 'salesToNewListings') {
      sales += sold;
      listings += month.newListing;
      continue;
    }
    const value = figure === 'price' ? month.soldPrice : month.dom;
    if (sold === 0 || value === null) continue;
    sales += sold;
    weighted += value * sold;
  }
  if (figure === 'salesToNewListings') return listings > 0 ? (sales / listings) * 100 : null;
  return sales > 0 ? weighted / sales : null;
}

/**
 * Whether a visitor is not told a month's `figure` (DECISIONS row 26): its count of sales is
 * withheld (1 or 2 sales, a cell hidden so that no other gives one away, or a month not yet
 * published), or, in a month with sales, the figure itself (a price hidden with its cell, days on
 * market that would narrow a sale's day). Such a month leaves the 12 months' figure unknown
 * (`twelveMonthFigure`): what the charts say when they draw no 12-month line for a visitor.
 */
export function isWithheldMonth(month: MonthlyStatistic | undefined, figure: TrendFigure): boolean {
  if (!month) return false;
  if (month.soldNumber === null) return true;
  if (figure === 'salesToNewListings' || month.soldNumber === 0) return false;
  const value = figure === 'price' ? month.soldPrice : month.dom;
  return value === null || !Number.isFinite(value);
}
