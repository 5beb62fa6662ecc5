import { listingPhotoKeys, type Listing } from '../listing';
import type { PropertySummary } from './types';

const dayMs = 86_400_000;

/**
 * A listing as a card shows it (the spec's property summary), unmasked: no photo list, end
 * date or description, the first photo's path, and for a listing on the market its days on
 * market counted to `today` (`YYYY-MM-DD`, Toronto).
 */
export function summaryOfListing(listing: Listing, today: string): PropertySummary {
  // The summary of document 3 §3: not the end of an unsold listing, nor the day its price
  // changed (the history gives that, to those who may see it).
  const {
    photos: _photos,
    endDate: _endDate,
    priceChangeDate: _priceChangeDate,
    details: _details,
    ...summary
  } = listing;
  const photo = listingPhotoKeys(listing)[0];
  const active = listing.status === 'forSale' || listing.status === 'forLease';
  const dom = active
    ? Math.max(0, Math.round((Date.parse(today) - Date.parse(listing.listDate)) / dayMs))
    : listing.dom;
  return { ...summary, dom, ...(photo && { photo }) };
}

/** `88 Harbour Street, Toronto`, or `1204 - 88 Harbour Street, Toronto` for a unit. */
export function displayAddress(listing: Pick<Listing, 'address' | 'unit' | 'municipality'>): string {
  return `${listing.unit ? `${listing.unit} - ` : ''}${listing.address}, ${listing.municipality}`;
}
