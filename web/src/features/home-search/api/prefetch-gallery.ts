import type { QueryClient } from '@tanstack/react-query';
import { saleTypeOf } from '@shared/search/filters';
import { filterOf, validateHomeSearch } from '@shared/search/search-params';
import { galleryQueryOptions } from './get-properties';

/**
 * The gallery's first page, asked for by the route's loader as the page's code loads, not once
 * the page has drawn (issue 26). The filter is made as the page makes it (home-search.tsx), so
 * the page finds the same query. Its own chunk: the filter schema (zod) stays out of the entry.
 */
export function prefetchGallery(queryClient: QueryClient, raw: Record<string, unknown>, saleType: 'sale' | 'lease') {
  const filter = filterOf(validateHomeSearch(raw), saleTypeOf(saleType));
  // The gallery drops unused pages at once (gcTime 0); the prefetched page must outlive the wait
  // for the page to mount, which then holds it.
  return queryClient.prefetchInfiniteQuery({ ...galleryQueryOptions(filter), gcTime: 10_000 });
}
