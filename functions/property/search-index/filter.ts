import { propertyTypes } from '@shared/property-types';
import type { SearchQuery } from '@shared/search/filters-schemas';
import type { ListingTable } from './listing-table';
import { findRows, searchText } from './search-text';
import { noneU32, noneU8 } from './table-codec';

/** The listing filters of the home search (document 3 §2.5, §9.1), without the box and paging. */
export type ListingFilter = Pick<
  SearchQuery,
  | 'saleType'
  | 'showActive'
  | 'showSold'
  | 'minPrice'
  | 'maxPrice'
  | 'types'
  | 'minsqft'
  | 'maxsqft'
  | 'bed'
  | 'bath'
  | 'parking'
  | 'minLotFront'
  | 'minLotDepth'
  | 'dom'
  | 'openHouse'
  | 'address'
>;

export interface FilterContext {
  /** Today in Toronto, as a day number (days.ts). */
  today: number;
  /** Now, epoch milliseconds: open houses still to come. */
  now: number;
  signedIn: boolean;
}

/** 1: on the market (forSale, forLease); 2: sold or leased; 0: anything else. */
export const statusClasses: Record<string, number> = { forSale: 1, forLease: 1, sold: 2, leased: 2 };

/** Rows whose address (with its municipality) contains `text`: the `address` filter. */
function rowsWithText(table: ListingTable, text: string): Uint8Array {
  const rows = new Uint8Array(table.rows);
  for (const row of findRows(table.searchKey, table.rows, searchText(text), Infinity)) rows[row] = 1;
  return rows;
}

export const classOfCodes = (values: string[]) => Uint8Array.from(values, (value) => statusClasses[value] ?? 0);

/**
 * Each row's kind in one byte, worked out once per snapshot (search-index.ts): bit 7 a lease,
 * bits 2–4 its property type (its place in `propertyTypes`, 7 for any other), bits 0–1 its
 * status class. A filter turns sale type, types and the two windows' on/off into one table of
 * 256 entries, so most rows are settled by a single read.
 */
export function rowKinds(table: ListingTable): Uint8Array {
  const leaseCodes = Uint8Array.from(table.saleType.values, (value) => (value === 'Lease' ? 1 : 0));
  const typeIndexes = Uint8Array.from(table.type.values, (value) => {
    const index = (propertyTypes as readonly string[]).indexOf(value);
    return index < 0 ? 7 : index;
  });
  const classes = classOfCodes(table.status.values);
  const kinds = new Uint8Array(table.rows);
  for (let row = 0; row < table.rows; row++) {
    kinds[row] =
      (leaseCodes[table.saleType.codes[row]!]! << 7) |
      (typeIndexes[table.type.codes[row]!]! << 2) |
      classes[table.status.codes[row]!]!;
  }
  return kinds;
}

/** The status class (1 on the market, 2 sold or leased) of each kind that passes, else 0. */
function passingKinds(filter: ListingFilter): Uint8Array {
  const passing = new Uint8Array(256);
  const lease = filter.saleType === 'Lease' ? 1 : 0;
  for (let kind = 0; kind < 256; kind++) {
    const type = propertyTypes[(kind >> 2) & 7];
    const statusClass = kind & 3;
    if (kind >> 7 !== lease || !type || (filter.types !== 'all' && !filter.types.includes(type))) continue;
    if ((statusClass === 1 && filter.showActive !== '0') || (statusClass === 2 && filter.showSold !== 'hide')) {
      passing[kind] = statusClass;
    }
  }
  return passing;
}

/**
 * The filter as one predicate over listing rows, reading the columns directly. Windows count
 * whole days back from today: "7 days" keeps a listing listed (or sold) today or in the 7
 * days before. A visitor's sold windows count months (DECISIONS row 35): they keep every deal
 * whose month overlaps the window, i.e. they read the last day of the deal's month
 * (`soldMonthEnd`) instead of its day, so no window, and no day a deal leaves one, tells two
 * deals of the same month apart. Visitors' price filters read the list price only, and their
 * DOM filter leaves sold and leased listings alone: neither may narrow down a figure the
 * answer withholds.
 */
export function compileFilter(
  index: { listings: ListingTable; kinds: Uint8Array; soldMonthEnd: Int32Array; visitorListDay: Int32Array },
  filter: ListingFilter,
  context: FilterContext,
) {
  const { today, now, signedIn } = context;
  const table = index.listings;
  const { kinds } = index;
  const dealDay = signedIn ? table.soldDay : index.soldMonthEnd;
  // What the list-day filters compare: a visitor's is the day their card gives (`visitorListDay`).
  const listDay = signedIn ? table.listDay : index.visitorListDay;
  const passing = passingKinds(filter);
  const addressRows = filter.address ? rowsWithText(table, filter.address) : undefined;
  const activeDays = filter.showActive === 'all' ? Infinity : Number(filter.showActive);
  const soldDays = filter.showSold === 'hide' ? -1 : Number(filter.showSold);
  const minPrice = filter.minPrice ?? 0;
  const maxPrice = filter.maxPrice ? filter.maxPrice : Infinity;
  const priced = minPrice > 0 || maxPrice !== Infinity;
  const bed = filter.bed ?? 0;
  const bath = filter.bath ?? 0;
  const parking = filter.parking ?? 0;
  const { minsqft, maxsqft, minLotFront, minLotDepth, dom, openHouse } = filter;
  const sqftFilter = minsqft !== undefined || maxsqft !== undefined;
  const [minSqft, maxSqft] = [minsqft ?? 0, maxsqft ?? Infinity];
  const { listingPrice, soldPrice, bedroom, bathroom, totalParking, sqft, frontage, depth } = table;
  const { lastOpen } = table;
  const domColumn = table.dom;

  return (row: number): boolean => {
    const statusClass = passing[kinds[row]!];
    if (statusClass === 0) return false;
    if (statusClass === 1) {
      if (today - listDay[row]! > activeDays) return false;
    } else if (today - dealDay[row]! > soldDays) {
      return false;
    }
    if (priced) {
      const price = signedIn && statusClass === 2 && soldPrice[row] !== noneU32 ? soldPrice[row]! : listingPrice[row]!;
      if (price < minPrice || price > maxPrice) return false;
    }
    if (bed > 0 && bedroom[row]! < bed) return false;
    if (bath > 0 && bathroom[row]! < bath) return false;
    if (parking > 0 && (totalParking[row] === noneU8 || totalParking[row]! < parking)) return false;
    if (sqftFilter) {
      const size = sqft[row]!;
      if (size === noneU32 || size < minSqft || size > maxSqft) return false;
    }
    if (minLotFront !== undefined && !(frontage[row]! >= minLotFront)) return false;
    if (minLotDepth !== undefined && !(depth[row]! >= minLotDepth)) return false;
    if (dom !== undefined) {
      if (statusClass === 1 && today - listDay[row]! > dom) return false;
      if (statusClass === 2 && signedIn && domColumn[row]! > dom) return false;
    }
    // A visitor is shown no open house of a deal (its list day's neighbours: QA 39 L1), so no
    // deal passes their filter by one (review 39 L9).
    if (openHouse && (!(lastOpen[row]! >= now) || (!signedIn && statusClass === 2))) return false;
    if (addressRows !== undefined && addressRows[row] === 0) return false;
    return true;
  };
}
