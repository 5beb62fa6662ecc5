import type { Neighbourhood } from '@shared/neighbourhood';
import { listNeighbourhoods } from './neighbourhood-repository';

/**
 * The current neighbourhood set, kept in the Lambda between requests: every sold-report call
 * needs to know whether a neighbourhood exists and its community, and the set changes only
 * with an import. A new set is picked up within `maxAgeMs`.
 */
const maxAgeMs = 60_000;

export interface NeighbourhoodDirectory {
  list: Neighbourhood[];
  byId: Map<string, Neighbourhood>;
}

let cached: { loadedAt: number; directory: Promise<NeighbourhoodDirectory> } | undefined;

export function neighbourhoodDirectory(): Promise<NeighbourhoodDirectory> {
  if (!cached || Date.now() - cached.loadedAt > maxAgeMs) {
    const directory = listNeighbourhoods().then((list) => ({ list, byId: new Map(list.map((n) => [n.id, n])) }));
    cached = { loadedAt: Date.now(), directory };
    // A failed load is not kept: the next request tries again.
    directory.catch(() => {
      if (cached?.directory === directory) cached = undefined;
    });
  }
  return cached.directory;
}

/** For tests that replace the neighbourhoods between calls. */
export function forgetNeighbourhoods(): void {
  cached = undefined;
}
