import { interiorSize, ownerInteriorSize } from '@shared/format/interior-size';
import { knownLotSide } from '@shared/listing';
import { segmentOf } from '@shared/valuation/features';
import type { LastListing, ValuationRequest } from './types';

/*
 * What a home's listing tells the valuation that the owner's form does not ask (its dens, a
 * house's size) or that the owner left blank (a house's lot): one rule for the model
 * (valuing.ts) and for the screens, the share link and the annual report that say what was
 * valued.
 */

/**
 * The bedrooms and dens a valuation reads from the count the owner gives and the home's listing
 * (`3+1`), whose dens the form does not ask: one rule for the valuation (the model reads them,
 * as the back-test reads every sale's) and the screens that say what was valued. Any count from
 * the listed bedrooms to the bedrooms and dens together is the home as listed (an owner may count
 * the den as a bedroom: 3 and 4 are both the listed 3+1); above that, the rooms added are
 * bedrooms and the den is still there (5 is 4 + 1). Below the listed bedrooms, or for a listing of
 * another type, the owner's count alone: the home has changed since, and no den is assumed.
 * So a bedroom more never loses the den (review 28: typing 4 for a 3+1 had cost the median
 * seeded house with a den 1.7%, a fifth bedroom the den's worth).
 */
export function roomsRead(
  request: Pick<ValuationRequest, 'type' | 'bedroom'>,
  listing: Pick<LastListing, 'type' | 'bedroom' | 'brPlus'> | undefined,
): { bedrooms: number; dens?: number } {
  if (!listing?.brPlus || listing.type !== request.type || request.bedroom < listing.bedroom)
    return { bedrooms: request.bedroom };
  const asListed = request.bedroom <= listing.bedroom + listing.brPlus;
  return { bedrooms: asListed ? listing.bedroom : request.bedroom - listing.brPlus, dens: listing.brPlus };
}

/**
 * `3`, or `3+1` with the rooms beyond the bedrooms, as the board writes them: one form on every
 * screen and in every report (QA 55b: `3 + 1` beside search's `3+1`).
 */
export const bedroomCount = (bedroom: number, dens?: number) => (dens ? `${bedroom}+${dens}` : String(bedroom));

/** The bedrooms a valuation was valued with, as the screens and the report write them: `3+1` when the den counts. */
export const valuedBedrooms = (valuation: {
  request: Pick<ValuationRequest, 'type' | 'bedroom'>;
  lastListing?: Pick<LastListing, 'type' | 'bedroom' | 'brPlus'> | undefined;
}) => {
  const rooms = roomsRead(valuation.request, valuation.lastListing);
  return bedroomCount(rooms.bedrooms, rooms.dens);
};

/**
 * The listing's size range, which a house's form does not ask: the model reads it when the owner
 * gives no size and the listing is of the type the owner gives (another type is another home).
 */
export function listedSize(
  request: Pick<ValuationRequest, 'type'>,
  listing: Pick<LastListing, 'type' | 'footageFrom' | 'footageTo'> | undefined,
): { footageFrom: number; footageTo?: number } | undefined {
  if (listing?.type !== request.type || listing.footageFrom === undefined) return undefined;
  return { footageFrom: listing.footageFrom, ...(listing.footageTo !== undefined && { footageTo: listing.footageTo }) };
}

/** The size a valuation was valued with, as the screens write it: the owner's, else the listing's (`listedSize`). */
export function valuedInteriorSize(valuation: {
  request: Pick<ValuationRequest, 'type' | 'footage' | 'footageFrom' | 'footageTo'>;
  lastListing?: Pick<LastListing, 'type' | 'footageFrom' | 'footageTo'> | undefined;
}): string | undefined {
  const listed = listedSize(valuation.request, valuation.lastListing);
  return ownerInteriorSize(valuation.request) ?? (listed && interiorSize(listed.footageFrom, listed.footageTo));
}

/** Whether a home of this type has a lot of its own: a house does; a condo or condo townhouse does not. */
export const hasOwnLot = (type: ValuationRequest['type']) => segmentOf(type) === 'freehold';

/**
 * The lot the model reads: each side the owner gives, else a house's listed one, which the form
 * prefills. A side left blank is not known, not none: the trees never saw a house without a lot,
 * and read one as a small lot (a median 5% lower value, 15% at the tenth percentile, on 300
 * seeded houses). A lot is the land's, so a listing of another house type still gives it; a
 * condo has none of its own (`hasOwnLot`), given or listed.
 */
export function valuedLot(
  request: Pick<ValuationRequest, 'type' | 'lotFront' | 'lotDepth'>,
  listing: Pick<LastListing, 'lotFront' | 'lotDepth'> | undefined,
): { lotFront?: number; lotDepth?: number } {
  // The form asks no lot of a condo; one stored before it stopped asking is not read either:
  // the trees never saw a condo with a lot.
  if (!hasOwnLot(request.type)) return {};
  // A stored listing (or a valuation's copy of it) may hold a board's 0: a side it does not know.
  const lotFront = request.lotFront ?? knownLotSide(listing?.lotFront);
  const lotDepth = request.lotDepth ?? knownLotSide(listing?.lotDepth);
  return { ...(lotFront !== undefined && { lotFront }), ...(lotDepth !== undefined && { lotDepth }) };
}
