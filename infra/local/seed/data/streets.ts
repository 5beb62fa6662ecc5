import type { GtaNeighbourhoodEntry } from './gta-neighbourhoods';
import { gtaStreets } from './gta-streets';
import type { NeighbourhoodStreets } from './neighbourhood-streets';
import { torontoStreets } from './toronto-streets';

export type { NeighbourhoodStreets };

/** The neighbourhood's streets, from Toronto's table by the City's name, else by municipality and name. */
export function streetsOf(entry: Pick<GtaNeighbourhoodEntry, 'community' | 'name' | 'id'>): NeighbourhoodStreets {
  const streets =
    entry.community === 'Toronto' ? torontoStreets[entry.name] : gtaStreets[entry.community]?.[entry.name];
  if (!streets) throw new Error(`No streets for ${entry.id}`);
  return streets;
}

/**
 * Where a neighbourhood's apartments stand: its condo streets, or, where it has none (a
 * suburb's rare apartment building is on its main road), its arterials.
 */
export function towerStreets(streets: NeighbourhoodStreets): readonly string[] {
  return streets.towers ?? streets.arterials;
}

/** Every street of the neighbourhood, each once. */
export function allStreets(streets: NeighbourhoodStreets): string[] {
  return [...new Set([...streets.arterials, ...(streets.towers ?? []), ...streets.homes])];
}
