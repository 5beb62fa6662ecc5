import type { FeatureCollection, Point, Polygon, MultiPolygon } from 'geojson';
import type { LayerProps } from 'react-map-gl/maplibre';
import type { Followings } from '@shared/followings';
import type { Neighbourhood } from '@shared/neighbourhood';
import { mapFont } from '../../../../ui/map/map-canvas';

/** Document 1 §2.4, §9: polygons from zoom 12, labels from zoom 14. */
export const polygonsFromZoom = 12;
export const labelsFromZoom = 14;
/** The spec's initial view, and the zoom the recentre control uses. */
export const initialView = { latitude: 43.681, longitude: -79.371, zoom: 14 } as const;
export const recentreZoom = 14;

export const outlineSourceId = 'neighbourhoods';
export const centreSourceId = 'neighbourhood-centres';
export const fillLayerId = 'neighbourhood-fill';

interface NeighbourhoodProperties {
  id: string;
  name: string;
  followed: boolean;
}

/** The outlines, as GeoJSON features keyed by the neighbourhood id (feature state uses it). */
export function outlineCollection(
  neighbourhoods: readonly Neighbourhood[],
  followings: Followings,
): FeatureCollection<Polygon | MultiPolygon, NeighbourhoodProperties> {
  return {
    type: 'FeatureCollection',
    features: neighbourhoods.map((n) => ({
      type: 'Feature',
      properties: { id: n.id, name: n.name, followed: n.id in followings.neighbourhoods },
      geometry: n.geometry,
    })),
  };
}

/** One label per neighbourhood, at its centre (a polygon's own labels would repeat per tile). */
export function centreCollection(
  neighbourhoods: readonly Neighbourhood[],
): FeatureCollection<Point, Pick<NeighbourhoodProperties, 'id' | 'name'>> {
  return {
    type: 'FeatureCollection',
    features: neighbourhoods.map((n) => ({
      type: 'Feature',
      properties: { id: n.id, name: n.name },
      geometry: { type: 'Point', coordinates: n.centre },
    })),
  };
}

const brand = '#0b7c76';
const followed = '#f08c00';

export const fillLayer: LayerProps = {
  id: fillLayerId,
  type: 'fill',
  source: outlineSourceId,
  minzoom: polygonsFromZoom,
  paint: {
    'fill-color': ['case', ['get', 'followed'], followed, brand],
    'fill-opacity': [
      'case',
      ['boolean', ['feature-state', 'selected'], false],
      0.42,
      ['boolean', ['feature-state', 'hover'], false],
      0.3,
      ['case', ['get', 'followed'], 0.2, 0.1],
    ],
  },
};

export const outlineLayer: LayerProps = {
  id: 'neighbourhood-outline',
  type: 'line',
  source: outlineSourceId,
  minzoom: polygonsFromZoom,
  paint: {
    'line-color': ['case', ['get', 'followed'], followed, brand],
    'line-width': ['case', ['boolean', ['feature-state', 'hover'], false], 2.5, 1.2],
    'line-opacity': 0.85,
  },
};

export const labelLayer: LayerProps = {
  id: 'neighbourhood-label',
  type: 'symbol',
  source: centreSourceId,
  minzoom: labelsFromZoom,
  layout: {
    'text-field': ['get', 'name'],
    'text-font': mapFont,
    'text-size': 13,
    'text-max-width': 8,
    'text-padding': 4,
  },
  paint: {
    'text-color': '#1f2d2c',
    'text-halo-color': 'rgba(255, 255, 255, 0.92)',
    'text-halo-width': 1.6,
  },
};
