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
