import type { SearchQuery } from '@shared/search/filters';
import type { ListingTable } from './listing-table';
import { findRows, searchText } from './search-text';
import { noneU32 } from './table-codec';

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

/** A lookup from a dictionary column's codes to whether the value passes. */
function codesWhere(values: string[], pass: (value: string) => boolean): Uint8Array {
  return Uint8Array.from(values, (value) => (pass(value) ? 1 : 0));
}

export const classOfCodes = (values: string[]) => Uint8Array.from(values, (value) => statusClasses[value] ?? 0);

/**
 * The filter as one predicate over listing rows, reading the columns directly. Windows count
 * whole days back from today: "7 days" keeps a listing listed (or sold) today or in the 7
 * days before. Visitors' price filters read the list price only, and their DOM filter leaves
 * sold and leased listings alone: neither may narrow down a figure the answer withholds.
 */
export function compileFilter(table: ListingTable, filter: ListingFilter, context: FilterContext) {
  const { today, now, signedIn } = context;
  const addressRows = filter.address ? rowsWithText(table, filter.address) : undefined;
  const saleTypes = codesWhere(table.saleType.values, (value) => value === filter.saleType);
  const types = codesWhere(
    table.type.values,
    (value) => filter.types === 'all' || filter.types.includes(value as never),
  );
  const classes = classOfCodes(table.status.values);
  const activeDays = filter.showActive === 'all' ? Infinity : Number(filter.showActive);
  const showActive = filter.showActive !== '0';
  const soldDays = filter.showSold === 'hide' ? -1 : Number(filter.showSold);
  const showSold = filter.showSold !== 'hide';
  const minPrice = filter.minPrice ?? 0;
  const maxPrice = filter.maxPrice ? filter.maxPrice : Infinity;
  const bed = filter.bed ?? 0;
  const bath = filter.bath ?? 0;
  const parking = filter.parking ?? 0;
  const { minsqft, maxsqft, minLotFront, minLotDepth, dom, openHouse } = filter;
  const sqftFilter = minsqft !== undefined || maxsqft !== undefined;
  const [minSqft, maxSqft] = [minsqft ?? 0, maxsqft ?? Infinity];
  const saleTypeCodes = table.saleType.codes;
  const typeCodes = table.type.codes;
  const statusCodes = table.status.codes;
  const { listDay, soldDay, listingPrice, soldPrice, bedroom, bathroom, totalParking, sqft, frontage, depth } = table;
  const { lastOpen } = table;
  const domColumn = table.dom;

  return (row: number): boolean => {
    if (saleTypes[saleTypeCodes[row]!] === 0 || types[typeCodes[row]!] === 0) return false;
    const kind = classes[statusCodes[row]!];
    let price = listingPrice[row]!;
    if (kind === 1) {
      if (!showActive || today - listDay[row]! > activeDays) return false;
    } else if (kind === 2) {
      if (!showSold || today - soldDay[row]! > soldDays) return false;
      if (signedIn && soldPrice[row] !== noneU32) price = soldPrice[row]!;
    } else {
      return false;
    }
    if (price < minPrice || price > maxPrice) return false;
    if (bedroom[row]! < bed || bathroom[row]! < bath || totalParking[row]! < parking) return false;
    if (sqftFilter) {
      const size = sqft[row]!;
      if (size === noneU32 || size < minSqft || size > maxSqft) return false;
    }
    if (minLotFront !== undefined && !(frontage[row]! >= minLotFront)) return false;
    if (minLotDepth !== undefined && !(depth[row]! >= minLotDepth)) return false;
    if (dom !== undefined) {
      if (kind === 1 && today - listDay[row]! > dom) return false;
      if (kind === 2 && signedIn && domColumn[row]! > dom) return false;
    }
    if (openHouse && !(lastOpen[row]! >= now)) return false;
    if (addressRows !== undefined && addressRows[row] === 0) return false;
    return true;
  };
}
