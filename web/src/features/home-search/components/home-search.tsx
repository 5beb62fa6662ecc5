import { Container } from '@mantine/core';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { saleTypeOf, type Sort } from '@shared/search/filters';
import { filterOf, resetSearchParams, cornerText, type HomeSearchParams } from '@shared/search/search-params';
import { useFirstViewMarkers } from '../hooks/use-first-view-markers';
import { useSearchNavigation, type MapType, type RouteSaleType } from '../hooks/use-search-navigation';
import type { MapView } from './address-search';
import { FilterBar } from './filter-bar';
import { Gallery } from './gallery';
import { MapErrorBoundary } from './map-error-boundary';
import { MapLoading, MapSearchLayout } from './map-search-layout';
import type { MapViewChange } from '../map-view';

// maplibre (~250 KB gzipped) loads only with the map view, never with the gallery.
const SearchMap = lazy(() => import('./search-map'));

export interface HomeSearchProps {
  mapType: MapType;
  saleType: RouteSaleType;
  search: HomeSearchParams;
  /** False while the session is read: nothing is fetched until it is known. */
  sessionReady: boolean;
  /** Signed out: sold windows are whole calendar months (DECISIONS row 35), which the gallery says. */
  visitor?: boolean;
  /** Opens a listing's details page (from the address search). */
  onOpenListing: (mls: string) => void;
}

/** A place's box as corners, opened up a little when it is one point (a street of one house). */
function cornersOf({ north, south, east, west }: MapView): Pick<HomeSearchParams, 'topLeft' | 'bottomRight'> {
  const pad = 0.004;
  return {
    topLeft: cornerText({ lat: Math.max(north, south + pad) + pad / 2, lng: Math.min(west, east - pad) - pad / 2 }),
    bottomRight: cornerText({ lat: south - pad / 2, lng: east + pad / 2 }),
  };
}

/** The home-search page (document 3 §2.3–2.5): the filter bar over the map or the gallery. */
export function HomeSearch({
  mapType,
  saleType,
  search,
  sessionReady,
  visitor = false,
  onOpenListing,
}: HomeSearchProps) {
  const filter = filterOf(search, saleTypeOf(saleType));
  const { patchSearch, replaceSearch, switchSaleType } = useSearchNavigation();
  const [fitTarget, setFitTarget] = useState<{ view: MapView; key: number } | null>(null);
  const hasCorners = Boolean(search.topLeft && search.bottomRight);
  const mapArea = useRef<HTMLDivElement>(null);
  // The map writes its count into the page's line above it (MapSearchLayout).
  const [countLine, setCountLine] = useState<HTMLDivElement | null>(null);
  useFirstViewMarkers(mapArea, search, saleType, mapType === 'map' && !hasCorners);

  const onViewChange = useCallback((view: MapViewChange) => patchSearch(view), [patchSearch]);
  const onPlace = useCallback(
    (view: MapView) => {
      if (mapType === 'map') setFitTarget((previous) => ({ view, key: (previous?.key ?? 0) + 1 }));
      else patchSearch({ ...cornersOf(view), zoom: undefined });
    },
    [mapType, patchSearch],
  );

  const bar = (
    <FilterBar
      mapType={mapType}
      saleType={saleType}
      filter={filter}
      onPatch={patchSearch}
      onReset={(step) => replaceSearch(resetSearchParams(search), step)}
      onSaleTypeChange={switchSaleType}
      onListing={onOpenListing}
      onPlace={onPlace}
      visitor={visitor}
    />
  );

  if (mapType === 'gallery') {
    return (
      <>
        {bar}
        <Container size="xl">
          <Gallery
            filter={filter}
            ready={sessionReady}
            visitor={visitor}
            onSortChange={(sort: Sort) => patchSearch({ sort })}
          />
        </Container>
      </>
    );
  }

  return (
    <MapSearchLayout saleType={saleType} bar={bar} areaRef={mapArea} countRef={setCountLine}>
      <MapErrorBoundary saleType={saleType}>
        <Suspense fallback={<MapLoading />}>
          <SearchMap
            filter={filter}
            hasCorners={hasCorners}
            ready={sessionReady}
            onViewChange={onViewChange}
            fitTarget={fitTarget}
            visitor={visitor}
            countLine={countLine}
          />
        </Suspense>
      </MapErrorBoundary>
    </MapSearchLayout>
  );
}
