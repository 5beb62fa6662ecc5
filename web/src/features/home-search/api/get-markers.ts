import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery, apiQueryString, type SearchFilter } from '@shared/search/search-params';
import type { MarkersAnswer } from '@shared/search/types';
import { api } from '../../../lib/api/client';
import { viewerKey } from '../../../lib/stored-session';

/** `GET /markers`: the clusters and price markers of a map view (document 3 §7.2). */
export function getMarkers(filter: SearchFilter, zoom: number, signal?: AbortSignal): Promise<MarkersAnswer> {
  return api.property.markers({ query: apiQuery(filter, { zoom }) }, { signal });
}

/** Answers differ by viewer (sold prices for users): the key names the viewer. */
export function markersQueryOptions(filter: SearchFilter, zoom: number) {
  return queryOptions({
    queryKey: ['home-search', 'markers', { viewer: viewerKey(), query: apiQueryString(filter, { zoom }) }],
    queryFn: ({ signal }) => getMarkers(filter, zoom, signal),
    staleTime: 60_000,
  });
}

/** The view's markers; the previous view's stay on the map while the next one loads. */
export function useMarkers(filter: SearchFilter, zoom: number, enabled: boolean) {
  return useQuery({ ...markersQueryOptions(filter, zoom), enabled, placeholderData: keepPreviousData });
}
