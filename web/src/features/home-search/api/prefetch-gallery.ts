import type { QueryClient } from '@tanstack/react-query';
import { saleTypeOf } from '@shared/search/filters';
import { filterOf, validateHomeSearch } from '@shared/search/search-params';
import { photoUrl } from '../../../lib/photo-url';
import { galleryQueryOptions } from './get-properties';

/**
 * The gallery's first page, asked for by the route's loader as the page's code loads, not once
 * the page has drawn (issue 26). The filter is made as the page makes it (home-search.tsx), so
 * the page finds the same query. Its own chunk: the filter schema (zod) stays out of the entry.
 */
export async function prefetchGallery(
  queryClient: QueryClient,
  raw: Record<string, unknown>,
  saleType: 'sale' | 'lease',
): Promise<void> {
  const filter = filterOf(validateHomeSearch(raw), saleTypeOf(saleType));
  // The gallery drops unused pages at once (gcTime 0); the prefetched page must outlive the wait
  // for the page to mount, which then holds it.
  const options = { ...galleryQueryOptions(filter), gcTime: 10_000 };
  await queryClient.prefetchInfiniteQuery(options);
  preloadFirstPhoto(queryClient.getQueryData(options.queryKey)?.pages[0]?.hits[0]?.photo);
}

/**
 * The first card's photo, the page's largest paint, fetched as soon as the page is known
 * rather than once the cards are drawn (the card asks for it with the same address).
 */
function preloadFirstPhoto(photo: string | undefined): void {
  if (!photo) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = photoUrl(photo);
  link.fetchPriority = 'high';
  document.head.append(link);
}
