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
