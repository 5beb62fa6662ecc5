import { formatCurrency } from '@shared/format/currency';
import { propertyTypeLabels, isPropertyType } from '@shared/property-types';
import type { PropertySummary } from '@shared/search/types';
import { webConfig } from '../../../lib/web-config';

/** A photo's URL: paths are relative to the photos base, `p/` (document 3 §7.4). */
export const photoUrl = (path: string): string => `${webConfig().photosUrl}/${path}`;

export const typeLabel = (type: string): string => (isPropertyType(type) ? propertyTypeLabels[type] : type);

/** A price in full (`$1,234,567`); leases are monthly rents. */
export const fullPrice = (value: number, saleType: PropertySummary['saleType']): string =>
  `${formatCurrency(value)}${saleType === 'Lease' ? '/mo' : ''}`;

/** The interior size as the board gives it: a range, or the estimate. */
export function sizeText(listing: Pick<PropertySummary, 'footage' | 'footageFrom' | 'footageTo' | 'estFootage'>) {
  if (listing.footage) return `${listing.footage} sqft`;
  if (listing.footageFrom && listing.footageTo) return `${listing.footageFrom}-${listing.footageTo} sqft`;
  if (listing.estFootage) return `${listing.estFootage} sqft`;
  return undefined;
}

/** Bedrooms with their plus (`3+1`). */
export const bedroomsText = (listing: Pick<PropertySummary, 'bedroom' | 'brPlus'>): string =>
  listing.brPlus ? `${listing.bedroom}+${listing.brPlus}` : String(listing.bedroom);
