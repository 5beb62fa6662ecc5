import type { PropertyType } from '../property-types';

/*
 * Comparables of the same kind (issue 25, finding 6): a home's comparables come from its own
 * property type first, and from the rest of its segment only when too few of its own remain;
 * a house never from multi-residential unless it is one.
 */

const houses: readonly PropertyType[] = ['detatched', 'semiDetatched', 'freeholdTownhouse'];
const condos: readonly PropertyType[] = ['condo', 'condoTownhouse'];

/** The types a home's comparables may widen to, beyond its own: its segment, a house never to multi. */
export function widerComparableTypes(type: PropertyType): PropertyType[] {
  if (type === 'multi') return [...houses];
  const segment = condos.includes(type) ? condos : houses;
  return segment.filter((other) => other !== type);
}

/**
 * The first `count` candidates (in the caller's order of preference) of the home's own type;
 * when fewer, the best of the wider types after them. Never a type outside the two.
 */
export function sameKindFirst<T extends { type: PropertyType }>(
  candidates: readonly T[],
  type: PropertyType,
  count: number,
): T[] {
  const own = candidates.filter((candidate) => candidate.type === type).slice(0, count);
  if (own.length >= count) return own;
  const wider = widerComparableTypes(type);
  return [...own, ...candidates.filter((candidate) => wider.includes(candidate.type)).slice(0, count - own.length)];
}

/**
 * How unlike a home a candidate is, as a buyer or an agent comparing them reads it: kilometres
 * away, plus 1.5 per bedroom of difference, plus 4 per unit of |ln(ratio)| of each measure
 * compared: the interior size (a home twice the size counts as 2.8 km further) and, for the
 * property page's and a valuation's similar listings, the list price beside it.
 */
export function unlikeness(distanceKm: number, bedroomGap: number, ...logRatios: number[]): number {
  return distanceKm + 1.5 * Math.abs(bedroomGap) + logRatios.reduce((sum, ratio) => sum + 4 * Math.abs(ratio), 0);
}

/** What a report's proposal knows of a home: bedrooms and interior size (sq ft), when known. */
export interface HomeLikeness {
  bedrooms?: number;
  size?: number;
}

/**
 * The candidates most like the home first (`unlikeness`; ties keep the given order). A size or
 * a bedroom count either side does not know (or that is not a finite number) adds nothing.
 */
export function mostAlikeFirst<T extends HomeLikeness & { distanceKm: number }>(
  candidates: readonly T[],
  home: HomeLikeness,
): T[] {
  const known = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);
  const gap = (a: number | undefined, b: number | undefined) => (known(a) && known(b) ? a - b : 0);
  const logRatio = (a: number | undefined, b: number | undefined) =>
    known(a) && known(b) && a > 0 && b > 0 ? Math.log(a / b) : 0;
  return candidates
    .map((candidate, i) => ({
      candidate,
      i,
      score: unlikeness(
        candidate.distanceKm,
        gap(candidate.bedrooms, home.bedrooms),
        logRatio(candidate.size, home.size),
      ),
    }))
    .sort((a, b) => a.score - b.score || a.i - b.i)
    .map(({ candidate }) => candidate);
}

/** How far a proposed comparable's price may lie from the home's value, either way, before it is proposed only for want of others. */
export const proposalPriceFactor = 1.5;

/**
 * The candidates sold within a factor of 1.5 of the home's value first, then the rest, each part
 * in the given order. A reader compares the sales as they are: a sale 73% above a semi's value,
 * beyond every similar sale the summary shows, reads as another kind of home (QA 23a), so it is
 * proposed only when too few lie nearer. Without a value (or a price), the order stands.
 */
export function nearPriceFirst<T extends { price?: number }>(candidates: readonly T[], value: number | undefined): T[] {
  if (value === undefined || !(value > 0)) return [...candidates];
  const near = (price: number | undefined) =>
    price === undefined || !(price > 0) || Math.abs(Math.log(price / value)) <= Math.log(proposalPriceFactor);
  return [...candidates.filter((c) => near(c.price)), ...candidates.filter((c) => !near(c.price))];
}
