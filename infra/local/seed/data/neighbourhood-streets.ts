/**
 * The streets of one neighbourhood, for generated addresses: every listing's street is one
 * of them, so a street always runs through (or along) the neighbourhood its listing is in.
 */
export interface NeighbourhoodStreets {
  /** Main roads along or across it: some houses front onto them. */
  arterials: readonly string[];
  /** Where its condo and apartment buildings stand; absent where it has none. */
  towers?: readonly string[];
  /** Residential streets: its houses and townhouse complexes. */
  homes: readonly string[];
}
