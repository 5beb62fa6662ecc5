import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { pageSize, resultCap } from '@shared/search/filters';
import { apiQuery, apiQueryString, type SearchFilter } from '@shared/search/search-params';
import type { PropertiesAnswer } from '@shared/search/types';
import { api } from '../../../lib/api/client';
import { viewerKey } from '../../../lib/stored-session';

/** `GET /properties`: one page of the gallery (document 3 §7.2). */
export function getProperties(filter: SearchFilter, from: number, signal?: AbortSignal): Promise<PropertiesAnswer> {
  return api.property.properties(
    { query: apiQuery({ ...filter, zoom: undefined }, { from, size: pageSize }) },
    { signal },
  );
}

/** The map's zoom means nothing to a page of results: left out, so panning does not change the key. */
const pageQuery = (filter: SearchFilter, from: number) =>
  apiQueryString({ ...filter, zoom: undefined }, { from, size: pageSize });

/** The offset of the next page, or undefined at the end (all loaded, or the 10,000 cap). */
export function nextFrom(pages: readonly PropertiesAnswer[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.hits.length, 0);
  const total = pages[pages.length - 1]?.total ?? 0;
  const lastPageEmpty = pages[pages.length - 1]?.hits.length === 0;
  return loaded < total && loaded < resultCap && !lastPageEmpty ? loaded : undefined;
}

/**
 * The gallery's pages for a filter: a new filter or sort is a new key, so the gallery
 * restarts from zero (document 3 §2.4). Answers differ by viewer (masked for visitors): the key
 * names the viewer, so a visitor's page is never shown to a user.
 */
export function galleryQueryOptions(filter: SearchFilter) {
  return infiniteQueryOptions({
    queryKey: ['home-search', 'properties', { viewer: viewerKey(), query: pageQuery(filter, 0) }],
    queryFn: ({ pageParam, signal }) => getProperties(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextFrom(pages),
    // Unused pages are dropped at once: coming back to a filter starts from zero (document 3 §2.4).
    gcTime: 0,
  });
}

export function useGallery(filter: SearchFilter, enabled: boolean) {
  return useInfiniteQuery({ ...galleryQueryOptions(filter), enabled });
}
