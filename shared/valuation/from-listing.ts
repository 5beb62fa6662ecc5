import type { Listing } from '../listing';
import type { ValuationHome, ValuationSale } from './types';

/** The middle of the board's building-age range (`6-15`, `100+`), in years. */
function ageOf(range: string | undefined): number | undefined {
  const match = /^(\d+)(?:-(\d+)|\+)$/.exec(range?.trim() ?? '');
  if (!match) return undefined;
  const from = Number(match[1]);
  return match[2] === undefined ? from * 1.1 : (from + Number(match[2])) / 2;
}

/**
 * A listing's home as the model reads it. The size is the board's range, never the estimate
 * inside it: a subject's owner gives a range too, and the model must read both the same way.
 */
export function homeFromListing(listing: Listing): ValuationHome {
  const age = ageOf(listing.details?.buildingAge);
  const year = Number((listing.soldDate ?? listing.listDate).slice(0, 4));
  return {
    lat: listing.location.lat,
    lon: listing.location.lon,
    neighbourhood: listing.neighbour,
    area: listing.area,
    type: listing.type,
    bedrooms: listing.bedroom,
    dens: listing.brPlus,
    bathrooms: listing.bathroom,
    parking: listing.totalParking,
    ...(listing.footageFrom !== undefined && { footageFrom: listing.footageFrom }),
    ...(listing.footageTo !== undefined && { footageTo: listing.footageTo }),
    ...(listing.lotFront !== undefined && { lotFront: listing.lotFront }),
    ...(listing.lotDepth !== undefined && { lotDepth: listing.lotDepth }),
    ...(age !== undefined && { yearBuilt: Math.round(year - age) }),
  };
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
    address: listing.address,
    ...(listing.unit && { unit: listing.unit }),
  };
}
