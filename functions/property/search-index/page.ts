import { resultCap } from '@shared/search/filters';
import type { SearchQuery } from '@shared/search/filters-schemas';
import type { PropertiesAnswer } from '@shared/search/types';
import { compileFilter, type FilterContext } from './filter';
import { boxOfCorners, type SearchIndex } from './search-index';
import { noneU32 } from './table-codec';

/**
 * `GET /properties`: one page of the listings in the view that pass the filters, in one of
 * the three sorts, and their count up to the cap. A small view sorts the few rows kdbush
 * finds. A large one marks the passing rows in one pass in row order (the columns read in
 * sequence), then walks the snapshot's pre-sorted order over the marks, stopping once the
 * page is full and the count has reached the cap.
 */
export function searchPage(index: SearchIndex, query: SearchQuery, context: FilterContext): PropertiesAnswer {
  const box = boxOfCorners(query.topLeft, query.bottomRight);
  const matches = compileFilter(index, query, context);
  const { lat, lon, listDay, listingPrice, soldPrice } = index.listings;
  const { orders } = index.snapshot;
  const ascending = query.sort === 'listingPrice.asc';
  const byDate = query.sort === 'listDate.desc';
  const end = query.from + query.size;
  const inBox = (row: number) =>
    lat[row]! <= box.north && lat[row]! >= box.south && lon[row]! >= box.west && lon[row]! <= box.east;

  let total = 0;
  const rows: number[] = [];
  const candidates = index.candidates(box);
  if (candidates) {
    const found = candidates.filter((row) => inBox(row) && matches(row));
    total = found.length;
    const price = (row: number) =>
      context.signedIn && soldPrice[row] !== noneU32 ? soldPrice[row]! : listingPrice[row]!;
    const listed = context.signedIn ? listDay : index.visitorListDay;
    const key = byDate ? (row: number) => listed[row]! : price;
    // The pre-sorted orders' own order: key descending, then row; ascending is its reverse.
    found.sort((a, b) => key(b) - key(a) || a - b);
    if (ascending) found.reverse();
    rows.push(...found.slice(query.from, end));
  } else {
    const passed = new Uint8Array(index.size);
    for (let row = 0; row < index.size; row++) if (inBox(row) && matches(row)) passed[row] = 1;
    const order = byDate
      ? context.signedIn
        ? orders.byListDate
        : index.visitorListOrder()
      : context.signedIn
        ? orders.byShownPrice
        : orders.byListingPrice;
    const n = order.length;
    for (let k = 0; k < n; k++) {
      const row = order[ascending ? n - 1 - k : k]!;
      if (passed[row] === 0) continue;
      if (total >= query.from && total < end) rows.push(row);
      total += 1;
      if (total >= resultCap && total >= end) break;
    }
  }
  return {
    total: Math.min(total, resultCap),
    hits: rows.map((row) => index.summary(row, context.today, context.signedIn)),
  };
}
