import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type RefObject } from 'react';
import { saleTypeOf } from '@shared/search/filters';
import { filterOf, searchParamsOf, type HomeSearchParams } from '@shared/search/search-params';
import { markersQueryOptions } from '../api/get-markers';
import { boundsAt, initialCentre, initialZoom, viewOfBounds } from '../map-view';
import type { RouteSaleType } from './use-search-navigation';

/**
 * The markers of the map's first view, asked for as soon as the map's box has its size: beside
 * maplibre's code and style instead of after them (issue 26). A first visit's URL has no
 * corners; the map writes the view it opens on once it exists (search-map.tsx), which is
 * computed here the same way, so the map finds its markers asked for already.
 */
export function useFirstViewMarkers(
  box: RefObject<HTMLElement | null>,
  search: HomeSearchParams,
  saleType: RouteSaleType,
  active: boolean,
): void {
  const queryClient = useQueryClient();
  useLayoutEffect(() => {
    const element = box.current;
    if (!active || !element?.clientWidth || !element.clientHeight) return;
    const bounds = boundsAt(initialCentre, initialZoom, element.clientWidth, element.clientHeight);
    // The search the map writes (use-search-navigation.ts), and the filter the page reads from it.
    const next = searchParamsOf(filterOf({ ...search, ...viewOfBounds(bounds, initialZoom) }, 'Sale'));
    const filter = filterOf(next, saleTypeOf(saleType));
    void queryClient.prefetchQuery(markersQueryOptions(filter, filter.zoom ?? initialZoom));
    // Once, for the view the map opens on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
