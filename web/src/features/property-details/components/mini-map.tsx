import { Marker } from 'react-map-gl/maplibre';
import { MapCanvas } from '../../../ui/map/map-canvas';

/** Maps driven by one property open at zoom 14 (document 3 §9.1). */
export const detailZoom = 14;

/** The property on a small map (loaded with maplibre, only when the map scrolls into view). */
export default function MiniMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  return (
    <MapCanvas
      label={`Map of ${label}`}
      initialViewState={{ latitude: lat, longitude: lng, zoom: detailZoom }}
      minZoom={9}
      maxZoom={17}
      cooperativeGestures
    >
      <Marker latitude={lat} longitude={lng} anchor="bottom">
        <svg width="30" height="40" viewBox="0 0 30 40" aria-hidden>
          <path
            d="M15 39s13-14.2 13-24A13 13 0 0 0 2 15c0 9.8 13 24 13 24z"
            fill="#e03131"
            stroke="#fff"
            strokeWidth="2"
          />
          <circle cx="15" cy="15" r="5" fill="#fff" />
        </svg>
      </Marker>
    </MapCanvas>
  );
}
