import type { PropertyType } from './property-types';

/** Listing statuses of document 3 §2.6 (`unavailable` shows as Expired). */
export const listingStatuses = [
  'forSale',
  'sold',
  'forLease',
  'leased',
  'terminated',
  'unavailable',
  'suspended',
] as const;
export type ListingStatus = (typeof listingStatuses)[number];

export const saleTypes = ['Sale', 'Lease'] as const;
export type SaleType = (typeof saleTypes)[number];

/**
 * One listing: every field of the spec's property summary (document 3 §3) and sold-property
 * row (document 1 §3). Dates are `YYYY-MM-DD` in Toronto; prices are whole dollars (monthly
 * rent for leases). Absent values are left out, never null.
 */
export interface Listing {
  mls: string;
  numberOfPic: number;
  unit?: string;
  address: string;
  /** Municipality (the community), e.g. `Toronto`, `Mississauga`. */
  municipality: string;
  community: string;
  area: string;
  county: string;
  /** Neighbourhood id. */
  neighbour: string;
  type: PropertyType;
  style: string;
  /** The board's own type label. */
  oriType: string;
  saleType: SaleType;
  status: ListingStatus;
  listDate: string;
  /** When it sold or leased (the deal date). */
  soldDate?: string;
  /** When the deal closed. */
  closeDate?: string;
  /** When an unsold listing ended (expired, terminated). */
  endDate?: string;
  soldPrice?: number;
  listingPrice: number;
  originalPrice: number;
  /**
   * When the asking price last changed, from `originalPrice` to `listingPrice` (the board's
   * price-change timestamp, as a day). Absent when it never changed, or the board did not say when.
   */
  priceChangeDate?: string;
  /** Days on market: list date to sold date, or to end date / today. */
  dom: number;
  bedroom: number;
  brPlus: number;
  bathroom: number;
  /** Absent when the board did not give it (an import's blank cell): never read as none. */
  parking?: number;
  totalParking?: number;
  /** The board's range, e.g. `1000-1199`. */
  footage?: string;
  footageFrom?: number;
  footageTo?: number;
  estFootage?: number;
  /** Lot frontage and depth in feet (freehold). `land*` duplicates for the spec's two names. */
  lotFront?: number;
  lotDepth?: number;
  landFront?: number;
  landDepth?: number;
  tax?: number;
  taxYear?: number;
  /** Open house times, ISO instants. */
  opens?: string[];
  location: { lat: number; lon: number };
  /**
   * Photo paths under `p/` in the photos bucket (URL: the site's `photosUrl` + `/` + path),
   * when they are not the board's `{mls}/{index}.jpg` (the seed points at a shared pool of
   * generated images, `pool/{n}.jpg`).
   */
  photos?: string[];
  /** What the property page shows beyond the summary (document 3 §3 "Property details"). */
  details?: ListingDetails;
}

/** A room of a listing's description. */
export interface Room {
  name: string;
  /** Metres; the screen also shows feet (× 3.281). */
  length: number;
  width: number;
  description?: string;
}

/** A listing's full description, as a board's feed carries it. Rooms are in metres. */
export interface ListingDetails {
  postalCode?: string;
  description?: string;
  /** Monthly condo fee, dollars. */
  maintenance?: number;
  basement?: string;
  exposure?: string;
  includedutility?: string[];
  buildingAge?: string;
  heating?: string;
  fuel?: string;
  cooling?: string;
  exteriorFinish?: string;
  poolType?: string;
  locker?: string;
  pets?: string;
  driveWay?: string;
  garageType?: string;
  garageSpace?: number;
  amenities?: string[];
  features?: string[];
  rooms?: Room[];
  listedBy?: string;
  virtualTour?: string;
}

/**
 * A lot side in feet as the product reads it: a board writes 0 for a side it does not know, so a
 * side not above 0 is none (the valuation and its form, the share link, the property page and
 * the reports), whenever it was stored.
 */
export const knownLotSide = (side: number | undefined): number | undefined =>
  side !== undefined && side > 0 ? side : undefined;

/** A listing's lot as the product reads it: each side it knows (`knownLotSide`), none it does not. */
export function knownLot(listing: Pick<Listing, 'lotFront' | 'lotDepth'> | undefined): {
  lotFront?: number;
  lotDepth?: number;
} {
  const lotFront = knownLotSide(listing?.lotFront);
  const lotDepth = knownLotSide(listing?.lotDepth);
  return { ...(lotFront !== undefined && { lotFront }), ...(lotDepth !== undefined && { lotDepth }) };
}

/** A listing's photo paths under `p/` (document 3 §7.4), first photo first. */
export function listingPhotoKeys(listing: Pick<Listing, 'mls' | 'numberOfPic' | 'photos'>): string[] {
  if (listing.photos) return listing.photos;
  return Array.from({ length: listing.numberOfPic }, (_, index) => `${listing.mls}/${index}.jpg`);
}

/**
 * A unit as a reader takes it: case, dashes and leading zeros aside ('ph-01' is 'PH1', '#01203'
 * is '1203'), but not a dash between numbers: '1-12' and '11-2' are two units (review 39 L11).
 */
export const unitKey = (unit: string) =>
  unit
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-(?![0-9])|(?<![0-9])-/g, '')
    .replace(/(^|[a-z-])0+(?=[0-9])/g, '$1');

/**
 * One home's address and unit as every listing of it is found (the property service's address
 * history, the valuation's home key): case, spaces and punctuation aside, so that spelling does
 * not split a home's listings.
 */
export function addressMatchKey(address: string, unit?: string): string {
  return `${address}|${unit ?? ''}`
    .toLowerCase()
    .replace(/[^a-z0-9|]+/g, ' ')
    .trim();
}
