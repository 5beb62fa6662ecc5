import type { ListingStatus } from '../listing';
import type { HistoryEntry, PropertySummary } from './types';

/**
 * What an anonymous caller may see of a sold or leased listing (DESIGN "Authorization", document
 * 3 §2.6 and §6): the board requires sign-in for sold prices and sold details, so they are
 * removed before the answer leaves the API, and `masked` tells the screen to blur and show
 * '****'. Every home-search call shapes its listings through here.
 */
export const maskedFields = ['soldPrice', 'soldDate', 'closeDate', 'dom'] as const;

export function isSoldOrLeased(status: ListingStatus): boolean {
  return status === 'sold' || status === 'leased';
}

/** The summary as this caller may see it: unchanged for a signed-in caller or an unsold listing. */
export function maskSummary<T extends Pick<PropertySummary, 'status'> & Partial<PropertySummary>>(
  summary: T,
  signedIn: boolean,
): T {
  if (signedIn || !isSoldOrLeased(summary.status)) return summary;
  const masked = { ...summary, masked: true };
  for (const field of maskedFields) delete masked[field];
  return masked;
}

export function isDealEvent(event: HistoryEntry['event']): boolean {
  return event === 'Sold' || event === 'Leased';
}

/**
 * A history row as this caller may see it: a visitor keeps a sale's or a lease's row and its
 * event (the screen shows it blurred, '****'), but not its price nor its date.
 */
export function maskHistoryEntry(entry: HistoryEntry, signedIn: boolean): HistoryEntry {
  if (signedIn || !isDealEvent(entry.event)) return entry;
  return { ...entry, date: null, price: null };
}

/**
 * The price a filter or a price sort compares. A signed-in caller's sold listing compares by
 * its sold price, as the card shows it; a visitor's always by its list price, so minPrice and
 * maxPrice cannot bisect a sold price that the answer withholds.
 */
export function comparablePrice(
  listing: { status: ListingStatus; listingPrice: number; soldPrice?: number },
  signedIn: boolean,
): number {
  return signedIn && isSoldOrLeased(listing.status) && listing.soldPrice !== undefined
    ? listing.soldPrice
    : listing.listingPrice;
}
