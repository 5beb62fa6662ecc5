import type { HomeValuation, LastListing, LastSale } from './types';

/*
 * The home's last sale, one rule for the service, the valuation screens, the annual report and
 * its PDF (issue 25 "Sales are sales"): a sale is a listing of the same address and unit with
 * status sold and sale type Sale, never a lease; the owner's own purchase counts when given.
 */

/**
 * The listing's last sale: the one the service found at the address (`lastSale`), else the
 * listing itself when it sold (valuations stored before `lastSale` was kept). A leased listing
 * is never a sale; a masked listing (a visitor's) has none.
 */
export function listingLastSale(listing: LastListing | undefined): LastSale | undefined {
  if (!listing || listing.masked) return undefined;
  if (listing.lastSale) return listing.lastSale;
  if (listing.status === 'sold' && listing.soldPrice !== undefined && listing.soldDate) {
    return { mls: listing.mls, soldPrice: listing.soldPrice, soldDate: listing.soldDate };
  }
  return undefined;
}

export interface HomeSale {
  price: number;
  date: string;
  /** The listing's sale, or the purchase the owner typed. */
  source: 'listing' | 'purchase';
}

/**
 * The home's last sale as a valuation knows it (issue 25 "Which sale"): the owner's purchase
 * (price and date) when given, else the listing's last sale. Undefined when neither is known
 * (a visitor's valuation: its purchase is dropped and its listing masked).
 */
export function homeLastSale(valuation: Pick<HomeValuation, 'request' | 'lastListing'>): HomeSale | undefined {
  const { purchasePrice, purchaseDate } = valuation.request;
  if (purchasePrice !== undefined && purchasePrice > 0 && purchaseDate) {
    return { price: purchasePrice, date: purchaseDate, source: 'purchase' };
  }
  const listing = listingLastSale(valuation.lastListing);
  return listing && { price: listing.soldPrice, date: listing.soldDate, source: 'listing' };
}
