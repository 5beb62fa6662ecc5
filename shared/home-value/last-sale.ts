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
 * How far a typed purchase may be from the listings' last sale and still be that sale: the board
 * records the deal, an owner types the closing, commonly 30–90 days later.
 */
export const sameSaleDays = 180;

const daysFrom = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** Whether the listing sold more than `sameSaleDays` after a purchase of this date: another, later sale. */
export const soldSince = (purchaseDate: string, listing: LastSale) =>
  daysFrom(purchaseDate, listing.soldDate) > sameSaleDays;

/**
 * The later of the owner's purchase and the listing's last sale: the purchase, unless the listing
 * sold more than `sameSaleDays` after it, when that sale is the home's last (QA 33: a purchase
 * typed in 2019 had hidden the home's 2025 sale, and moved the value by −$195,947).
 */
export function laterSale(
  purchase: { price: number; date: string } | undefined,
  listing: LastSale | undefined,
): HomeSale | undefined {
  if (listing && (!purchase || soldSince(purchase.date, listing))) {
    return { price: listing.soldPrice, date: listing.soldDate, source: 'listing' };
  }
  return purchase && { ...purchase, source: 'purchase' };
}

/**
 * The home's last sale as a valuation knows it (issue 25 "Which sale"): the owner's purchase
 * (price and date) when given, else, or when the home sold again since, the listing's last sale
 * (`laterSale`). Undefined when neither is known (a visitor's valuation: its purchase is dropped
 * and its listing masked).
 */
export function homeLastSale(valuation: Pick<HomeValuation, 'request' | 'lastListing'>): HomeSale | undefined {
  return laterSale(typedPurchase(valuation), listingLastSale(valuation.lastListing));
}

function typedPurchase(valuation: Pick<HomeValuation, 'request'>): { price: number; date: string } | undefined {
  const { purchasePrice, purchaseDate } = valuation.request;
  return purchasePrice !== undefined && purchasePrice > 0 && purchaseDate
    ? { price: purchasePrice, date: purchaseDate }
    : undefined;
}

/**
 * The purchase the owner typed when the listing's later sale replaced it as the home's last
 * (`laterSale`): what the summary tells the owner it set aside (QA 35: the form said so, the
 * summary showed only the later sale).
 */
export function replacedPurchase(
  valuation: Pick<HomeValuation, 'request' | 'lastListing'>,
): { price: number; date: string } | undefined {
  const purchase = typedPurchase(valuation);
  return purchase && homeLastSale(valuation)?.source === 'listing' ? purchase : undefined;
}
