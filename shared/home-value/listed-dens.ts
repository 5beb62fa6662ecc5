import type { LastListing, ValuationRequest } from './types';

/**
 * The dens the home's listing gives it (`3 + 1`), which the owner's form does not ask: one rule
 * for the valuation (the model reads them, as the back-test reads every sale's) and the screens
 * that say what was valued. They count when the owner gives the listed type and bedrooms; an
 * owner who counts the den as a bedroom, or whose home has changed since, gives another count,
 * and then no den is assumed.
 */
export function listedDens(
  request: Pick<ValuationRequest, 'type' | 'bedroom'>,
  listing: Pick<LastListing, 'type' | 'bedroom' | 'brPlus'> | undefined,
): number | undefined {
  if (!listing?.brPlus || listing.type !== request.type || listing.bedroom !== request.bedroom) return undefined;
  return listing.brPlus;
}

/** `3`, or `3 + 1` with the rooms beyond the bedrooms, as the board writes them. */
export const bedroomCount = (bedroom: number, dens?: number) => (dens ? `${bedroom} + ${dens}` : String(bedroom));

/** The bedrooms a valuation was valued with, as the screens and the report write them: `3 + 1` when the den counts. */
export const valuedBedrooms = (valuation: {
  request: Pick<ValuationRequest, 'type' | 'bedroom'>;
  lastListing?: Pick<LastListing, 'type' | 'bedroom' | 'brPlus'> | undefined;
}) => bedroomCount(valuation.request.bedroom, listedDens(valuation.request, valuation.lastListing));
