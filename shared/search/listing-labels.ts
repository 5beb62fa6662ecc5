import { formatCurrency } from '../format/currency';
import type { Listing, ListingStatus, SaleType } from '../listing';
import { isPropertyType, propertyTypeLabels } from '../property-types';

/** Document 3 §2.6: how each listing status reads (`unavailable` shows as Expired). */
export const listingStatusLabels: Record<ListingStatus, string> = {
  forSale: 'For Sale',
  sold: 'Sold',
  forLease: 'For Lease',
  leased: 'Leased',
  terminated: 'Terminated',
  unavailable: 'Expired',
  suspended: 'Suspended',
};

export const statusLabel = (status: ListingStatus): string => listingStatusLabels[status];

/** The status's tone on badges and markers: on the market, closed, or off the market. */
export function statusTone(status: ListingStatus): 'active' | 'sold' | 'inactive' {
  if (status === 'forSale' || status === 'forLease') return 'active';
  if (status === 'sold' || status === 'leased') return 'sold';
  return 'inactive';
}

/** Words that change with the sale type: "For Sale"/"For Lease" and "Sold"/"Leased". */
export const activeWord = (saleType: SaleType): string => (saleType === 'Sale' ? 'For Sale' : 'For Lease');
export const soldWord = (saleType: SaleType): string => (saleType === 'Sale' ? 'Sold' : 'Leased');

/** The similar-sold carousel's sub-heading (document 3 §2.6): "Sold", or for a lease "Leased / Comparable leased". */
export const similarClosedHeading = (saleType: SaleType): string =>
  saleType === 'Sale' ? 'Sold' : 'Leased / Comparable leased';

/** The hidden-price mark (document 3 §8 "Missing numbers"). */
export const hiddenPrice = '****';

/** Metres to feet (document 3 §9.1). */
export const feetPerMetre = 3.281;

/** A room side in metres and feet, e.g. `3.51 m (11.5 ft)`. */
export const metresToFeet = (metres: number): number => Math.round(metres * feetPerMetre * 10) / 10;

/** The address as a line: the unit first when there is one (`1205 - 88 Harbour Street`). */
export const addressLine = ({ unit, address }: { unit?: string; address: string }): string =>
  unit ? `${unit} - ${address}` : address;

/** The property-details page's path (document 3 §2.1): the MLS number is the query string's key-less value. */
export const propertyDetailsHref = (mls: string): string => `/property-details/?=${encodeURIComponent(mls)}`;

/** A property type's label, or the board's own word for a type we do not know. */
export const propertyTypeLabel = (type: string): string => (isPropertyType(type) ? propertyTypeLabels[type] : type);

/** A price in full (`$1,234,567`); leases are monthly rents (`$2,400/mo`). */
export const priceText = (value: number, saleType: SaleType): string =>
  `${formatCurrency(value)}${saleType === 'Lease' ? '/mo' : ''}`;

/** The interior size as the board gives it: the figure, a range, or the estimate. */
export function sizeText(
  listing: Pick<Listing, 'footage' | 'footageFrom' | 'footageTo' | 'estFootage'>,
): string | undefined {
  if (listing.footage) return `${listing.footage} sqft`;
  if (listing.footageFrom && listing.footageTo) return `${listing.footageFrom}-${listing.footageTo} sqft`;
  if (listing.estFootage) return `${listing.estFootage} sqft`;
  return undefined;
}
