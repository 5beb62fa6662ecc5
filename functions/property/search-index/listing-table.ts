import { listingPhotoKeys, type Listing, type ListingStatus, type SaleType } from '@shared/listing';
import type { PropertyType } from '@shared/property-types';
import type { PropertySummary } from '@shared/search/types';
import { dayNumber, dateOfDay } from './days';
import { searchKey } from './search-text';
import { dictAt, noneI32, noneU32, noneU8, textAt, type DecodedTable, type TableInput } from './table-codec';

/**
 * The listing table of the snapshot: one column per field of the property summary, plus the
 * few values the filters read that are derived once here (the interior size a filter
 * compares, the lot size, the last open house, the Web Mercator y for clustering).
 * Rows are in MLS order, so a listing is found by binary search.
 */
export const listingSpec = {
  mls: 'text',
  lat: 'f64',
  lon: 'f64',
  /** Web Mercator y in [0, 1] (0 at the north edge), as the map projects it. */
  mercatorY: 'f64',
  type: 'dict',
  saleType: 'dict',
  status: 'dict',
  municipality: 'dict',
  community: 'dict',
  area: 'dict',
  county: 'dict',
  neighbour: 'dict',
  style: 'dict',
  oriType: 'dict',
  address: 'text',
  unit: 'text',
  listDay: 'i32',
  soldDay: 'i32',
  closeDay: 'i32',
  listingPrice: 'u32',
  originalPrice: 'u32',
  soldPrice: 'u32',
  dom: 'i32',
  bedroom: 'u8',
  brPlus: 'u8',
  bathroom: 'u8',
  parking: 'u8',
  totalParking: 'u8',
  numberOfPic: 'u16',
  footage: 'text',
  footageFrom: 'u32',
  footageTo: 'u32',
  estFootage: 'u32',
  /** What the sqft filters compare: footageFrom, else the estimate (document 3 §5). */
  sqft: 'u32',
  lotFront: 'f32',
  lotDepth: 'f32',
  landFront: 'f32',
  landDepth: 'f32',
  /** What the lot filters compare: the lot size, else the land size, in feet. */
  frontage: 'f32',
  depth: 'f32',
  tax: 'u32',
  taxYear: 'u16',
  /** Open house instants, space-separated. */
  opens: 'text',
  /** The last open house, epoch milliseconds (NaN when none): the open-house filter. */
  lastOpen: 'f64',
  photo: 'text',
  /** The address search's key: address and municipality, normalised (search-text.ts). */
  searchKey: 'text',
  /**
   * 1 for a listing put on the market in a month in which a deal of its address closed: a
   * visitor sees only that month of its list date (shared/search/masking.ts `isListedInDealMonth`).
   */
  listedInDealMonth: 'u8',
} as const;
export type ListingTable = DecodedTable<typeof listingSpec>;

export function mercatorY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return Math.min(Math.max(y, 0), 1);
}

const orNoneU32 = (value: number | undefined) => (value === undefined ? noneU32 : Math.round(value));
/** A count (parking) a board may not give: 255 when absent (a count past 254 is read as 254). */
const orNoneU8 = (value: number | undefined) =>
  value === undefined ? noneU8 : Math.min(Math.round(value), noneU8 - 1);
const orNaN = (value: number | undefined) => value ?? NaN;
const dayOrNone = (date: string | undefined) => (date ? dayNumber(date) : noneI32);
const clean = (value: string | undefined) => (value ?? '').replace(/\0/g, '');

/** The columns of `listings`, which must be in MLS order. */
export function listingColumns(
  listings: readonly Listing[],
  listedInDealMonth: (listing: Listing) => boolean,
): TableInput<typeof listingSpec> {
  const column = <T>(pick: (listing: Listing) => T) => listings.map(pick);
  return {
    mls: column((l) => clean(l.mls)),
    lat: column((l) => l.location.lat),
    lon: column((l) => l.location.lon),
    mercatorY: column((l) => mercatorY(l.location.lat)),
    type: column((l) => l.type),
    saleType: column((l) => l.saleType),
    status: column((l) => l.status),
    municipality: column((l) => clean(l.municipality)),
    community: column((l) => clean(l.community)),
    area: column((l) => clean(l.area)),
    county: column((l) => clean(l.county)),
    neighbour: column((l) => clean(l.neighbour)),
    style: column((l) => clean(l.style)),
    oriType: column((l) => clean(l.oriType)),
    address: column((l) => clean(l.address)),
    unit: column((l) => clean(l.unit)),
    listDay: column((l) => dayNumber(l.listDate)),
    soldDay: column((l) => dayOrNone(l.soldDate)),
    closeDay: column((l) => dayOrNone(l.closeDate)),
    listingPrice: column((l) => Math.round(l.listingPrice)),
    originalPrice: column((l) => Math.round(l.originalPrice)),
    soldPrice: column((l) => orNoneU32(l.soldPrice)),
    dom: column((l) => l.dom),
    bedroom: column((l) => l.bedroom),
    brPlus: column((l) => l.brPlus),
    bathroom: column((l) => l.bathroom),
    parking: column((l) => orNoneU8(l.parking)),
    totalParking: column((l) => orNoneU8(l.totalParking)),
    numberOfPic: column((l) => l.numberOfPic),
    footage: column((l) => clean(l.footage)),
    footageFrom: column((l) => orNoneU32(l.footageFrom)),
    footageTo: column((l) => orNoneU32(l.footageTo)),
    estFootage: column((l) => orNoneU32(l.estFootage)),
    sqft: column((l) => orNoneU32(l.footageFrom ?? l.estFootage)),
    lotFront: column((l) => orNaN(l.lotFront)),
    lotDepth: column((l) => orNaN(l.lotDepth)),
    landFront: column((l) => orNaN(l.landFront)),
    landDepth: column((l) => orNaN(l.landDepth)),
    frontage: column((l) => orNaN(l.lotFront ?? l.landFront)),
    depth: column((l) => orNaN(l.lotDepth ?? l.landDepth)),
    tax: column((l) => orNoneU32(l.tax)),
    taxYear: column((l) => l.taxYear ?? 0),
    opens: column((l) => clean(l.opens?.join(' '))),
    lastOpen: column((l) => (l.opens?.length ? Math.max(...l.opens.map((open) => Date.parse(open))) : NaN)),
    photo: column((l) => clean(listingPhotoKeys(l)[0])),
    searchKey: column((l) => searchKey(`${l.address} ${l.municipality}`)),
    listedInDealMonth: column((l) => (listedInDealMonth(l) ? 1 : 0)),
  };
}

/**
 * Row `row` as the spec's property summary, unmasked. An active listing's days on market
 * count to `today` (a day number), so the card and the DOM filter agree.
 */
export function summaryAt(table: ListingTable, row: number, today: number): PropertySummary {
  const u32 = (column: Uint32Array) => (column[row] === noneU32 ? undefined : column[row]);
  const u8 = (column: Uint8Array) => (column[row] === noneU8 ? undefined : column[row]);
  // Float32 holds 25.5 exactly but 33.33 only nearly: lot sizes come back to the hundredth.
  const f32 = (column: Float32Array) => (Number.isNaN(column[row]) ? undefined : Math.round(column[row]! * 100) / 100);
  const day = (column: Int32Array) => (column[row] === noneI32 ? undefined : dateOfDay(column[row]!));
  const text = (column: typeof table.mls) => textAt(column, row) || undefined;
  const status = dictAt(table.status, row) as ListingStatus;
  const active = status === 'forSale' || status === 'forLease';
  const summary: PropertySummary = {
    mls: textAt(table.mls, row),
    numberOfPic: table.numberOfPic[row]!,
    unit: text(table.unit),
    address: textAt(table.address, row),
    area: dictAt(table.area, row),
    county: dictAt(table.county, row),
    community: dictAt(table.community, row),
    municipality: dictAt(table.municipality, row),
    neighbour: dictAt(table.neighbour, row),
    type: dictAt(table.type, row) as PropertyType,
    style: dictAt(table.style, row),
    oriType: dictAt(table.oriType, row),
    saleType: dictAt(table.saleType, row) as SaleType,
    status,
    listDate: dateOfDay(table.listDay[row]!),
    soldDate: day(table.soldDay),
    closeDate: day(table.closeDay),
    soldPrice: u32(table.soldPrice),
    listingPrice: table.listingPrice[row]!,
    originalPrice: table.originalPrice[row]!,
    dom: active ? Math.max(0, today - table.listDay[row]!) : table.dom[row]!,
    bedroom: table.bedroom[row]!,
    brPlus: table.brPlus[row]!,
    bathroom: table.bathroom[row]!,
    parking: u8(table.parking),
    totalParking: u8(table.totalParking),
    footage: text(table.footage),
    footageFrom: u32(table.footageFrom),
    footageTo: u32(table.footageTo),
    estFootage: u32(table.estFootage),
    landFront: f32(table.landFront),
    landDepth: f32(table.landDepth),
    lotFront: f32(table.lotFront),
    lotDepth: f32(table.lotDepth),
    tax: u32(table.tax),
    taxYear: table.taxYear[row] || undefined,
    opens: text(table.opens)?.split(' '),
    location: { lat: table.lat[row]!, lon: table.lon[row]! },
    photo: text(table.photo),
  };
  // Absent values are left out, never undefined or null (shared/listing.ts).
  for (const key of Object.keys(summary) as (keyof PropertySummary)[]) {
    if (summary[key] === undefined) delete summary[key];
  }
  return summary;
}
