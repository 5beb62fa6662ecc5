import type { Listing } from '@shared/listing';
import type { PropertyType } from '@shared/property-types';
import type { PropertySummary } from '@shared/search/types';
import { unlikeness } from '@shared/home-value/comparable-kinds';
import type { NeighbourhoodGeometry } from '@shared/neighbourhood';
import { geometryBBox, pointInGeometry } from '@shared/geo/point-in-polygon';
import { sizeOf } from '@shared/valuation/features';
import { classOfCodes } from './filter';
import type { SearchIndex } from './search-index';
import { dictAt, noneU32, textAt } from './table-codec';

/** Each carousel of the property page shows this many (document 3 §2.6). */
export const similarCount = 8;
/** Search radii in kilometres, widened until both carousels are full. */
const radiiKm = [1, 3, 8, 20];
const kmPerDegree = 111.32;

/**
 * Similar listings for the property page: same sale type and property type, nearby, with
 * about as many bedrooms, about the same interior size and about the same price. Scored by
 * distance in km, plus 1.5 per bedroom of difference, plus 4 per unit of |ln(size ratio)| when
 * both sizes are known (QA 59b: a 2-bedroom townhouse of 1,100–1,500 sq ft was shown one of
 * 2,000–2,500 sq ft and four bathrooms), plus 4 per unit of |ln(price ratio)|, on list prices
 * only (a visitor's carousel must not rank by a sold price it withholds). With `widerTypes` (a
 * valuation's comparables, issue 25), a carousel still short of its own type at the widest
 * radius is filled, after them, with the best of those types. `size`: the home's interior size
 * (sq ft, `sizeOf`'s reading), when it is not the listing's own. `activeWithin`: the property
 * page's neighbourhood, whose "More {type} Homes in {neighbourhood}" (document 3 §2.6) then holds
 * only homes inside it, fewer rather than others (QA 68a M1: 14 of 40 pages listed none there).
 */
export function similarListings(
  index: SearchIndex,
  listing: Listing,
  today: number,
  signedIn: boolean,
  widerTypes: readonly PropertyType[] = [],
  size: number | undefined = sizeOf(listing) ?? listing.estFootage,
  activeWithin?: NeighbourhoodGeometry,
): { similarActive: PropertySummary[]; similarSold: PropertySummary[] } {
  const table = index.listings;
  const { lat, lon } = listing.location;
  const lonScale = Math.cos((lat * Math.PI) / 180);
  const known = (value: number) => (value === noneU32 ? undefined : value);
  const sizeAt = (row: number) =>
    sizeOf({ footageFrom: known(table.footageFrom[row]!), footageTo: known(table.footageTo[row]!) }) ??
    known(table.estFootage[row]!);
  const score = (row: number) => {
    const km = Math.hypot((table.lat[row]! - lat) * kmPerDegree, (table.lon[row]! - lon) * kmPerDegree * lonScale);
    const beds = Math.abs(table.bedroom[row]! - listing.bedroom);
    const price = Math.log(Math.max(1, table.listingPrice[row]!) / Math.max(1, listing.listingPrice));
    const other = sizeAt(row);
    const sized = other !== undefined && other > 0 && size !== undefined && size > 0;
    return unlikeness(km, beds, price, sized ? Math.log(other / size) : 0);
  };
  const best = (rows: number[], count = similarCount) =>
    rows
      .map((row) => ({ row, score: score(row) }))
      .sort((a, b) => a.score - b.score || a.row - b.row)
      .slice(0, count)
      .map(({ row }) => index.summary(row, today, signedIn));
  const own = nearbyOfTypes(index, listing, [listing.type]);
  const active = best(activeWithin ? activeInside(index, listing, activeWithin) : own.active);
  const sold = best(own.sold);
  if (widerTypes.length > 0 && (active.length < similarCount || sold.length < similarCount)) {
    const wider = nearbyOfTypes(index, listing, widerTypes);
    active.push(...best(wider.active, similarCount - active.length));
    sold.push(...best(wider.sold, similarCount - sold.length));
  }
  return { similarActive: active, similarSold: sold };
}

/**
 * The rows of these types and the listing's sale type in a box, on the market and sold, never the
 * listing or its own address; `keep` narrows them further (a neighbourhood's outline).
 */
function rowsInBox(
  index: SearchIndex,
  listing: Listing,
  types: readonly PropertyType[],
  [minLon, minLat, maxLon, maxLat]: readonly [number, number, number, number],
  keep: (row: number) => boolean = () => true,
) {
  const table = index.listings;
  const classes = classOfCodes(table.status.values);
  const found = { active: [] as number[], sold: [] as number[] };
  for (const row of index.snapshot.points.range(minLon, minLat, maxLon, maxLat)) {
    if (dictAt(table.saleType, row) !== listing.saleType) continue;
    if (!types.includes(dictAt(table.type, row) as PropertyType)) continue;
    const mls = textAt(table.mls, row);
    if (mls === listing.mls) continue;
    if (textAt(table.address, row) === listing.address && textAt(table.unit, row) === (listing.unit ?? '')) continue;
    if (!keep(row)) continue;
    const kind = classes[table.status.codes[row]!];
    if (kind === 1) found.active.push(row);
    else if (kind === 2) found.sold.push(row);
  }
  return found;
}

/** The listing's type and sale type on the market inside a neighbourhood's outline. */
function activeInside(index: SearchIndex, listing: Listing, geometry: NeighbourhoodGeometry): number[] {
  const table = index.listings;
  return rowsInBox(index, listing, [listing.type], geometryBBox(geometry), (row) =>
    pointInGeometry([table.lon[row]!, table.lat[row]!], geometry),
  ).active;
}

/**
 * The rows of these types and the listing's sale type near it, on the market and sold, never
 * the listing or its own address: the radius widens until both hold `similarCount`, then once more.
 */
function nearbyOfTypes(index: SearchIndex, listing: Listing, types: readonly PropertyType[]) {
  const { lat, lon } = listing.location;
  const lonScale = Math.cos((lat * Math.PI) / 180);
  const within = (radius: number) => {
    const dLat = radius / kmPerDegree;
    const dLon = dLat / Math.max(lonScale, 0.1);
    return rowsInBox(index, listing, types, [lon - dLon, lat - dLat, lon + dLon, lat + dLat]);
  };
  let found = { active: [] as number[], sold: [] as number[] };
  for (const [i, radius] of radiiKm.entries()) {
    found = within(radius);
    if (found.active.length >= similarCount && found.sold.length >= similarCount) {
      // One ring further, for the score to weigh: a home just like it a few kilometres away is
      // likelier than a larger one next door (QA 59b: the first ring held only eight, three of
      // them of a third more bedrooms and twice the size).
      const next = radiiKm[i + 1];
      return next === undefined ? found : within(next);
    }
  }
  return found;
}
