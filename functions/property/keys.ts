import { addressMatchKey } from '@shared/listing';

/**
 * Every key of the property table, in one place (README.md here explains the design).
 * Months are `YYYY-MM` in Toronto.
 */
export const propertyKeys = {
  /** Which neighbourhood set is current: an import writes a whole new set, then flips this one item. */
  neighbourhoodSetPointer: () => ({ PK: 'NBSET', SK: 'CURRENT' }),
  neighbourhood: (version: string, id: string) => ({ PK: `NBSET#${version}`, SK: `NB#${id}` }),
  listing: (mls: string) => ({ PK: `L#${mls}`, SK: 'LISTING' }),
  /** The per-type sold report of one area and month. */
  soldReport: (area: AreaKey, month: string) => ({ PK: `SR#${area}`, SK: month }),
  /** One area's monthly statistics over every month of the data: the charts' series. */
  areaSeries: (area: AreaKey) => ({ PK: `SRS#${area}`, SK: 'SERIES' }),
  /** Every neighbourhood's sales and average price by type for one month (`/soldreports/neighbourhoods`). */
  neighbourhoodSales: (month: string) => ({ PK: 'SRN', SK: month }),
  /** The visitors' publication of one closed month, every area's figures: written once, never again. */
  monthPublication: (month: string) => ({ PK: 'SRP', SK: month }),
  /** One area's published months, copied from the publications: what a visitor's report and charts read. */
  visitorSeries: (area: AreaKey) => ({ PK: `SRV#${area}`, SK: 'SERIES' }),
  /** What the local seed generated (size, seed, date), so a restart does not seed again. */
  dataSet: () => ({ PK: 'DATASET', SK: 'STATE' }),
} as const;

/** The areas of a sold report: a neighbourhood (`NB#id`), a community (`CM#name`) or the whole GTA. */
export type AreaKey = `NB#${string}` | `CM#${string}` | 'GTA';
export const neighbourhoodArea = (id: string): AreaKey => `NB#${id}`;
export const communityArea = (community: string): AreaKey => `CM#${community}`;
export const gtaArea: AreaKey = 'GTA';

/** The prefix of the neighbourhood items' sort key within one set. */
export const neighbourhoodSortPrefix = 'NB#';

/**
 * GSI1 on listings: every listing of one address (and unit), by list date: a property's
 * history. The address is normalised so that spelling and case do not split a history.
 */
export function listingsAtAddress(address: string, unit?: string) {
  return { GSI1PK: `ADDR#${addressMatchKey(address, unit)}` };
}

/** A town as the address keys read it (`addressMatchKey`): case, spaces and punctuation aside. */
export const townKey = (municipality: string) =>
  municipality
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * One property's history as `listingsAtSameAddress` reads it: its address and unit (GSI1), in
 * its town.
 */
export const propertyHistoryKey = (listing: { address: string; unit?: string; municipality: string }) =>
  `${addressMatchKey(listing.address, listing.unit)}#${townKey(listing.municipality)}`;

/** A listing's GSI1 keys: its address's history, ordered by list date. */
export function listingHistoryKeys(listing: { address: string; unit?: string; listDate: string; mls: string }) {
  return { ...listingsAtAddress(listing.address, listing.unit), GSI1SK: `${listing.listDate}#${listing.mls}` };
}

/**
 * The search index's objects in the photos bucket, under a prefix CloudFront never serves
 * (it reads `p/*` only): each snapshot under its content version, and one small pointer to
 * the current one, which the job writes last and the property service polls.
 */
export const searchIndexObjects = {
  prefix: 'index/search/',
  pointer: () => 'index/search/current.json',
  snapshot: (version: string) => `index/search/${version}.bin.gz`,
} as const;
