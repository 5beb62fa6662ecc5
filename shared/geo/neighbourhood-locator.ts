import Flatbush from 'flatbush';
import type { Neighbourhood, Position } from '../neighbourhood';
import { geometryBBox, pointInGeometry } from './point-in-polygon';

type Located = Pick<Neighbourhood, 'id' | 'geometry'>;

/** Finds the neighbourhood a point lies in; `undefined` outside every one. */
export interface NeighbourhoodLocator {
  locate(point: Position): string | undefined;
}

/**
 * The spatial prefilter: a static R-tree (Flatbush) over the neighbourhoods' bounding boxes,
 * so a point is tested exactly against the two or three polygons whose boxes hold it,
 * not against every polygon of the GTA.
 */
export function createNeighbourhoodLocator(neighbourhoods: readonly Located[]): NeighbourhoodLocator {
  if (neighbourhoods.length === 0) return { locate: () => undefined };
  const index = new Flatbush(neighbourhoods.length);
  for (const neighbourhood of neighbourhoods) index.add(...geometryBBox(neighbourhood.geometry));
  index.finish();
  return {
    locate(point) {
      const [lon, lat] = point;
      const candidates = index.search(lon, lat, lon, lat);
      // Lowest index first, so a point on a shared edge always goes to the same neighbourhood.
      candidates.sort((a, b) => a - b);
      for (const i of candidates) {
        const neighbourhood = neighbourhoods[i]!;
        if (pointInGeometry(point, neighbourhood.geometry)) return neighbourhood.id;
      }
      return undefined;
    },
  };
}

/** The naive loop over every polygon: the baseline the prefilter is measured against. */
export function createNaiveNeighbourhoodLocator(neighbourhoods: readonly Located[]): NeighbourhoodLocator {
  return {
    locate: (point) => neighbourhoods.find((neighbourhood) => pointInGeometry(point, neighbourhood.geometry))?.id,
  };
}
