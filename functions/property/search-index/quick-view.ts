import { propertyTypes } from '@shared/property-types';
import type { PropertySummary } from '@shared/search/types';
import type { SearchIndex } from './search-index';

const typeRank = new Map<string, number>(propertyTypes.map((type, rank) => [type, rank]));

/**
 * `GET /quickview?ids=`: the listings of single markers (document 3 §7.2), by sold price
 * (highest first), then type (document 1's order), then list price (highest first). A
 * visitor's list ignores sold prices: the order alone would rank prices the answer withholds.
 * Ids the index does not hold are left out.
 */
export function quickView(index: SearchIndex, ids: string[], today: number, signedIn: boolean): PropertySummary[] {
  const hits = ids
    .map((mls) => index.rowOf(mls))
    .filter((row) => row >= 0)
    .map((row) => index.summary(row, today, signedIn));
  return hits.sort(
    (a, b) =>
      (b.soldPrice ?? -1) - (a.soldPrice ?? -1) ||
      (typeRank.get(a.type) ?? 99) - (typeRank.get(b.type) ?? 99) ||
      b.listingPrice - a.listingPrice ||
      (a.mls < b.mls ? -1 : 1),
  );
}
