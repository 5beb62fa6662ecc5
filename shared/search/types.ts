import type { Listing, ListingDetails, SaleType } from '../listing';

export type { Room } from '../listing';

/**
 * The answers of the home-search calls (document 3 §3, §7.2). Sold and leased listings reach
 * anonymous callers masked: no `soldPrice`, `soldDate`, `closeDate` or days on market, and
 * `masked: true` so the screens blur them and show '****' (document 3 §2.6).
 */

/**
 * A listing as cards, lists and the quick view show it: the spec's property summary. `dom` is
 * absent on a masked listing (for an active one it counts to today).
 */
export type PropertySummary = Omit<Listing, 'photos' | 'endDate' | 'details' | 'dom'> & {
  dom?: number;
  /** The first photo's path under `p/` (cards show the first photo only). */
  photo?: string;
  /** True when sold details were withheld from an anonymous caller. */
  masked?: boolean;
};

/** `GET /properties`: a page of results; `total` is capped at 10,000. */
export interface PropertiesAnswer {
  total: number;
  hits: PropertySummary[];
}

/**
 * A map marker (document 3 §3 "Marker"): one listing (`type: 'marker'`, with its price) or a
 * cluster (`type: 'cluster'`, with its count, and its listings' ids when it holds few enough
 * to list: a cluster of 20 or more whose ids are not all listed is zoomed into on click).
 */
export interface Marker {
  mid: string;
  type: 'marker' | 'cluster';
  /** What the marker shows: an active listing, a sold/leased one, or a mix (`normal`). */
  kind: 'active' | 'sold' | 'normal';
  count: number;
  ids?: string[];
  /** A single listing's price: the list price, or the sold price (null for a visitor). */
  price?: number | null;
  location: { lat: number; lon: number };
}

/** `GET /markers`: the markers of the view and the total they hold. */
export interface MarkersAnswer {
  total: number;
  markers: Marker[];
}

/**
 * `GET /quickview?ids=`: the listings of single markers, by sold price, type, then list price
 * (a visitor's by type, then list price: sold prices are withheld, and so is their order).
 */
export interface QuickViewAnswer {
  hits: PropertySummary[];
}

/** `GET /search?q=`: listings, places (municipalities, streets) and neighbourhoods matching the text. */
export interface AddressSearchAnswer {
  listings: Pick<
    PropertySummary,
    'mls' | 'address' | 'unit' | 'municipality' | 'status' | 'saleType' | 'listingPrice' | 'soldPrice' | 'masked'
  >[];
  locations: { id: string; name: string; kind: 'municipality' | 'street'; description: string }[];
  neighbourhoods: { id: string; name: string; community: string }[];
}

/** `GET /search/location/{id}`: where the map goes for a place. */
export interface LocationAnswer {
  mapView: { north: number; south: number; east: number; west: number };
}

/** One row of a property's history (document 3 §3 "History entry"). */
export interface HistoryEntry {
  /**
   * `YYYY-MM-DD`. Null where a visitor may not see it: the date of a sale or a lease (with the
   * list date it would give the days on market).
   */
  date: string | null;
  event: 'Listed' | 'Sold' | 'Leased' | 'Terminated' | 'Expired' | 'Suspended' | 'Price Change';
  /** Null where a visitor may not see it (a sold or leased price). */
  price: number | null;
  mls: string;
  /** The listing's: a lease's prices are monthly rents, shown as such beside a sale's. */
  saleType: SaleType;
}

/** `GET /properties/{mls}` (document 3 §3 "Property details"): the listing's description (`ListingDetails`) and more. */
export interface PropertyDetails extends ListingDetails {
  summary: PropertySummary;
  /** Every photo's path under `p/`. */
  photos: string[];
  displayAddress: string;
  style?: string;
  histories: HistoryEntry[];
  lat: number;
  lng: number;
  /** The neighbourhood, for the buttons to its sold report. */
  neighbourhood?: { id: string; name: string };
  similarActive: PropertySummary[];
  similarSold: PropertySummary[];
}
