import type { LatLng } from '@shared/search/filters';
import { maskSummary } from '@shared/search/masking';
import type { PropertySummary } from '@shared/search/types';
import { rowKinds } from './filter';
import { summaryAt } from './listing-table';
import type { SearchSnapshot } from './snapshot';
import { dateOfDay, firstDayOfMonth, lastDayOfMonth } from './days';
import { noneI32, textAt } from './table-codec';

/** A box on the map, in degrees. */
export interface Box {
  north: number;
  south: number;
  east: number;
  west: number;
}

export const boxOfCorners = (topLeft: LatLng, bottomRight: LatLng): Box => ({
  north: topLeft.lat,
  south: bottomRight.lat,
  west: topLeft.lng,
  east: bottomRight.lng,
});

/**
 * Past this share of the data's own box, a view is answered by a pass over every row rather
 * than a kdbush range query: the query would return nearly every row anyway, as a plain
 * array, at a higher cost than reading the columns in order.
 */
const scanShare = 0.5;

/**
 * The search index in the property service: the snapshot's columns, its kdbush tree and its
 * pre-sorted orders, and the few look-ups every call needs. Immutable: a new snapshot makes a
 * new index (loader.ts).
 */
export class SearchIndex {
  readonly size: number;
  /** The box the listings cover. */
  readonly extent: Box;
  /** Each row's sale type, property type and status class in one byte (filter.ts). */
  readonly kinds: Uint8Array;
  /** The last day of each row's sold month (or none): what a visitor's sold windows compare. */
  readonly soldMonthEnd: Int32Array;
  /**
   * Each row's list day as a visitor's Newest sort and their list-day filters read it: a deal's
   * (sold or leased), or a listing's `listedInDealMonth`, the first of its list month, the month
   * its masked card gives (`maskSummary`), so its place among the listings on the market does not
   * give its list day back (QA 39 L1; review 70 M1).
   */
  readonly visitorListDay: Int32Array;
  #visitorListOrder: Uint32Array | undefined;

  constructor(
    readonly snapshot: SearchSnapshot,
    /** Which snapshot this is (its version), for logs and refresh checks. */
    readonly version: string,
  ) {
    const { lat, lon } = snapshot.listings;
    this.size = snapshot.listings.rows;
    const extent = { north: -90, south: 90, east: -180, west: 180 };
    for (let row = 0; row < this.size; row++) {
      extent.north = Math.max(extent.north, lat[row]!);
      extent.south = Math.min(extent.south, lat[row]!);
      extent.east = Math.max(extent.east, lon[row]!);
      extent.west = Math.min(extent.west, lon[row]!);
    }
    this.extent = extent;
    this.kinds = rowKinds(snapshot.listings);
    this.soldMonthEnd = snapshot.listings.soldDay.map((day) => (day === noneI32 ? noneI32 : lastDayOfMonth(day)));
    const { listDay, soldDay, listedInDealMonth } = snapshot.listings;
    this.visitorListDay = Int32Array.from(listDay, (day, row) =>
      soldDay[row] === noneI32 && listedInDealMonth[row] === 0 ? day : firstDayOfMonth(day),
    );
  }

  /**
   * The rows by `visitorListDay`, newest first, then by row: the snapshot's `byListDate` as a
   * visitor's Newest sort walks it over a large view. Made on the first such search by a
   * counting sort over the days (stable over the rows in order): 4–9 ms for 100k rows on this
   * machine, where a comparison sort took 26 ms idle and 100–150 ms under load (review 39 L8).
   */
  visitorListOrder(): Uint32Array {
    if (!this.#visitorListOrder) this.#visitorListOrder = newestFirst(this.visitorListDay);
    return this.#visitorListOrder;
  }

  get listings() {
    return this.snapshot.listings;
  }

  /** The row of a listing number, or -1 (rows are in MLS order). */
  rowOf(mls: string): number {
    const column = this.snapshot.listings.mls;
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const value = textAt(column, middle);
      if (value === mls) return middle;
      if (value < mls) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  mlsAt(row: number): string {
    return textAt(this.snapshot.listings.mls, row);
  }

  /** A row as this caller may see it. */
  summary(row: number, today: number, signedIn: boolean): PropertySummary {
    const { listings } = this.snapshot;
    const listedInDealMonth = listings.listedInDealMonth[row] === 1 ? { today: dateOfDay(today) } : undefined;
    return maskSummary(summaryAt(listings, row, today), signedIn, listedInDealMonth);
  }

  inBox(row: number, box: Box): boolean {
    const lat = this.snapshot.listings.lat[row]!;
    const lon = this.snapshot.listings.lon[row]!;
    return lat <= box.north && lat >= box.south && lon >= box.west && lon <= box.east;
  }

  /**
   * The rows that may lie in `box`: a kdbush range query for a view smaller than most of the
   * data, or undefined, meaning "every row" (the caller then checks the box itself).
   */
  candidates(box: Box): number[] | undefined {
    const { extent } = this;
    const overlap =
      Math.max(0, Math.min(box.north, extent.north) - Math.max(box.south, extent.south)) *
      Math.max(0, Math.min(box.east, extent.east) - Math.max(box.west, extent.west));
    const area = Math.max(1e-12, (extent.north - extent.south) * (extent.east - extent.west));
    if (overlap / area >= scanShare) return undefined;
    return this.snapshot.points.range(box.west, box.south, box.east, box.north);
  }

  /** Calls `visit` for each row inside `box` (kdbush, or a pass over every row). */
  forEachInBox(box: Box, visit: (row: number) => void): void {
    const rows = this.candidates(box);
    if (rows) {
      for (const row of rows) if (this.inBox(row, box)) visit(row);
      return;
    }
    for (let row = 0; row < this.size; row++) if (this.inBox(row, box)) visit(row);
  }
}

/** The rows by `day`, newest first, then by row (a counting sort: the days span a few thousand). */
export function newestFirst(day: Int32Array): Uint32Array {
  let first = Infinity;
  let last = -Infinity;
  for (const value of day) {
    if (value < first) first = value;
    if (value > last) last = value;
  }
  const order = new Uint32Array(day.length);
  if (day.length === 0) return order;
  // Days beyond any board's history (a corrupt row): a comparison sort rather than a huge count.
  if (last - first > 1_000_000) return order.map((_, row) => row).sort((a, b) => day[b]! - day[a]! || a - b);
  // Where each day's rows start, the newest day's first.
  const starts = new Uint32Array(last - first + 2);
  for (const value of day) starts[last - value + 1]!++;
  for (let slot = 1; slot < starts.length; slot++) starts[slot]! += starts[slot - 1]!;
  for (let row = 0; row < day.length; row++) order[starts[last - day[row]!]!++] = row;
  return order;
}
