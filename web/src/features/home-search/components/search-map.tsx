import { Alert, Button, Loader, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Layer, NavigationControl, Source, type MapRef } from 'react-map-gl/maplibre';
import { activeWord, soldWord } from '@shared/search/listing-labels';
import { clusterZoomStep, markerAction, markerIds, markersCountLine } from '@shared/search/map-markers';
import { apiQueryString, type SearchFilter } from '@shared/search/search-params';
import type { Marker as SearchMarker } from '@shared/search/types';
import { consented, subscribeToConsent } from '../../../lib/consent';
import { isRecord, isText, readStored, writeStored } from '../../../lib/stored-value';
import { useNeighbourhoodGeoJson } from '../../../lib/neighbourhoods';
import { GeolocationBanner } from '../../../ui/map/geolocation-banner';
import { useGeolocation } from '../../../ui/map/geolocation';
import { MapCanvas, mapFont, outlineTilesMaxZoom } from '../../../ui/map/map-canvas';
import { RecenterButton } from '../../../ui/map/recenter-button';
import { useMarkers } from '../api/get-markers';
import { initialCentre, initialZoom, viewOfBounds, type MapViewChange } from '../map-view';
import { tabbableMarkers, type MapBox } from '../tabbable-markers';
import { visitorMonthsNote } from '../visitor-months';
import type { MapView } from './address-search';
import { MapMarker } from './map-marker';
import { QuickViewPanel } from './quick-view-panel';
import classes from './search-map.module.css';

/** Document 3 §9.1: the recentre zoom, and the bounds debounce (the first view: map-view.ts). */
export const recentreZoom = 14;
export const boundsDelay = 500;

export interface SearchMapProps {
  filter: SearchFilter;
  /**
   * Whether the URL carries corners: the map opens on them, else on the initial centre; and
   * markers are asked for only once the map has written its own view there.
   */
  hasCorners: boolean;
  ready: boolean;
  onViewChange: (view: MapViewChange) => void;
  /** A place to frame (the address search); `key` changes for each request. */
  fitTarget: { view: MapView; key: number } | null;
  /** Signed out: a short sold window is whole calendar months (visitor-months.ts), which the count says. */
  visitor?: boolean;
  /** The page's line above the map, where the count of listings goes (MapSearchLayout). */
  countLine?: HTMLElement | null;
}

interface Selection {
  mid: string;
  ids: string[];
  /** The filters it was picked under: another filter closes it (its listings may no longer match). */
  filters: string;
}

/**
 * The card or list open on the map, with the search it is open on, kept for the tab's session:
 * a phone opens a listing in the same tab, and Back, which loads that search again, finds the
 * list where it was rather than closed (QA 75c).
 */
const leftOpenKey = 'homeSearch.openOnMap';
const isLeftOpen = (value: unknown): value is { search: string; selection: Selection } =>
  isRecord(value) &&
  isText(value.search) &&
  isRecord(value.selection) &&
  isText(value.selection.mid) &&
  isText(value.selection.filters) &&
  Array.isArray(value.selection.ids) &&
  value.selection.ids.every(isText);

/** The filters without the view, to tell a new search from a moved map. */
const filtersKey = (filter: SearchFilter) =>
  apiQueryString({ ...filter, zoom: undefined }).replace(/topLeft=[^&]*&bottomRight=[^&]*&?/, '');

/** The view's corners, shrunk around its centre to the largest box the API takes. */
function viewOf(map: MapRef): MapViewChange {
  const bounds = map.getBounds();
  return viewOfBounds(
    { north: bounds.getNorth(), south: bounds.getSouth(), east: bounds.getEast(), west: bounds.getWest() },
    map.getZoom(),
  );
}

/**
 * Moves the map so the picked marker stays in sight beside the quick view: the panel covers
 * the left 400 px on a wide screen, and the lower part of a phone's screen.
 */
function keepClearOfPanel(map: MapRef, { lat, lon }: { lat: number; lon: number }) {
  const { x, y } = map.project([lon, lat]);
  const { clientWidth: width, clientHeight: height } = map.getContainer();
  if (width > 768) {
    if (x < 420) map.panBy([x - 480, 0]);
  } else if (y > height * 0.4) {
    map.panBy([0, y - height * 0.25]);
  }
}

/**
 * What is drawn over the map, in its pixels: the cookie banner while it is unanswered, whose
 * markers Tab must skip (QA 48c M4). Read when the markers are measured, after layout.
 */
function coveredBoxes(container: HTMLElement): MapBox[] {
  const banner = consented() ? null : document.querySelector('[data-consent-banner]');
  if (!banner) return [];
  const map = container.getBoundingClientRect();
  const box = banner.getBoundingClientRect();
  return [
    { left: box.left - map.left, top: box.top - map.top, right: box.right - map.left, bottom: box.bottom - map.top },
  ];
}

/**
 * The map search (document 3 §2.3): clusters and price markers for the view, refetched when
 * the view settles (500 ms), a quick view for one listing and a list for several, the
 * neighbourhood outlines as a faint base layer, recentring on the user at zoom 14.
 */
export default function SearchMap({
  filter,
  hasCorners,
  ready,
  onViewChange,
  fitTarget,
  visitor = false,
  countLine = null,
}: SearchMapProps) {
  const months = visitorMonthsNote(filter, visitor);
  const mapRef = useRef<MapRef>(null);
  const [created, setCreated] = useState(false);
  const search = apiQueryString(filter);
  const [selection, setSelection] = useState<Selection | null>(() => {
    const leftOpen = readStored(sessionStorage, leftOpenKey, isLeftOpen);
    return leftOpen?.search === search ? leftOpen.selection : null;
  });
  useEffect(
    () => writeStored(sessionStorage, leftOpenKey, selection ? { search, selection } : undefined),
    [search, selection],
  );
  const geolocation = useGeolocation();
  const outlines = useNeighbourhoodGeoJson();
  const markers = useMarkers(filter, filter.zoom ?? initialZoom, ready && created && hasCorners);

  const report = useCallback(() => {
    if (mapRef.current) onViewChange(viewOf(mapRef.current));
  }, [onViewChange]);
  const reportLater = useDebouncedCallback(report, boundsDelay);

  useEffect(() => {
    if (!fitTarget || !mapRef.current) return;
    const { north, south, east, west } = fitTarget.view;
    mapRef.current.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      { padding: 48, maxZoom: 16, duration: 800 },
    );
  }, [fitTarget]);

  const filters = filtersKey(filter);
  const selected = selection?.filters === filters ? selection : null;
  const closeSelection = useCallback(() => setSelection(null), []);
  const pick = useCallback(
    (marker: SearchMarker) => {
      const map = mapRef.current;
      if (markerAction(marker) === 'zoom' && map) {
        setSelection(null);
        // The cluster goes with the view it was drawn in: a keyboard user's focus stays on the
        // map, whose arrows pan and +/- zoom, rather than falling to the page (QA 48c M3).
        if (document.activeElement?.closest('[data-testid="map-cluster"]')) map.getCanvas().focus();
        map.easeTo({
          center: [marker.location.lon, marker.location.lat],
          zoom: Math.min(map.getZoom() + clusterZoomStep, map.getMaxZoom()),
        });
        return;
      }
      setSelection({ mid: marker.mid, ids: markerIds(marker), filters });
      if (map) keepClearOfPanel(map, marker.location);
    },
    [filters],
  );

  const [south, north] = [filter.bottomRight.lat, filter.topLeft.lat];
  const [west, east] = [filter.topLeft.lng, filter.bottomRight.lng];
  const shown = markers.data;

  // The markers Tab reaches: those inside the map's box, measured again when the markers change
  // and when the view has moved or the map was resized (QA 39 M8).
  const [tabbable, setTabbable] = useState<ReadonlySet<string>>(() => new Set());
  const measureTabbable = useCallback(() => {
    const map = mapRef.current;
    if (!map || !shown) return;
    const container = map.getContainer();
    const { clientWidth: width, clientHeight: height } = container;
    setTabbable(
      tabbableMarkers(
        shown.markers,
        ({ lat, lon }) => map.project([lon, lat]),
        { width, height },
        coveredBoxes(container),
      ),
    );
  }, [shown]);
  useEffect(() => {
    if (created) measureTabbable();
  }, [created, measureTabbable]);
  // The cookie banner answered goes: the markers it hid are reached again (QA 48c M4).
  useEffect(() => subscribeToConsent(measureTabbable), [measureTabbable]);

  return (
    <div className={classes.wrap}>
      <MapCanvas
        ref={mapRef}
        label="Map of listings"
        initialViewState={hasCorners ? { bounds: [west, south, east, north] } : { ...initialCentre, zoom: initialZoom }}
        minZoom={8}
        maxZoom={18}
        onCreated={() => {
          setCreated(true);
          report();
        }}
        onMoveEnd={() => {
          measureTabbable();
          reportLater();
        }}
        onResize={measureTabbable}
        onClick={closeSelection}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {outlines && (
          <>
            <Source id="neighbourhoods" type="geojson" data={outlines.outlines} maxzoom={outlineTilesMaxZoom}>
              <Layer id="neighbourhood-fill" type="fill" paint={{ 'fill-color': '#0b7c76', 'fill-opacity': 0.035 }} />
              <Layer
                id="neighbourhood-line"
                type="line"
                paint={{ 'line-color': '#0b7c76', 'line-opacity': 0.2, 'line-width': 1 }}
              />
            </Source>
            <Source id="neighbourhood-names" type="geojson" data={outlines.centres} maxzoom={outlineTilesMaxZoom}>
              <Layer
                id="neighbourhood-label"
                type="symbol"
                minzoom={13}
                layout={{ 'text-field': ['get', 'name'], 'text-font': mapFont, 'text-size': 12 }}
                paint={{ 'text-color': '#3b5f5c', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 }}
              />
            </Source>
          </>
        )}
        {shown?.markers.map((marker) => (
          <MapMarker
            key={marker.mid}
            marker={marker}
            selected={selected?.mid === marker.mid}
            tabbable={tabbable.has(marker.mid)}
            onPick={pick}
          />
        ))}
      </MapCanvas>

      {countLine &&
        createPortal(
          <>
            <span>{shown ? markersCountLine(shown) : 'Loading listings'}</span>
            {months && (
              <span className={classes.countNote}>
                {months.short}
                <VisuallyHidden>. {months.full}</VisuallyHidden>
              </span>
            )}
            {markers.isFetching && <Loader size={12} />}
          </>,
          countLine,
        )}
      {markers.isError && (
        <Alert className={classes.error} color="red" variant="filled" p="xs" radius="md">
          The listings could not be loaded.{' '}
          <Button size="compact-xs" variant="white" color="red" onClick={() => void markers.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      <div className={classes.legend} aria-hidden>
        <span>
          <i style={{ background: '#e03131' }} /> {activeWord(filter.saleType)}
        </span>
        <span>
          <i style={{ background: '#4263eb' }} /> {soldWord(filter.saleType)}
        </span>
        <span>
          <i style={{ background: '#495057' }} /> Both
        </span>
      </div>

      {selected && <QuickViewPanel ids={selected.ids} onClose={closeSelection} />}
      <RecenterButton
        locating={geolocation.locating}
        onClick={() =>
          geolocation.locate(({ lat, lon }) => mapRef.current?.flyTo({ center: [lon, lat], zoom: recentreZoom }))
        }
      />
      <GeolocationBanner message={geolocation.error} onDismiss={geolocation.dismiss} />
    </div>
  );
}
