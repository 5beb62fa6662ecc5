import type { ExpressionSpecification } from 'maplibre-gl';
import type { LayerProps } from 'react-map-gl/maplibre';
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

const brand = '#0b7c76';
const followedColour = '#f08c00';

/**
 * Whether a neighbourhood is followed, read by the paint from the ids: a follow restyles the
 * layers and leaves the outlines' GeoJSON (one per neighbourhood list) as it is.
 */
const followed = (ids: readonly string[]): ExpressionSpecification => ['in', ['get', 'id'], ['literal', ids]];
const state = (name: 'hover' | 'selected'): ExpressionSpecification => ['boolean', ['feature-state', name], false];

export function fillLayer(followedIds: readonly string[]): LayerProps {
  return {
    id: fillLayerId,
    type: 'fill',
    source: outlineSourceId,
    minzoom: polygonsFromZoom,
    paint: {
      'fill-color': ['case', followed(followedIds), followedColour, brand],
      'fill-opacity': ['case', state('selected'), 0.42, state('hover'), 0.3, ['case', followed(followedIds), 0.2, 0.1]],
    },
  };
}

export function outlineLayer(followedIds: readonly string[]): LayerProps {
  return {
    id: 'neighbourhood-outline',
    type: 'line',
    source: outlineSourceId,
    minzoom: polygonsFromZoom,
    paint: {
      'line-color': ['case', followed(followedIds), followedColour, brand],
      'line-width': ['case', state('hover'), 2.5, 1.2],
      'line-opacity': 0.85,
    },
  };
}

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
