import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import type { NeighbourhoodListAnswer } from '@shared/sold-report/types';
import { apiRequest } from '../../../lib/api-client';

/** GeoJSON of the neighbourhoods' outlines and their names, for the map's faint base layer. */
export interface NeighbourhoodOutlines {
  outlines: FeatureCollection;
  labels: FeatureCollection;
}

/** `GET /neighbourhoods` (public, cached by the browser): every outline of the GTA. */
export async function getNeighbourhoodOutlines(): Promise<NeighbourhoodOutlines> {
  const { neighbourhoods } = await apiRequest<NeighbourhoodListAnswer>('/neighbourhoods');
  return {
    outlines: {
      type: 'FeatureCollection',
      features: neighbourhoods.map((hood) => ({
        type: 'Feature',
        id: hood.id,
        properties: { id: hood.id },
        geometry: hood.geometry,
      })),
    },
    labels: {
      type: 'FeatureCollection',
      features: neighbourhoods.map((hood) => ({
        type: 'Feature',
        properties: { name: hood.name },
        geometry: { type: 'Point', coordinates: hood.centre },
      })),
    },
  };
}

export function neighbourhoodOutlinesQueryOptions() {
  return queryOptions({
    queryKey: ['home-search', 'neighbourhood-outlines'],
    queryFn: getNeighbourhoodOutlines,
    staleTime: Infinity,
    retry: 1,
  });
}

/** The outlines are a nice-to-have: a failure leaves the map without them, silently. */
export function useNeighbourhoodOutlines() {
  return useQuery(neighbourhoodOutlinesQueryOptions()).data;
}
