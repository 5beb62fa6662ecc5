import { Loader, VisuallyHidden } from '@mantine/core';
import type { ReactNode, Ref, RefObject } from 'react';
import { filterOf } from '@shared/search/search-params';
import type { RouteSaleType } from '../hooks/use-search-navigation';
import { FilterBar } from './filter-bar';
import classes from './home-search.module.css';

interface MapSearchLayoutProps {
  saleType: RouteSaleType;
  bar: ReactNode;
  areaRef?: RefObject<HTMLDivElement | null>;
  /** The line the map writes its count of listings into (search-map.tsx). */
  countRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * The map search's page: its name for screen readers, the filter bar, the count of listings, and
 * the map's area below. The count has a line of its own between the bar and the map: over the
 * map, in any corner, it hid a marker (QA L2), wherever the markers of the view fall.
 */
export function MapSearchLayout({ saleType, bar, areaRef, countRef, children }: MapSearchLayoutProps) {
  return (
    <div className={classes.mapPage}>
      {/* The gallery has its count as its heading; the map's page is named for screen readers. */}
      <VisuallyHidden component="h1">
        {saleType === 'sale' ? 'Homes for sale' : 'Homes for lease'} on the map
      </VisuallyHidden>
      {bar}
      <div ref={countRef} className={classes.mapCount} aria-live="polite" data-testid="map-count" />
      <div ref={areaRef} className={classes.mapArea}>
        {children}
      </div>
    </div>
  );
}

/** The map's area while maplibre loads. */
export function MapLoading() {
  return (
    <div className={classes.mapFallback} role="status" aria-label="Loading the map">
      <Loader />
    </div>
  );
}

const noop = () => undefined;

/**
 * The map search's prerendered frame (web/src/shells): the page as it opens, with the filter
 * bar of a first visit and the map's area loading, so that nothing moves when the app replaces
 * it (the frame is inert until then).
 */
export function MapSearchFrame() {
  const bar = (
    <FilterBar
      mapType="map"
      saleType="sale"
      filter={filterOf({}, 'Sale')}
      onPatch={noop}
      onReset={noop}
      onSaleTypeChange={noop}
      onListing={noop}
      onPlace={noop}
    />
  );
  return (
    <MapSearchLayout saleType="sale" bar={bar}>
      <MapLoading />
    </MapSearchLayout>
  );
}
