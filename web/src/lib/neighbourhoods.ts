import { queryOptions, useQuery } from '@tanstack/react-query';
import { neighbourhoodGeoJson } from '@shared/geo/neighbourhood-geojson';
import type { Neighbourhood } from '@shared/neighbourhood';
import { api } from './api/client';

/*
 * The neighbourhood list is read by three features (the sold reports' index and map, the home
 * search's base layer and address search, the property page's mini-map), which do not import
 * each other: it lives here, as one query with one cache key, so a visit loads it once.
 */

/** `GET /neighbourhoods`: every neighbourhood with its community, centre and outline. */
export async function getNeighbourhoods(): Promise<Neighbourhood[]> {
  return (await api.property.neighbourhoods()).neighbourhoods;
}

export function neighbourhoodsQueryOptions() {
  // The set changes only with an import: one load per visit is plenty. A failure is not
  // cached as an empty list: the query retries, and the page offers to try again.
  return queryOptions({ queryKey: ['neighbourhoods'], queryFn: getNeighbourhoods, staleTime: 30 * 60_000 });
}

/** The same query, as the maps draw it (outlines and name points); built once per list. */
export function neighbourhoodGeoJsonQueryOptions() {
  return queryOptions({ ...neighbourhoodsQueryOptions(), select: neighbourhoodGeoJson });
}

/** The maps' outlines, when loaded: a base layer that a failure leaves out (the query retries on the next visit). */
export function useNeighbourhoodGeoJson() {
  return useQuery(neighbourhoodGeoJsonQueryOptions()).data;
}
