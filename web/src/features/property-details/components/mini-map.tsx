import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import type { NeighbourhoodListAnswer } from '@shared/sold-report/types';
import { apiRequest } from '../../../lib/api-client';
import { MapCanvas, mapFont } from '../../../ui/map/map-canvas';

/** Maps driven by one property open at zoom 14 (document 3 §9.1). */
export const detailZoom = 14;

/** `GET /neighbourhoods` (public, cached): the outlines around the property, for context on the offline map. */
async function getOutlines(): Promise<{ outlines: FeatureCollection; centres: FeatureCollection }> {
  const { neighbourhoods } = await apiRequest<NeighbourhoodListAnswer>('/neighbourhoods');
  return {
    outlines: {
      type: 'FeatureCollection',
      features: neighbourhoods.map((hood) => ({
        type: 'Feature',
        properties: { id: hood.id },
        geometry: hood.geometry,
      })),
    },
    // Labels sit on the centres: a polygon's label would repeat on every tile it spans.
    centres: {
      type: 'FeatureCollection',
      features: neighbourhoods.map((hood) => ({
        type: 'Feature',
        properties: { id: hood.id, name: hood.name },
        geometry: { type: 'Point', coordinates: hood.centre },
      })),
    },
  };
}

export interface MiniMapProps {
  lat: number;
  lng: number;
  label: string;
  neighbourhoodId?: string;
}

/** The property on a small map with its neighbourhood outlined (loaded with maplibre, when scrolled into view). */
export default function MiniMap({ lat, lng, label, neighbourhoodId }: MiniMapProps) {
  const outlines = useQuery({
    queryKey: ['property-details', 'neighbourhood-outlines'],
    queryFn: getOutlines,
    staleTime: Infinity,
    retry: 1,
  }).data;
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
          <Source id="neighbourhoods" type="geojson" data={outlines.outlines}>
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
          <Source id="neighbourhood-centres" type="geojson" data={outlines.centres}>
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
