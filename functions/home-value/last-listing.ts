import type { LastListing, LastSale, SaleFacts } from '@shared/home-value/types';
import { dealMonthsOf } from '@shared/search/history';
import { isListedInDealMonth } from '@shared/search/masking';
import { knownLot, type Listing } from '@shared/listing';
import { listingsAtAddress } from '../property/published';
import type { ValuationLocation } from './valuation-record';

/*
 * The address's last listing as the valuation keeps it (issue 25 "Sales are sales"): its facts,
 * the home's last sale (status sold and sale type Sale, never a lease: a home last leased looks
 * further back) and the earliest year it can have been built.
 */

const byListDate = (a: Listing, b: Listing) => b.listDate.localeCompare(a.listDate) || b.mls.localeCompare(a.mls);

/** A sale, not a lease: status sold, sale type Sale, with its price and date. */
export const isSale = (listing: Listing): listing is Listing & { soldPrice: number; soldDate: string } =>
  listing.saleType === 'Sale' && listing.status === 'sold' && listing.soldPrice !== undefined && !!listing.soldDate;

/**
 * The latest sale among one address's listings (by sale date), or undefined when it never sold;
 * with the home's facts as that listing gave them when it is not the valuation's listing (`lastMls`).
 */
export function lastSaleOf(listings: readonly Listing[], lastMls?: string): LastSale | undefined {
  const latest = listings
    .filter(isSale)
    .sort((a, b) => b.soldDate.localeCompare(a.soldDate) || b.mls.localeCompare(a.mls))[0];
  if (!latest) return undefined;
  return {
    mls: latest.mls,
    soldPrice: latest.soldPrice,
    soldDate: latest.soldDate,
    ...(lastMls !== undefined && lastMls !== latest.mls && { facts: factsOfListing(latest) }),
  };
}

/** A listing's facts of the home (`SaleFacts`), as the valuation keeps them. */
function factsOfListing(listing: Listing): SaleFacts {
  return {
    type: listing.type,
    bedroom: listing.bedroom,
    ...(listing.brPlus > 0 && { brPlus: listing.brPlus }),
    bathroom: listing.bathroom,
    ...(listing.totalParking !== undefined && { parking: listing.totalParking }),
    ...(listing.footageFrom !== undefined && { footageFrom: listing.footageFrom }),
    ...(listing.footageTo !== undefined && { footageTo: listing.footageTo }),
    ...knownLot(listing),
  };
}

/**
 * The earliest year the home can have been built: each listing's building-age range (`6-15`,
 * `0-5`) read at its list date, less a year for whole-year ages; the latest bound of them.
 * An open range (`100+`) or none says nothing.
 */
export function earliestYearBuilt(listings: readonly Listing[]): number | undefined {
  let earliest: number | undefined;
  for (const listing of listings) {
    const match = /^(\d+)\s*-\s*(\d+)$/.exec(listing.details?.buildingAge?.trim() ?? '');
    if (!match) continue;
    const year = Number(listing.listDate.slice(0, 4)) - Number(match[2]) - 1;
    if (earliest === undefined || year > earliest) earliest = year;
  }
  return earliest;
}

/** The latest listing of one address's listings (list date), with the home's last sale and age. */
export function lastListingOf(listings: readonly Listing[]): LastListing | undefined {
  const listing = [...listings].sort(byListDate)[0];
  if (!listing) return undefined;
  const lastSale = lastSaleOf(listings, listing.mls);
  const builtFrom = earliestYearBuilt(listings);
  return {
    mls: listing.mls,
    address: listing.address,
    ...(listing.unit && { unit: listing.unit }),
    displayAddress: `${listing.unit ? `${listing.unit} - ` : ''}${listing.address}, ${listing.municipality}`,
    ...factsOfListing(listing),
    status: listing.status,
    listDate: listing.listDate,
    ...(isListedInDealMonth(listing, dealMonthsOf(listings)) && { listedInDealMonth: true }),
    ...(listing.soldPrice !== undefined && { soldPrice: listing.soldPrice }),
    ...(listing.soldDate && { soldDate: listing.soldDate }),
    ...(lastSale && { lastSale }),
    ...(builtFrom !== undefined && { earliestYearBuilt: builtFrom }),
  };
}

/** Every listing of the valued home: its address and unit, in its city. */
export async function listingsOfHome(location: ValuationLocation, unit: string | undefined): Promise<Listing[]> {
  return listingsAtAddress(location.address, unit, location.city);
}

/** The latest listing of the address and unit, as the valuation keeps it (unmasked). */
export async function lastListingAt(location: ValuationLocation, unit: string | undefined) {
  return lastListingOf(await listingsOfHome(location, unit));
}
