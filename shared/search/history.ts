import type { Listing } from '../listing';
import { maskHistoryEntry } from './masking';
import type { HistoryEntry } from './types';

const endEvents: Partial<Record<Listing['status'], HistoryEntry['event']>> = {
  terminated: 'Terminated',
  unavailable: 'Expired',
  suspended: 'Suspended',
};

/**
 * A property's history (document 3 §2.6): every listing of its address, as the events each
 * went through: listed (at its original price) and how it ended (sold, leased, terminated,
 * expired, suspended). Newest first. A visitor's sold and leased prices are null.
 */
export function propertyHistory(listings: readonly Listing[], signedIn: boolean): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const listing of listings) {
    entries.push({ date: listing.listDate, event: 'Listed', price: listing.originalPrice, mls: listing.mls });
    if (listing.status === 'sold' || listing.status === 'leased') {
      if (listing.soldDate) {
        entries.push({
          date: listing.soldDate,
          event: listing.status === 'sold' ? 'Sold' : 'Leased',
          price: listing.soldPrice ?? null,
          mls: listing.mls,
        });
      }
      continue;
    }
    const ended = endEvents[listing.status];
    if (ended && listing.endDate) {
      entries.push({ date: listing.endDate, event: ended, price: listing.listingPrice, mls: listing.mls });
    }
  }
  return entries
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.mls < b.mls ? 1 : -1))
    .map((entry) => maskHistoryEntry(entry, signedIn));
}
