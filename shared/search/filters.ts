import type { SaleType } from '../listing';

/**
 * The home-search filter (document 3 §3 "Search filter", §2.5, §9.1): its defaults, choices,
 * limits and messages, which the search page and the API share. The schema that reads the
 * query strings of `GET /properties` and `GET /markers` and the search route's URL search
 * params is in filters-schemas.ts.
 */

/** Map corners default to a fixed box around the GTA (document 3 §9.1). */
export const defaultTopLeft = { lat: 43.94, lng: -79.73 };
export const defaultBottomRight = { lat: 43.48, lng: -79.02 };
/** A box larger than this (degrees) is refused: no view of the product needs more. */
export const maxBoxSpan = { lat: 4, lng: 6 };
export const pageSize = 20;
export const maxPageSize = 100;
/** The result count cap; the gallery shows "More than" at it (document 3 §9.1). */
export const resultCap = 10_000;
export const maxQueryLength = 4096;

/** Active window in days since listing: all, hide (0), 1, 3, 7, 30, 60. */
export const activeWindows = ['all', '0', '1', '3', '7', '30', '60'] as const;
/**
 * Sold or leased window in days since the deal: hide, 1, 7, 30, 60, 91, 182, 365. For a visitor
 * the window keeps every deal whose calendar month overlaps those days, so it never dates a deal
 * more finely than its month (DECISIONS row 35); a signed-in user's counts days.
 */
export const soldWindows = ['hide', '1', '7', '30', '60', '91', '182', '365'] as const;
export const sorts = ['listDate.desc', 'listingPrice.desc', 'listingPrice.asc'] as const;
export type ActiveWindow = (typeof activeWindows)[number];
export type SoldWindow = (typeof soldWindows)[number];
export type Sort = (typeof sorts)[number];

export const filterMessages = {
  sqftOrder: 'Min. sqft should not be greater than Max. sqft',
  priceOrder: 'Min. price should not be greater than Max. price.',
  corner: 'A map corner is written lat,lng with a latitude from -90 to 90 and a longitude from -180 to 180.',
  inverted: 'topLeft must be north-west of bottomRight.',
  tooLarge: 'The map area is too large: zoom in.',
  types: 'types must be all or a comma-separated list of property types.',
  pageSize: `size must be from 1 to ${maxPageSize}.`,
  from: `from must be from 0 to ${resultCap}.`,
} as const;

export interface LatLng {
  lat: number;
  lng: number;
}

/** A listing (MLS) number, as the API's paths and `?ids=` take it. */
export const listingNumberPattern = /^[A-Za-z0-9]{4,20}$/;

export const saleTypeOf = (routeSaleType: 'sale' | 'lease'): SaleType => (routeSaleType === 'sale' ? 'Sale' : 'Lease');
