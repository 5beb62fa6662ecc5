import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryString, type SearchFilter } from '@shared/search/search-params';
import type { MarkersAnswer } from '@shared/search/types';
import { apiRequest } from '../../../lib/api-client';

/** `GET /markers`: the clusters and price markers of a map view (document 3 §7.2). */
export function getMarkers(filter: SearchFilter, zoom: number, signal?: AbortSignal): Promise<MarkersAnswer> {
  return apiRequest<MarkersAnswer>(`/markers?${apiQueryString(filter, { zoom })}`, { signal });
}

export function markersQueryOptions(filter: SearchFilter, zoom: number, signedIn: boolean) {
  return queryOptions({
    queryKey: ['home-search', 'markers', { signedIn, query: apiQueryString(filter, { zoom }) }],
    queryFn: ({ signal }) => getMarkers(filter, zoom, signal),
    staleTime: 60_000,
  });
}

/** The view's markers; the previous view's stay on the map while the next one loads. */
export function useMarkers(filter: SearchFilter, zoom: number, signedIn: boolean, enabled: boolean) {
  return useQuery({ ...markersQueryOptions(filter, zoom, signedIn), enabled, placeholderData: keepPreviousData });
}
