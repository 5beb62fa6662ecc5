import type { Listing } from '../listing';
import { dealMonthOf, isSoldOrLeased, listMonthOf, maskHistoryEntry } from './masking';
import type { HistoryEntry } from './types';

const endEvents: Partial<Record<Listing['status'], HistoryEntry['event']>> = {
  terminated: 'Terminated',
  unavailable: 'Expired',
  suspended: 'Suspended',
};

interface Row {
  entry: HistoryEntry;
  /** The date the row is ordered by. */
  at: string;
}

/** On one day and one listing, the later step first: how it ended, then a price change, then Listed. */
const stepOrder = (event: HistoryEntry['event']) => (event === 'Listed' ? 2 : event === 'Price Change' ? 1 : 0);

/** Newest first; on one day and one listing, how it ended above a price change above when it was listed. */
function newestFirst(a: Row, b: Row): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.entry.mls !== b.entry.mls) return a.entry.mls < b.entry.mls ? 1 : -1;
  return stepOrder(a.entry.event) - stepOrder(b.entry.event);
}

/**
 * A property's history (document 3 §2.6): every listing of its address, as the events each
 * went through: listed (at its original price), its price changed (to its last asking price,
 * when the board says when) and how it ended (sold, leased, terminated, expired, suspended).
 * Newest first. A visitor's sold and leased rows have no price and no date, and are placed just
 * above their own Listed row, so that their place among the other rows says nothing about the
 * date withheld; that Listed row gives its month only, and both stand below the rows of that
 * month that give a day. A visitor gets no price change of a sale or a lease: the listing was
 * still for sale on that day, which bounds the date withheld; nor the day of any row in the
 * month a sale or a lease closed, only its month.
 */
export function propertyHistory(listings: readonly Listing[], signedIn: boolean): HistoryEntry[] {
  const rows: Row[] = [];
  for (const listing of listings) {
    // A visitor's deal is placed by its list month alone, below every row of that month with a
    // day ('-00'): placed by its list day among them, its place would give that day back (review 39 M5).
    const dealAt =
      signedIn || !isSoldOrLeased(listing.status) ? listing.listDate : `${listing.listDate.slice(0, 7)}-00`;
    rows.push({
      entry: {
        date: listing.listDate,
        event: 'Listed',
        price: listing.originalPrice,
        mls: listing.mls,
        saleType: listing.saleType,
      },
      at: dealAt,
    });
    const { priceChangeDate } = listing;
    if (
      priceChangeDate &&
      listing.listingPrice !== listing.originalPrice &&
      (signedIn || !isSoldOrLeased(listing.status))
    ) {
      rows.push({
        entry: {
          date: priceChangeDate,
          event: 'Price Change',
          price: listing.listingPrice,
          mls: listing.mls,
          saleType: listing.saleType,
        },
        at: priceChangeDate,
      });
    }
    if (listing.status === 'sold' || listing.status === 'leased') {
      if (listing.soldDate) {
        const entry: HistoryEntry = {
          date: listing.soldDate,
          event: listing.status === 'sold' ? 'Sold' : 'Leased',
          price: listing.soldPrice ?? null,
          mls: listing.mls,
          saleType: listing.saleType,
        };
        rows.push({ entry, at: signedIn ? listing.soldDate : dealAt });
      }
      continue;
    }
    const ended = endEvents[listing.status];
    if (ended && listing.endDate) {
      rows.push({
        entry: {
          date: listing.endDate,
          event: ended,
          price: listing.listingPrice,
          mls: listing.mls,
          saleType: listing.saleType,
        },
        at: listing.endDate,
      });
    }
  }
  const deals = listings.filter((listing) => isSoldOrLeased(listing.status));
  const dealMlses = new Set(deals.map((listing) => listing.mls));
  const dealMonths = dealMonthsOf(listings);
  return rows.sort(newestFirst).map(({ entry }) => {
    const masked = maskHistoryEntry(entry, signedIn, dealMlses.has(entry.mls));
    // Any row a visitor sees dated in the month a deal closed gives that month only: a relisting
    // on the 20th would say the sale was before it, a day within the month that its sold-date
    // windows never narrow below (DECISIONS row 35; security review 70 I1).
    const day = masked.date;
    return !signedIn && day && day.length > 7 && dealMonths.has(listMonthOf(day))
      ? { ...masked, date: listMonthOf(day) }
      : masked;
  });
}

/** The months (`YYYY-MM`) in which a sale or a lease of these listings closed. */
export function dealMonthsOf(listings: readonly Listing[]): Set<string> {
  return new Set(listings.flatMap((listing) => dealMonthOf(listing) ?? []));
}
