import { torontoDate } from '../format/dates';
import type { ListingStatus } from '../listing';
import type { HistoryEntry, PropertySummary } from './types';

/**
 * What an anonymous caller may see of a sold or leased listing (DESIGN "Authorization", document
 * 3 §2.6 and §6): the board requires sign-in for sold prices and sold details, so they are
 * removed before the answer leaves the API, and `masked` tells the screen to blur and show
 * '****'. Every home-search call shapes its listings through here.
 */
export const maskedFields = ['soldPrice', 'soldDate', 'closeDate', 'dom'] as const;

export function isSoldOrLeased(status: ListingStatus): boolean {
  return status === 'sold' || status === 'leased';
}

/**
 * The summary as this caller may see it: unchanged for a signed-in caller, or for a listing that
 * is neither a deal nor listed in a deal's month (`listedInDealMonth`, with today in Toronto).
 */
export function maskSummary<T extends Pick<PropertySummary, 'status'> & Partial<PropertySummary>>(
  summary: T,
  signedIn: boolean,
  listedInDealMonth?: { today: string },
): T {
  if (signedIn) return summary;
  if (!isSoldOrLeased(summary.status))
    return listedInDealMonth ? withoutListDay(summary, listedInDealMonth.today) : summary;
  const masked = { ...summary, masked: true };
  for (const field of maskedFields) delete masked[field];
  // The list date only to its month, and no open houses: a deal's month and its list day bound
  // its day (listed on the 26th, sold that month: sold in the last five days), and with the
  // sold report's exact mean days on market three sales of a cell were pinned to four days
  // (QA 39 L1, L2; DECISIONS row 35).
  if (masked.listDate) masked.listDate = listMonthOf(masked.listDate);
  delete masked.opens;
  return masked;
}

/**
 * A listing on the market whose list day would bound a deal's: its list date to the month, no
 * days on market, and no past open house of that month (one says it was listed by then). Its
 * open houses from `today` on stay, as the open-house filter finds them: that it is on the
 * market today the visitor knows already.
 */
function withoutListDay<T extends Partial<PropertySummary>>(summary: T, today: string): T {
  const masked = { ...summary };
  delete masked.dom;
  if (!masked.listDate) return masked;
  const month = listMonthOf(masked.listDate);
  masked.listDate = month;
  const opens = masked.opens?.filter((open) => {
    const day = torontoDate(new Date(open));
    return day >= today || listMonthOf(day) > month;
  });
  if (opens?.length) masked.opens = opens;
  else delete masked.opens;
  return masked;
}

/** A deal's list date as a visitor sees it: `YYYY-MM` (`displayDate` writes it as the month). */
export const listMonthOf = (listDate: string) => listDate.slice(0, 7);

/** The month (`YYYY-MM`) a sale or a lease closed; undefined for any other listing. */
export const dealMonthOf = (listing: { status: ListingStatus; soldDate?: string | undefined }) =>
  isSoldOrLeased(listing.status) && listing.soldDate ? listMonthOf(listing.soldDate) : undefined;

/**
 * Whether a listing that is not a deal was put on the market in a month in which a deal of its
 * address closed (`dealMonths`, from `dealMonthOf`). A visitor then sees only that month of its
 * list date: its list day, its days on market and its place in a Newest sort would say the deal
 * closed before that day, within the month its sold-date windows never narrow (DECISIONS row
 * 35; review 70 M1). A deal's own list date is always shown to the month (`maskSummary`).
 */
export function isListedInDealMonth(
  listing: { status: ListingStatus; listDate: string },
  dealMonths: ReadonlySet<string>,
): boolean {
  return !isSoldOrLeased(listing.status) && dealMonths.has(listMonthOf(listing.listDate));
}

export function isDealEvent(event: HistoryEntry['event']): boolean {
  return event === 'Sold' || event === 'Leased';
}

/**
 * A history row as this caller may see it: a visitor keeps a sale's or a lease's row and its
 * event (the screen shows it blurred, '****'), but not its price nor its date; and the date of
 * that listing's Listed row (`deal`) only to its month.
 */
export function maskHistoryEntry(entry: HistoryEntry, signedIn: boolean, deal = false): HistoryEntry {
  if (signedIn) return entry;
  if (isDealEvent(entry.event)) return { ...entry, date: null, price: null };
  // A deal's own Listed row: its date to the month, as on its card (`maskSummary`).
  if (deal && entry.event === 'Listed' && entry.date) return { ...entry, date: listMonthOf(entry.date) };
  return entry;
}

/**
 * The price a filter or a price sort compares. A signed-in caller's sold listing compares by
 * its sold price, as the card shows it; a visitor's always by its list price, so minPrice and
 * maxPrice cannot bisect a sold price that the answer withholds.
 */
export function comparablePrice(
  listing: { status: ListingStatus; listingPrice: number; soldPrice?: number },
  signedIn: boolean,
): number {
  return signedIn && isSoldOrLeased(listing.status) && listing.soldPrice !== undefined
    ? listing.soldPrice
    : listing.listingPrice;
}
