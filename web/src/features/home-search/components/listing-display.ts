import type { PropertySummary } from '@shared/search/types';

/** Bedrooms with their plus (`3+1`). */
export const bedroomsText = (listing: Pick<PropertySummary, 'bedroom' | 'brPlus'>): string =>
  listing.brPlus ? `${listing.bedroom}+${listing.brPlus}` : String(listing.bedroom);
