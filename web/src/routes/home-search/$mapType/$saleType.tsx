import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { propertyDetailsHref } from '@shared/search/listing-labels';
import { validateHomeSearch, type HomeSearchParams } from '@shared/search/search-params';
import { useSession } from '../../../features/auth/hooks/use-session';
import { HomeSearch } from '../../../features/home-search/components/home-search';
import { neighbourhoodsQueryOptions } from '../../../lib/neighbourhoods';
import { oneOf, parseParams } from '../../../lib/route-params';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { pageHead } from '../../../lib/page-head';

/** Document 3 §2.1: mapType is map or gallery, saleType sale or lease. */
const mapTypes = ['map', 'gallery'] as const;
const saleTypes = ['sale', 'lease'] as const;

function homeSearchParams(raw: Record<string, string | undefined>) {
  const mapType = oneOf(mapTypes, raw.mapType);
  const saleType = oneOf(saleTypes, raw.saleType);
  return mapType && saleType ? { mapType, saleType } : undefined;
}

// Outside the route's options, so that the params' type is this function's, not inferred from them.
const parseHomeSearchParams = parseParams(homeSearchParams);

/**
 * The URL's filters as the router holds them: values as written, unchecked. The one filter
 * schema (shared/search/filters.ts) checks them in the page, which loads zod anyway, so that
 * the router's code (in every page's first load) does not need zod.
 */
export type RawHomeSearch = { [K in keyof HomeSearchParams]?: unknown };

function rawHomeSearch(search: Record<string, unknown>): RawHomeSearch {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') raw[key] = value;
  }
  return raw;
}

export const Route = createFileRoute('/home-search/$mapType/$saleType')({
  head: () => pageHead('Home Search'),
  params: { parse: parseHomeSearchParams, stringify: (params) => params },
  validateSearch: rawHomeSearch,
  loaderDeps: ({ search }) => search,
  // The gallery's first page, or the map's outlines (its markers: use-first-view-markers.ts),
  // load beside the page's code (not awaited: the page shows its own loading state, and a
  // failure its own message).
  loader: ({ context, params, deps }) => {
    if (params.mapType === 'map') {
      void context.queryClient.prefetchQuery(neighbourhoodsQueryOptions());
      return;
    }
    void import('../../../features/home-search/api/prefetch-gallery')
      .then(({ prefetchGallery }) => prefetchGallery(context.queryClient, deps, params.saleType))
      .catch(() => undefined);
  },
  component: HomeSearchPage,
});

function HomeSearchPage() {
  const { mapType, saleType } = Route.useParams();
  const raw = Route.useSearch();
  // The filters live in the search params, checked and made canonical by the filter schema.
  const search = useMemo(() => validateHomeSearch(raw), [raw]);
  const session = useSession();
  useDocumentTitle(`Homes for ${saleType === 'lease' ? 'Lease' : 'Sale'}${mapType === 'map' ? ' on the Map' : ''}`);
  const navigate = useNavigate();
  const openListing = useCallback((mls: string) => void navigate({ href: propertyDetailsHref(mls) }), [navigate]);
  return (
    <HomeSearch
      mapType={mapType}
      saleType={saleType}
      search={search}
      sessionReady={session.status !== 'loading'}
      visitor={session.status === 'signedOut'}
      onOpenListing={openListing}
    />
  );
}
