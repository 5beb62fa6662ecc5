import type { Neighbourhood, NeighbourhoodGeometry, Position } from '../neighbourhood';

/** What every neighbourhood feature carries: maps colour, label and hit-test by these. */
export type NeighbourhoodFeatureProperties = { id: string; name: string };

export type NeighbourhoodFeature<G> = {
  type: 'Feature';
  /** The neighbourhood id: maplibre's feature state and `promoteId` key on it. */
  id: string;
  properties: NeighbourhoodFeatureProperties;
  geometry: G;
};

export type NeighbourhoodFeatureCollection<G> = { type: 'FeatureCollection'; features: NeighbourhoodFeature<G>[] };

export type NeighbourhoodGeoJson = {
  outlines: NeighbourhoodFeatureCollection<NeighbourhoodGeometry>;
  /** One point per neighbourhood, at its centre, for its name. */
  centres: NeighbourhoodFeatureCollection<{ type: 'Point'; coordinates: Position }>;
};

/**
 * The neighbourhood list as the maps draw it: the outlines, and the names on the centres (a
 * polygon's own label would repeat on every tile it spans). Every map of the site (the
 * neighbourhood map, the search map's base layer, the property page's mini-map) draws these.
 */
export function neighbourhoodGeoJson(neighbourhoods: readonly Neighbourhood[]): NeighbourhoodGeoJson {
  const feature = <G>(hood: Neighbourhood, geometry: G): NeighbourhoodFeature<G> => ({
    type: 'Feature',
    id: hood.id,
    properties: { id: hood.id, name: hood.name },
    geometry,
  });
  return {
    outlines: { type: 'FeatureCollection', features: neighbourhoods.map((hood) => feature(hood, hood.geometry)) },
    centres: {
      type: 'FeatureCollection',
      features: neighbourhoods.map((hood) => feature(hood, { type: 'Point' as const, coordinates: hood.centre })),
    },
  };
}
