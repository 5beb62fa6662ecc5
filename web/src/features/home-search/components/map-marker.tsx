import { memo } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import { clusterSize } from '@shared/search/map-markers';
import type { Marker as SearchMarker } from '@shared/search/types';
import { pinLabel, pinPrice } from '../tabbable-markers';
import classes from './map-marker.module.css';

export interface MapMarkerProps {
  marker: SearchMarker;
  selected: boolean;
  /** Whether Tab reaches it: only a marker inside the map's box does (tabbable-markers.ts). */
  tabbable: boolean;
  onPick: (marker: SearchMarker) => void;
}

const kindWords = { active: 'on the market', sold: 'sold or leased', normal: 'on the market and sold' } as const;

/**
 * One marker (document 3 §2.3): a cluster sized by the digits of its count, or a listing's
 * shortened price ('****' where a visitor may not see it). Green while selected.
 */
export const MapMarker = memo(function MapMarker({ marker, selected, tabbable, onPick }: MapMarkerProps) {
  const tone = `${classes[marker.kind]} ${selected ? classes.selected : ''}`;
  const isCluster = marker.type === 'cluster';
  const price = pinPrice(marker);
  const tabIndex = tabbable ? 0 : -1;
  return (
    <Marker
      longitude={marker.location.lon}
      latitude={marker.location.lat}
      anchor={isCluster ? 'center' : 'bottom'}
      style={{ zIndex: selected ? 3 : isCluster ? 1 : 2 }}
      onClick={(event) => {
        event.originalEvent.stopPropagation();
        onPick(marker);
      }}
    >
      {isCluster ? (
        <button
          type="button"
          className={`${classes.cluster} ${tone}`}
          style={{ width: clusterSize(marker.count), height: clusterSize(marker.count) }}
          aria-label={`${marker.count} listings ${kindWords[marker.kind]}`}
          aria-pressed={selected}
          tabIndex={tabIndex}
          data-testid="map-cluster"
        >
          {marker.count.toLocaleString('en-US')}
        </button>
      ) : (
        <button
          type="button"
          className={`${classes.price} ${tone}`}
          aria-label={pinLabel(marker)}
          aria-pressed={selected}
          tabIndex={tabIndex}
          data-testid="map-price-marker"
        >
          {price}
        </button>
      )}
    </Marker>
  );
});
