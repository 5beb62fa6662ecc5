import { memo } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import { clusterSize } from '@shared/search/map-markers';
import { hiddenPrice } from '@shared/search/listing-labels';
import { shortenPrice } from '@shared/search/price-format';
import type { Marker as SearchMarker } from '@shared/search/types';
import classes from './map-marker.module.css';

export interface MapMarkerProps {
  marker: SearchMarker;
  selected: boolean;
  onPick: (marker: SearchMarker) => void;
}

const kindWords = { active: 'on the market', sold: 'sold or leased', normal: 'on the market and sold' } as const;

/**
 * One marker (document 3 §2.3): a cluster sized by the digits of its count, or a listing's
 * shortened price ('****' where a visitor may not see it). Green while selected.
 */
export const MapMarker = memo(function MapMarker({ marker, selected, onPick }: MapMarkerProps) {
  const tone = `${classes[marker.kind]} ${selected ? classes.selected : ''}`;
  const isCluster = marker.type === 'cluster';
  const price = marker.price === null || marker.price === undefined ? hiddenPrice : shortenPrice(marker.price);
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
          data-testid="map-cluster"
        >
          {marker.count.toLocaleString('en-US')}
        </button>
      ) : (
        <button
          type="button"
          className={`${classes.price} ${tone}`}
          aria-label={`Listing at ${price}`}
          aria-pressed={selected}
          data-testid="map-price-marker"
        >
          {price}
        </button>
      )}
    </Marker>
  );
});
