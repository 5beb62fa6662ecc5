import type { Listing } from '@shared/listing';
import type { Month } from '@shared/months';
import type { PublishedMonth } from '@shared/sold-report/anonymous';
import type { PropertyType } from '@shared/property-types';
import type { PropertySummary } from '@shared/search/types';
import { listingsAtSameAddress } from './listing-history-repository';
import { getListing, scanListings } from './listing-repository';
import { neighbourhoodArea } from './keys';
import { getMonthPublications } from './sold-report-repository';
import { neighbourhoodDirectory } from './neighbourhood-directory';
import { widerComparableTypes } from '@shared/home-value/comparable-kinds';
import { summaryOfListing } from '@shared/search/summary';
import { listingPhotoKeys } from '@shared/listing';
import { addressLine } from '@shared/search/listing-labels';
import { dayNumber } from './search-index/days';
import { searchIndex } from './search-index/loader';
import { similarListings } from './search-index/similar';

/**
 * What the property service offers the other services (DESIGN "Services keep to their own
 * tables"): the one module of this folder that another service may import (lint enforces
 * it). Reads only: no other service writes the property table.
 */

/** Whether a neighbourhood of the current set has this id (what a user may follow). */
export async function neighbourhoodExists(id: string): Promise<boolean> {
  return (await neighbourhoodDirectory()).byId.has(id);
}

/** Whether a listing with this MLS number exists, on the market or not (what a user may follow). */
export async function listingExists(mls: string): Promise<boolean> {
  return (await getListing(mls)) !== undefined;
}

/** The address lines (`1205 - 88 Harbour Street`) of the listings with these MLS numbers; an unknown one is left out. */
export async function listingAddresses(mlsNumbers: readonly string[]): Promise<Map<string, string>> {
  const found = await Promise.all([...new Set(mlsNumbers)].map((mls) => getListing(mls)));
  return new Map(found.flatMap((listing) => (listing ? [[listing.mls, addressLine(listing)] as const] : [])));
}

/**
 * Every listing, a page at a time (the valuation training job reads the sales and the
 * addresses from them; issue 13). Pages come as the table scan gives them.
 */
export async function eachListingPage(onPage: (listings: Listing[]) => void): Promise<void> {
  await scanListings(onPage);
}

/** The names of the current neighbourhoods, by id. */
export async function neighbourhoodNames(): Promise<Map<string, string>> {
  return new Map((await neighbourhoodDirectory()).list.map((n) => [n.id, n.name]));
}

/** Every listing of one address and unit in its town, newest list date first (the valuation's last listing). */
export async function listingsAtAddress(
  address: string,
  unit: string | undefined,
  municipality: string,
): Promise<Listing[]> {
  return listingsAtSameAddress({ address, municipality, ...(unit && { unit }) });
}

/** A listing as a card shows it, with every photo's path and its description (an annual report's). */
export interface ListingSummaryDetails {
  summary: PropertySummary;
  photos: string[];
  description?: string;
}

/**
 * The listings with these MLS numbers, unmasked (the caller decides who sees them: annual
 * reports are for agents, admins and the contact), by MLS; an unknown number is left out.
 */
export async function listingSummariesByMls(
  mlsNumbers: readonly string[],
  today: string,
): Promise<Map<string, ListingSummaryDetails>> {
  const found = await Promise.all([...new Set(mlsNumbers)].map((mls) => getListing(mls)));
  const summaries = new Map<string, ListingSummaryDetails>();
  for (const listing of found) {
    if (!listing) continue;
    const description = listing.details?.description;
    summaries.set(listing.mls, {
      summary: summaryOfListing(listing, today),
      photos: listingPhotoKeys(listing),
      ...(description && { description }),
    });
  }
  return summaries;
}

/** A home to find similar listings for: where it is, what it is, what it is worth. */
export interface SimilarSubject {
  address: string;
  unit?: string;
  type: PropertyType;
  bedroom: number;
  price: number;
  /** The interior size (sq ft, as the valuation reads it), when known: the likest sizes first. */
  size?: number | undefined;
  location: { lat: number; lon: number };
}

/**
 * Similar sold and active sale listings near a home (the valuation's `/similarSolds`,
 * DECISIONS row 21), as the property page's carousels find them, masked for visitors; of its
 * own type first, of the rest of its segment (never multi for a house) only when too few.
 */
export async function similarToHome(
  subject: SimilarSubject,
  today: string,
  signedIn: boolean,
): Promise<{ sold: PropertySummary[]; active: PropertySummary[] }> {
  const index = await searchIndex();
  const probe = {
    mls: '',
    address: subject.address,
    ...(subject.unit && { unit: subject.unit }),
    type: subject.type,
    saleType: 'Sale',
    bedroom: subject.bedroom,
    listingPrice: subject.price,
    location: subject.location,
  } as Listing;
  // A valuation's comparables: its own type first, its segment only when too few (issue 25).
  const found = similarListings(
    index,
    probe,
    dayNumber(today),
    signedIn,
    widerComparableTypes(subject.type),
    subject.size,
  );
  return { sold: found.similarSold, active: found.similarActive };
}

/** A closed month's published figures of every neighbourhood (README.md "Visitors"). */
export interface PublishedNeighbourhoodMonth {
  month: Month;
  publishedAt: string;
  /** By neighbourhood id: each type's figures as a visitor sees them (`{}`: no activity). */
  neighbourhoods: Map<string, PublishedMonth>;
}

/**
 * The neighbourhoods' figures of a closed month as the sold-report aggregation published them
 * once at its close (DECISIONS row 34): aggregates only, a count of 1 or 2 sales withheld and
 * no average of too few sales, so nothing in them gives away one sale. Undefined while the
 * month is not published (the month to date, or before the job's first run after its close):
 * the monthly newsletter waits for it.
 */
export async function publishedNeighbourhoodMonth(month: Month): Promise<PublishedNeighbourhoodMonth | undefined> {
  const [publication] = await getMonthPublications([month]);
  if (!publication) return undefined;
  const neighbourhoods = new Map<string, PublishedMonth>();
  const prefix = neighbourhoodArea('');
  for (const [area, figures] of Object.entries(publication.areas)) {
    if (area.startsWith(prefix) && figures) neighbourhoods.set(area.slice(prefix.length), figures);
  }
  return { month: publication.month, publishedAt: publication.publishedAt, neighbourhoods };
}
