import type { Neighbourhood } from '@shared/neighbourhood';
import type { AddressSearchAnswer, LocationAnswer } from '@shared/search/types';
import { geometryBBox } from '@shared/geo/point-in-polygon';
import { findRows, searchText } from './search-text';
import { dictAt, textAt } from './table-codec';
import type { SearchIndex } from './search-index';

/** Each list of the address search holds at most this many (document 3 §9.5: 10 neighbourhoods). */
export const maxResults = 10;
/** A place's view is at least this many degrees high and wide (about 400 m), so one house is framed. */
const minSpan = 0.004;

/** 0: the name starts with the text; 1: a word does; 2: it is inside a word; -1: no match. */
function matchRank(name: string, text: string): number {
  if (!text) return -1;
  if (name.startsWith(text)) return 0;
  if (name.includes(` ${text}`)) return 1;
  return name.includes(text) ? 2 : -1;
}

const looksLikeMls = (q: string) => /^[a-z]{0,3}\d{5,}$/i.test(q);

/**
 * `GET /search?q=` (document 3 §2.3): listings whose MLS number is `q` or whose address
 * contains it (those on the market first), places (municipalities, streets) and neighbourhoods whose names contain it;
 * matches at the start of a name first, then at the start of a word, then anywhere.
 */
export function addressSearch(
  index: SearchIndex,
  neighbourhoods: readonly Neighbourhood[],
  q: string,
  today: number,
  signedIn: boolean,
): AddressSearchAnswer {
  const text = searchText(q);
  const rows: number[] = [];
  if (looksLikeMls(q.trim())) {
    const row = index.rowOf(q.trim().toUpperCase());
    if (row >= 0) rows.push(row);
  }
  // Listings on the market first, found among every match, so a busy street's older deals never
  // crowd out its homes for sale (QA 47a L1); then sold and leased ones, each in match order.
  const onMarket = (row: number) => (index.kinds[row]! & 3) === 1;
  const matches = [
    ...findRows(index.listings.searchKey, index.size, text, maxResults, onMarket),
    ...findRows(index.listings.searchKey, index.size, text, maxResults, (row) => !onMarket(row)),
  ];
  for (const row of matches) {
    if (rows.length < maxResults && !rows.includes(row)) rows.push(row);
  }
  const listings = rows.map((row) => {
    const summary = index.summary(row, today, signedIn);
    return {
      mls: summary.mls,
      address: summary.address,
      ...(summary.unit && { unit: summary.unit }),
      municipality: summary.municipality,
      status: summary.status,
      saleType: summary.saleType,
      listingPrice: summary.listingPrice,
      ...(summary.soldPrice !== undefined && { soldPrice: summary.soldPrice }),
      ...(summary.masked && { masked: true }),
    };
  });

  const { places } = index.snapshot;
  const locations = findRows(places.searchKey, places.rows, text, maxResults).map((row) => {
    const kind = dictAt(places.kind, row) as 'municipality' | 'street';
    return {
      id: textAt(places.id, row),
      name: textAt(places.name, row),
      kind,
      description: kind === 'municipality' ? 'Municipality' : dictAt(places.municipality, row),
    };
  });

  const ranked = neighbourhoods
    .map((n) => ({ n, rank: matchRank(searchText(n.name), text) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.n.name.localeCompare(b.n.name))
    .slice(0, maxResults);
  return {
    listings,
    locations,
    neighbourhoods: ranked.map(({ n }) => ({ id: n.id, name: n.name, community: n.community })),
  };
}

function padded(view: LocationAnswer['mapView']): LocationAnswer['mapView'] {
  const grow = (low: number, high: number) => Math.max(0, (minSpan - (high - low)) / 2);
  const lat = grow(view.south, view.north);
  const lon = grow(view.west, view.east);
  return { north: view.north + lat, south: view.south - lat, east: view.east + lon, west: view.west - lon };
}

/**
 * `GET /search/location/{id}`: where the map goes for a neighbourhood (its outline's box), a
 * municipality (the box of its neighbourhoods, else of its listings) or a street (the box of
 * its listings). Undefined for an id that is none of them.
 */
export function locationView(
  index: SearchIndex,
  neighbourhoods: readonly Neighbourhood[],
  id: string,
): LocationAnswer | undefined {
  const neighbourhood = neighbourhoods.find((n) => n.id === id);
  if (neighbourhood) {
    const [west, south, east, north] = geometryBBox(neighbourhood.geometry);
    return { mapView: padded({ north, south, east, west }) };
  }
  const { places } = index.snapshot;
  let row = -1;
  for (let r = 0; r < places.rows && row < 0; r++) if (textAt(places.id, r) === id) row = r;
  if (row < 0) return undefined;
  const view = {
    north: places.north[row]!,
    south: places.south[row]!,
    east: places.east[row]!,
    west: places.west[row]!,
  };
  if (dictAt(places.kind, row) === 'municipality') {
    const name = textAt(places.name, row);
    const own = neighbourhoods.filter((n) => n.community === name).map((n) => geometryBBox(n.geometry));
    if (own.length > 0) {
      view.west = Math.min(...own.map((b) => b[0]));
      view.south = Math.min(...own.map((b) => b[1]));
      view.east = Math.max(...own.map((b) => b[2]));
      view.north = Math.max(...own.map((b) => b[3]));
    }
  }
  return { mapView: padded(view) };
}
