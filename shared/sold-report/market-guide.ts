import { medianOfSorted } from '../median';
/**
 * The sales-to-new-listings rate and its market guide (document 1 §2.2, §9): 60 % or more
 * is a seller's market, 40 to 60 % balanced, under 40 % a buyer's market.
 */
export type MarketGuide = 'seller' | 'balanced' | 'buyer';

export const marketGuideLabels: Record<MarketGuide, string> = {
  seller: "Seller's Market",
  balanced: 'Balanced Market',
  buyer: "Buyer's Market",
};

export const sellersMarketFrom = 60;
export const balancedMarketFrom = 40;

/**
 * Sales as a percentage of new listings; null when there were no new listings, or when the
 * count of sales is withheld (a visitor's count of 1 or 2 is null, DECISIONS row 26).
 */
export function salesToNewListingsRate(soldNumber: number | null, newListing: number): number | null {
  if (soldNumber === null || !(newListing > 0)) return null;
  const rate = (soldNumber / newListing) * 100;
  return Number.isFinite(rate) ? rate : null;
}

/**
 * The market a rate (in percent) points to; null when there is no rate. The guide reads the
 * rate as shown, rounded to an integer, so a tile showing 60% never says "balanced".
 */
export function marketGuide(rate: number | null): MarketGuide | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  const shown = Math.round(rate);
  if (shown >= sellersMarketFrom) return 'seller';
  if (shown >= balancedMarketFrom) return 'balanced';
  return 'buyer';
}

/** Fewer new listings than this in a month call no market (one sale on one listing is not a seller's market). */
export const fewestListingsForGuide = 5;

/** Why a month has no market guide, as the report says it. */
export type NoGuide = 'noNewListings' | 'fewListings' | 'withheld';

export const noGuideLabels: Record<NoGuide, string> = {
  noNewListings: 'No new listings this month',
  fewListings: 'Too few new listings to judge',
  // A visitor's count held back: 1 or 2 sales, or a month not over (QA 66a L7: "not enough"
  // read false beside a month to date of many).
  withheld: 'Not shown to visitors',
};

/**
 * A month's rate and the market it points to (document 1 §2.2, §9), or why it points to none: a
 * visitor's withheld count, no new listings, or fewer than five, where one sale on one new
 * listing would read as a "Seller's Market" (QA 22a F3). The rate itself is still shown.
 */
export function monthMarket(
  soldNumber: number | null,
  newListing: number,
): { rate: number | null; guide: MarketGuide | null; noGuide: NoGuide | null } {
  const rate = salesToNewListingsRate(soldNumber, newListing);
  if (soldNumber === null) return { rate, guide: null, noGuide: 'withheld' };
  if (!(newListing > 0)) return { rate, guide: null, noGuide: 'noNewListings' };
  if (newListing < fewestListingsForGuide) return { rate, guide: null, noGuide: 'fewListings' };
  return { rate, guide: marketGuide(rate), noGuide: null };
}

/** A month's rate above this and three times its own line's median is one no market has. */
const outlierRateFrom = 200;

/**
 * Where the Sales-To-New Listings chart's axis may stop, or null when it fits every point. A
 * month with few new listings gives a rate no market has (11 sales on 2 new listings: 550%) and
 * would squash the other months flat at the bottom of the chart. Such a month is judged within
 * its own line: above 200% and three times the line's median. One or two of them are drawn at
 * the top of an axis fitted to the rest (and to every 12-month line), with their value written;
 * more, and they are the market's scale, drawn as they are. The axis's top tick, at or above
 * the returned value, is where they are drawn: a point under it is drawn where it is.
 */
export function rateChartCap(
  series: ReadonlyArray<ReadonlyArray<number | null>>,
  averages: ReadonlyArray<number | null>,
): number | null {
  const kept: number[] = [];
  let outliers = 0;
  for (const values of series) {
    const sorted = values
      .filter((value): value is number => value !== null && Number.isFinite(value))
      .sort((a, b) => a - b);
    if (sorted.length === 0) continue;
    const from = Math.max(outlierRateFrom, 3 * medianOfSorted(sorted));
    for (const value of sorted) {
      if (value > from) outliers += 1;
      else kept.push(value);
    }
  }
  if (outliers === 0 || outliers > 2) return null;
  const lines = averages.filter((value): value is number => value !== null && Number.isFinite(value));
  return Math.max(100, ...kept, ...lines);
}
