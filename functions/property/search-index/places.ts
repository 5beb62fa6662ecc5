import type { Listing } from '@shared/listing';
import { slugify } from '@shared/neighbourhood';
import { searchKey } from './search-text';
import type { DecodedTable, TableInput } from './table-codec';

/**
 * The places of the address search (document 3 §2.3 "Locations"): every municipality and
 * every street that has a searchable listing, with the box its listings cover, so
 * `GET /search/location/{id}` can frame it. Derived from the listings like the rest.
 */
export const placeSpec = {
  id: 'text',
  name: 'text',
  kind: 'dict',
  municipality: 'dict',
  north: 'f64',
  south: 'f64',
  east: 'f64',
  west: 'f64',
  count: 'u32',
  searchKey: 'text',
} as const;
export type PlaceTable = DecodedTable<typeof placeSpec>;
export type PlaceKind = 'municipality' | 'street';

export const municipalityId = (municipality: string) => `municipality:${slugify(municipality)}`;
export const streetId = (municipality: string, street: string) => `street:${slugify(municipality)}:${slugify(street)}`;

/** `123A Yonge Street` → `Yonge Street`; undefined when there is no house number to drop. */
export function streetOf(address: string): string | undefined {
  const street = address.replace(/^\s*\d+[A-Za-z]?(-\d+[A-Za-z]?)?\s+/, '').trim();
  return street && street !== address.trim() ? street : undefined;
}

interface Place {
  id: string;
  name: string;
  kind: PlaceKind;
  municipality: string;
  north: number;
  south: number;
  east: number;
  west: number;
  count: number;
}

export function placeRows(listings: readonly Listing[]): TableInput<typeof placeSpec> {
  const places = new Map<string, Place>();
  const add = (id: string, name: string, kind: PlaceKind, listing: Listing) => {
    const { lat, lon } = listing.location;
    const place = places.get(id);
    if (!place) {
      places.set(id, {
        id,
        name,
        kind,
        municipality: listing.municipality,
        north: lat,
        south: lat,
        east: lon,
        west: lon,
        count: 1,
      });
      return;
    }
    place.north = Math.max(place.north, lat);
    place.south = Math.min(place.south, lat);
    place.east = Math.max(place.east, lon);
    place.west = Math.min(place.west, lon);
    place.count += 1;
  };
  for (const listing of listings) {
    add(municipalityId(listing.municipality), listing.municipality, 'municipality', listing);
    const street = streetOf(listing.address);
    if (street) add(streetId(listing.municipality, street), street, 'street', listing);
  }
  const rows = [...places.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const column = <T>(pick: (place: Place) => T) => rows.map(pick);
  return {
    id: column((p) => p.id),
    name: column((p) => p.name),
    kind: column((p) => p.kind),
    municipality: column((p) => p.municipality),
    north: column((p) => p.north),
    south: column((p) => p.south),
    east: column((p) => p.east),
    west: column((p) => p.west),
    count: column((p) => p.count),
    searchKey: column((p) => searchKey(p.name)),
  };
}
