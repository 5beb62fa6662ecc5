import { bedroomCount } from '@shared/home-value/listed-facts';
import type { PropertySummary } from '@shared/search/types';

/** Bedrooms with their plus (`3+1`). */
export const bedroomsText = (listing: Pick<PropertySummary, 'bedroom' | 'brPlus'>): string =>
  bedroomCount(listing.bedroom, listing.brPlus);
