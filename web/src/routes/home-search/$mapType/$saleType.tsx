import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as z from 'zod';
import { propertyDetailsHref } from '@shared/search/listing-labels';
import { validateHomeSearch } from '@shared/search/search-params';
import { useSession } from '../../../features/auth/hooks/use-session';
import { HomeSearch } from '../../../features/home-search/components/home-search';
import { parseParams } from '../../../lib/route-params';

/** Document 3 §2.1: mapType is map or gallery, saleType sale or lease. */
const homeSearchParams = z.object({
  mapType: z.enum(['map', 'gallery']),
  saleType: z.enum(['sale', 'lease']),
});

export const Route = createFileRoute('/home-search/$mapType/$saleType')({
  params: { parse: parseParams(homeSearchParams), stringify: (params) => params },
  // The filters live in the search params, checked by the one filter schema (shared/search/filters.ts).
  validateSearch: validateHomeSearch,
  component: HomeSearchPage,
});

function HomeSearchPage() {
  const { mapType, saleType } = homeSearchParams.parse(Route.useParams());
  const search = Route.useSearch();
  const session = useSession();
  const navigate = useNavigate();
  const openListing = useCallback((mls: string) => void navigate({ href: propertyDetailsHref(mls) }), [navigate]);
  return (
    <HomeSearch
      mapType={mapType}
      saleType={saleType}
      search={search}
      signedIn={session.status === 'signedIn'}
      sessionReady={session.status !== 'loading'}
      onOpenListing={openListing}
    />
  );
}
