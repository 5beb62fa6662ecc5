import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import { useNeighbourhoodGeoJson } from '../../../lib/neighbourhoods';
import { MapCanvas, mapFont, outlineTilesMaxZoom } from '../../../ui/map/map-canvas';
import { MapPin } from '../../../ui/map/map-pin';

/** Maps driven by one property open at zoom 14 (document 3 §9.1). */
export const detailZoom = 14;

export interface MiniMapProps {
  lat: number;
  lng: number;
  label: string;
  neighbourhoodId?: string;
}

/** The property on a small map with its neighbourhood outlined (loaded with maplibre, when scrolled into view). */
export default function MiniMap({ lat, lng, label, neighbourhoodId }: MiniMapProps) {
  const outlines = useNeighbourhoodGeoJson();
  const current = ['==', ['get', 'id'], neighbourhoodId ?? ''];
  return (
    <MapCanvas
      label={`Map of ${label}`}
      initialViewState={{ latitude: lat, longitude: lng, zoom: detailZoom }}
      minZoom={9}
      maxZoom={17}
      cooperativeGestures
    >
      {outlines && (
        <>
          <Source id="neighbourhoods" type="geojson" data={outlines.outlines} maxzoom={outlineTilesMaxZoom}>
            <Layer
              id="neighbourhood-fill"
              type="fill"
              filter={current as never}
              paint={{ 'fill-color': '#0b7c76', 'fill-opacity': 0.1 }}
            />
            <Layer
              id="neighbourhood-line"
              type="line"
              paint={{
                'line-color': '#0b7c76',
                'line-opacity': ['case', current, 0.8, 0.25] as never,
                'line-width': ['case', current, 2, 1] as never,
              }}
            />
          </Source>
          <Source id="neighbourhood-centres" type="geojson" data={outlines.centres} maxzoom={outlineTilesMaxZoom}>
            <Layer
              id="neighbourhood-label"
              type="symbol"
              layout={{ 'text-field': ['get', 'name'], 'text-font': mapFont, 'text-size': 12 }}
              paint={{
                'text-color': ['case', current, '#0b5f5a', '#6b7f7d'] as never,
                'text-halo-color': '#ffffff',
                'text-halo-width': 1.5,
              }}
            />
          </Source>
        </>
      )}
      <Marker latitude={lat} longitude={lng} anchor="bottom">
        <MapPin />
      </Marker>
    </MapCanvas>
  );
}
