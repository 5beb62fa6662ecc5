import { knownLot, type Listing } from '../listing';
import { sizeOf } from './features';
import type { ValuationHome, ValuationSale } from './types';

/**
 * A listing's home as the model reads it. The size is the board's range, never the estimate
 * inside it: a subject's owner gives a range too, and the model must read both the same way.
 * The board's building age is left out for the same reason: the owner's form asks no year
 * built, so a model that learnt from it would read every owner's home as of unknown age (and
 * the training job reads listings without their details).
 */
export function homeFromListing(listing: Listing): ValuationHome {
  return {
    lat: listing.location.lat,
    lon: listing.location.lon,
    neighbourhood: listing.neighbour,
    area: listing.area,
    address: listing.address,
    ...(listing.unit && { unit: listing.unit }),
    type: listing.type,
    bedrooms: listing.bedroom,
    dens: listing.brPlus,
    bathrooms: listing.bathroom,
    parking: listing.totalParking,
    ...(listing.footageFrom !== undefined && { footageFrom: listing.footageFrom }),
    ...(listing.footageTo !== undefined && { footageTo: listing.footageTo }),
    // A board's 0 is a side it does not know, not a lot of no frontage.
    ...knownLot(listing),
  };
}

/**
 * The size the records give a home (`ValuationSubject.recordedSize`): its listing's range, read
 * as the model reads sizes, when the valuation is of the same type of home as the listing.
 */
export function recordedSizeOf(
  listed: Pick<ValuationHome, 'type' | 'footageFrom' | 'footageTo'> | undefined,
  type: ValuationHome['type'],
): number | undefined {
  return listed?.type === type ? sizeOf(listed) : undefined;
}

/** A sold sale listing as a sale the model learns from (leases and unsold listings: undefined). */
export function saleFromListing(listing: Listing): ValuationSale | undefined {
  if (listing.status !== 'sold' || listing.saleType !== 'Sale' || !listing.soldDate || !listing.soldPrice)
    return undefined;
  return {
    ...homeFromListing(listing),
    id: listing.mls,
    date: listing.soldDate,
    price: listing.soldPrice,
  };
}
