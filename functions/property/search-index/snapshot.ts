import { gunzipSync, gzipSync } from 'node:zlib';
import KDBush from 'kdbush';
import type { Listing } from '@shared/listing';
import { dealMonthOf, isListedInDealMonth, isSoldOrLeased } from '@shared/search/masking';
import { propertyHistoryKey } from '../keys';
import { dayNumber, lastDayOfMonth } from './days';
import { listingColumns, listingSpec, type ListingTable } from './listing-table';
import { placeRows, placeSpec, type PlaceTable } from './places';
import { ByteWriter, decodeTable, encodeTable, type DecodedTable, type TableHeader } from './table-codec';

/**
 * The search snapshot: what the search-index job writes and the property service loads. One
 * gzipped byte string: a magic, a JSON header saying where each column is, and the columns
 * (the listing table, the places of the address search, three pre-sorted orders of the
 * listings, and the serialised kdbush tree over their positions). Everything the service
 * needs is computed here once a day, so loading it is unzipping and making views.
 */
const magic = 'GTASRCH1';
/** 2: the listings' `listedInDealMonth` column. */
const formatVersion = 2;
/** The longest sold window of the filters (document 3 §9.1: 1 year). */
export const soldWindowDays = 365;

export const orderSpec = { byListDate: 'u32', byListingPrice: 'u32', byShownPrice: 'u32' } as const;
export type OrderTable = DecodedTable<typeof orderSpec>;

interface SnapshotHeader {
  format: number;
  /** The Toronto date the snapshot was cut on. */
  today: string;
  listings: TableHeader;
  places: TableHeader;
  orders: TableHeader;
  points: { offset: number; byteLength: number };
}

export interface SearchSnapshot {
  today: string;
  listings: ListingTable;
  places: PlaceTable;
  orders: OrderTable;
  /** kdbush over the listings' positions (x = lon, y = lat); ids are listing rows. */
  points: KDBush;
}

/**
 * What the search shows: listings on the market now, and deals of the last year. A deal stays
 * while its month overlaps the longest window, so it leaves the index on the same day as every
 * other deal of its month (DECISIONS row 35: the quick view, the MLS search and the similar
 * listings answer any listing the index holds, and must not date a deal by the day it goes).
 */
export function isSearchable(listing: Listing, today: string): boolean {
  if (!Number.isFinite(listing.location?.lat) || !Number.isFinite(listing.location?.lon)) return false;
  if (listing.status === 'forSale' || listing.status === 'forLease') return true;
  return (
    isSoldOrLeased(listing.status) &&
    listing.soldDate !== undefined &&
    dayNumber(today) - lastDayOfMonth(dayNumber(listing.soldDate)) <= soldWindowDays
  );
}

function sortedRows(count: number, key: (row: number) => number): number[] {
  const rows = Array.from({ length: count }, (_, row) => row);
  return rows.sort((a, b) => key(b) - key(a) || a - b);
}

/**
 * The months in which deals closed, by address (`propertyHistoryKey`), over every listing the
 * job reads: deals older than the search's year included, since a listing on the market may
 * have been listed in the month of one.
 */
export class DealMonthsByAddress {
  readonly #months = new Map<string, Set<string>>();

  static of(listings: Iterable<Listing>): DealMonthsByAddress {
    const months = new DealMonthsByAddress();
    for (const listing of listings) months.add(listing);
    return months;
  }

  /** Notes the month `listing` closed in, when it is a deal. */
  add(listing: Listing): void {
    const month = dealMonthOf(listing);
    if (month === undefined) return;
    const key = propertyHistoryKey(listing);
    (this.#months.get(key) ?? this.#months.set(key, new Set()).get(key)!).add(month);
  }

  /** `isListedInDealMonth` against the deals of its address. */
  listedInDealMonth(listing: Listing): boolean {
    const months = this.#months.get(propertyHistoryKey(listing));
    return months !== undefined && isListedInDealMonth(listing, months);
  }
}

/**
 * The snapshot of `listings` (already the searchable ones), cut on `today`. `dealMonths`: the
 * months deals closed in, from every listing (by default the searchable ones').
 */
export function encodeSnapshot(
  searchable: readonly Listing[],
  today: string,
  dealMonths = DealMonthsByAddress.of(searchable),
): Uint8Array {
  const listings = [...searchable].sort((a, b) => (a.mls < b.mls ? -1 : a.mls > b.mls ? 1 : 0));
  const writer = new ByteWriter();
  const listingHeader = encodeTable(
    listingSpec,
    listingColumns(listings, (listing) => dealMonths.listedInDealMonth(listing)),
    writer,
  );
  const placeHeader = encodeTable(placeSpec, placeRows(listings), writer);
  const shown = (l: Listing) => (isSoldOrLeased(l.status) ? (l.soldPrice ?? l.listingPrice) : l.listingPrice);
  const orderHeader = encodeTable(
    orderSpec,
    {
      byListDate: sortedRows(listings.length, (row) => dayNumber(listings[row]!.listDate)),
      byListingPrice: sortedRows(listings.length, (row) => listings[row]!.listingPrice),
      byShownPrice: sortedRows(listings.length, (row) => shown(listings[row]!)),
    },
    writer,
  );
  const tree = new KDBush(listings.length);
  for (const listing of listings) tree.add(listing.location.lon, listing.location.lat);
  tree.finish();
  const treeBytes = new Uint8Array(tree.data as ArrayBuffer);
  const points = { offset: writer.write(treeBytes), byteLength: treeBytes.byteLength };

  const header: SnapshotHeader = {
    format: formatVersion,
    today,
    listings: listingHeader,
    places: placeHeader,
    orders: orderHeader,
    points,
  };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const prefix = new Uint8Array(Math.ceil((12 + headerBytes.byteLength) / 8) * 8);
  prefix.set(new TextEncoder().encode(magic), 0);
  new DataView(prefix.buffer).setUint32(8, headerBytes.byteLength, true);
  prefix.set(headerBytes, 12);
  const body = writer.concat();
  const whole = new Uint8Array(prefix.byteLength + body.byteLength);
  whole.set(prefix, 0);
  whole.set(body, prefix.byteLength);
  return gzipSync(whole, { level: 6 });
}

export function decodeSnapshot(gzipped: Uint8Array): SearchSnapshot {
  let bytes: Uint8Array = gunzipSync(gzipped);
  // Typed-array views need their element size's alignment within the buffer.
  if (bytes.byteOffset % 8 !== 0) bytes = new Uint8Array(bytes);
  if (new TextDecoder().decode(bytes.subarray(0, 8)) !== magic) throw new Error('This is not a search snapshot.');
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset + 8, 4).getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength))) as SnapshotHeader;
  if (header.format !== formatVersion && header.format !== 1) {
    throw new Error(`Search snapshot format ${header.format} is not supported.`);
  }
  const body = bytes.subarray(Math.ceil((12 + headerLength) / 8) * 8);
  const start = body.byteOffset + header.points.offset;
  return {
    today: header.today,
    listings:
      header.format === 1 ? listingsOfFormat1(header.listings, body) : decodeTable(listingSpec, header.listings, body),
    places: decodeTable(placeSpec, header.places, body),
    orders: decodeTable(orderSpec, header.orders, body),
    // kdbush reads from an ArrayBuffer of its own: a copy of about 20 bytes per listing.
    points: KDBush.from(body.buffer.slice(start, start + header.points.byteLength) as ArrayBuffer),
  };
}

/**
 * A snapshot written before `listedInDealMonth`, which a new deploy may read until the job,
 * run by the deploy (`runsAfterCodeChange`), writes the next one: no listing is marked, as
 * before.
 */
function listingsOfFormat1(header: TableHeader, body: Uint8Array): ListingTable {
  const { listedInDealMonth: _column, ...spec } = listingSpec;
  return { ...decodeTable(spec, header, body), listedInDealMonth: new Uint8Array(header.rows) };
}
