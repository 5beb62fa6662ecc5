import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sortQuickView } from '@shared/search/map-markers';
import type { PropertySummary } from '@shared/search/types';
import { api } from '../../../lib/api/client';
import { viewerKey } from '../../../lib/stored-session';

/** The most ids one call takes (shared/search/filters.ts `quickViewQuerySchema`). */
const idsPerCall = 100;

/** `GET /quickview?ids=`: the listings of markers (document 3 §7.2). */
export async function getQuickView(ids: readonly string[], signal?: AbortSignal): Promise<PropertySummary[]> {
  const listings: PropertySummary[] = [];
  for (let start = 0; start < ids.length; start += idsPerCall) {
    const chunk = ids.slice(start, start + idsPerCall).join(',');
    listings.push(...(await api.property.quickView({ query: { ids: chunk } }, { signal })).hits);
  }
  return listings;
}

const listingKey = (mls: string) => ['home-search', 'quickview', viewerKey(), mls] as const;

/**
 * The listings of some markers, cached per MLS number (document 3 §7.2): reopening a marker,
 * or a list that shares listings with one already seen, fetches only what is missing.
 */
export async function quickViewListings(
  queryClient: QueryClient,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<PropertySummary[]> {
  const missing = ids.filter((mls) => !queryClient.getQueryData(listingKey(mls)));
  if (missing.length > 0) {
    for (const listing of await getQuickView(missing, signal)) {
      queryClient.setQueryData(listingKey(listing.mls), listing);
    }
  }
  const found = ids
    .map((mls) => queryClient.getQueryData<PropertySummary>(listingKey(mls)))
    .filter((listing): listing is PropertySummary => listing !== undefined);
  return sortQuickView(found);
}

export function useQuickView(ids: readonly string[] | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['home-search', 'quickview-set', viewerKey(), ids?.join(',') ?? ''],
    queryFn: ({ signal }) => quickViewListings(queryClient, ids ?? [], signal),
    enabled: Boolean(ids?.length),
    staleTime: 5 * 60_000,
  });
}
