import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { filterOf, searchParamsOf, validateHomeSearch, type HomeSearchParams } from '@shared/search/search-params';

export type MapType = 'map' | 'gallery';
export type RouteSaleType = 'sale' | 'lease';

/** A change to some filters: a field set to undefined goes back to its default. */
export type SearchPatch = { [K in keyof HomeSearchParams]?: HomeSearchParams[K] | undefined };

/** Whether a change adds a history entry (`push`), which Back then undoes; else it replaces the entry. */
export interface HistoryStep {
  push?: boolean;
}

/**
 * Moves between search views. Filters live in the URL (document 3 §2.5); a change replaces the
 * entry unless it asks to be a step of its own (`HistoryStep`: a round of filtering is, so Back
 * undoes it; a move of the map or a sort is not, so Back does not walk through each).
 */
export function useSearchNavigation() {
  const navigate = useNavigate({ from: '/home-search/$mapType/$saleType' });
  const router = useRouter();

  /**
   * Applies a patch; the result is checked by the filter schema and written canonically. Not once
   * another page is on its way: the map reports its view 500 ms after it settles, and that report,
   * made while the next page loaded, navigated with that page's params, to
   * /home-search/undefined/undefined, instead of it (QA 77b H1).
   */
  const patchSearch = useCallback(
    (patch: SearchPatch, step: HistoryStep = {}) => {
      if (!router.latestLocation.pathname.startsWith('/home-search/')) return;
      void navigate({
        search: (previous) => searchParamsOf(filterOf({ ...previous, ...patch }, 'Sale')),
        replace: !step.push,
        resetScroll: false,
      });
    },
    [navigate, router],
  );

  /** Sets the whole search (Reset). */
  const replaceSearch = useCallback(
    (search: HomeSearchParams, step: HistoryStep = {}) =>
      void navigate({ search, replace: !step.push, resetScroll: false }),
    [navigate],
  );

  /** The sale/lease toggle clears the price range and replaces the route (document 3 §2.5). */
  const switchSaleType = useCallback(
    (saleType: RouteSaleType) =>
      void navigate({
        params: (previous) => ({ ...previous, saleType }),
        search: (previous) => {
          const { minPrice: _min, maxPrice: _max, ...rest } = validateHomeSearch(previous);
          return rest;
        },
        replace: true,
      }),
    [navigate],
  );

  return { patchSearch, replaceSearch, switchSaleType };
}
