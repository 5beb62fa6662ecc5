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
 * The home's last sale as a valuation knows it: the later of the owner's purchase (price and
 * date) and the listing's last sale; on the same day the owner's (their purchase is that sale,
 * as the form prefills it, and they may have corrected the price). Undefined when neither is
 * known (a visitor's valuation: its purchase is dropped and its listing masked).
 */
export function homeLastSale(valuation: Pick<HomeValuation, 'request' | 'lastListing'>): HomeSale | undefined {
  const listing = listingLastSale(valuation.lastListing);
  const { purchasePrice, purchaseDate } = valuation.request;
  const purchase =
    purchasePrice !== undefined && purchasePrice > 0 && purchaseDate
      ? { price: purchasePrice, date: purchaseDate, source: 'purchase' as const }
      : undefined;
  const sale = listing && { price: listing.soldPrice, date: listing.soldDate, source: 'listing' as const };
  if (sale && purchase) return purchase.date >= sale.date ? purchase : sale;
  return sale ?? purchase;
}
