import type { Listing } from '@shared/listing';
import { propertyTypes } from '@shared/property-types';
import { priceBand, referenceYear, saleToListBand } from '../../../../../infra/local/seed/data/market-bands';
import { areas } from '../../../../../infra/local/seed/data/municipalities';

/**
 * The checks of the generated market against the stated bands, as functions that return
 * what is wrong, so the same checks can be shown to fail on noise.
 */
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const sold = (listings: readonly Listing[]) => listings.filter((listing) => listing.status === 'sold');

/** Cells (area × type) with fewer reference-year sales than this are too noisy to judge. */
export const minimumSales = 60;

/** Median reference-year sold price of each area and type, against its band. */
export function priceBandFailures(listings: readonly Listing[]): { checked: number; failures: string[] } {
  const failures: string[] = [];
  let checked = 0;
  const inYear = sold(listings).filter((listing) => listing.soldDate!.startsWith(String(referenceYear)));
  for (const area of areas) {
    for (const type of propertyTypes) {
      const prices = inYear.filter((l) => l.area === area && l.type === type).map((l) => l.soldPrice!);
      if (prices.length < minimumSales) continue;
      checked++;
      const { low, high } = priceBand(area, type);
      const value = median(prices);
      if (value < low || value > high) failures.push(`${area} ${type}: median ${value} outside ${low}–${high}`);
    }
  }
  return { checked, failures };
}

/** Every sale and lease's sold (or leased) price over its last asking price. */
export function saleToListFailures(listings: readonly Listing[]): string[] {
  return listings
    .filter((listing) => listing.soldPrice !== undefined)
    .map((listing) => ({ listing, ratio: listing.soldPrice! / listing.listingPrice }))
    .filter(({ ratio }) => !(ratio >= saleToListBand.low && ratio <= saleToListBand.high))
    .map(({ listing, ratio }) => `${listing.mls}: sale-to-list ${ratio.toFixed(3)}`);
}

/** Months as `YYYY-MM` prefixes of the sold date. */
function medianSoldIn(listings: readonly Listing[], months: readonly string[], area: string, type: string): number {
  return median(
    sold(listings)
      .filter((l) => l.area === area && l.type === type && months.includes(l.soldDate!.slice(0, 7)))
      .map((l) => l.soldPrice!),
  );
}

export const peakMonths = ['2022-02', '2022-03', '2022-04'];
export const troughMonths = ['2022-11', '2022-12', '2023-01'];
/** Toronto detached sold 12 % higher at the early-2022 peak than in the winter trough after it, at least. */
export const trendMargin = 1.12;

export function trendFailures(listings: readonly Listing[]): string[] {
  const peak = medianSoldIn(listings, peakMonths, 'Toronto', 'detatched');
  const trough = medianSoldIn(listings, troughMonths, 'Toronto', 'detatched');
  return peak >= trough * trendMargin
    ? []
    : [`Toronto detached: peak median ${peak} not ${trendMargin}× the trough's ${trough}`];
}
