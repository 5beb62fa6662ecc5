import { maxBoxSpan } from '@shared/search/filters';
import { cornerText } from '@shared/search/search-params';

/** Document 3 §9.1: the search map's first view. */
export const initialCentre = { latitude: 43.7074, longitude: -79.376385 };
export const initialZoom = 11;

/** What the map writes into the URL for its view: corners and a whole zoom (search-map.tsx). */
export interface MapViewChange {
  topLeft: string;
  bottomRight: string;
  zoom: number;
}

export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/**
 * How far under a whole zoom a view's zoom may read and still be that zoom: a view fitted to the
 * corners a link carries comes out a hair under the zoom they were written at (12.999 for 13), and
 * the floor took it a level down, so a reloaded or shared link asked for coarser clusters, most
 * of them off the screen (QA 55b M2). A hundredth of a level is 0.7% of the scale.
 */
const zoomTolerance = 0.01;

/** A view's corners, shrunk around its centre to the largest box the API takes, and its whole zoom. */
export function viewOfBounds({ north, south, east, west }: Bounds, zoom: number): MapViewChange {
  const centre = { lat: (north + south) / 2, lng: (east + west) / 2 };
  const halfLat = Math.min((north - south) / 2, maxBoxSpan.lat / 2 - 1e-3);
  const halfLng = Math.min((east - west) / 2, maxBoxSpan.lng / 2 - 1e-3);
  const clampLat = (lat: number) => Math.max(-85, Math.min(85, lat));
  const clampLng = (lng: number) => Math.max(-180, Math.min(180, lng));
  return {
    topLeft: cornerText({ lat: clampLat(centre.lat + halfLat), lng: clampLng(centre.lng - halfLng) }),
    bottomRight: cornerText({ lat: clampLat(centre.lat - halfLat), lng: clampLng(centre.lng + halfLng) }),
    zoom: Math.max(0, Math.min(22, Math.floor(zoom + zoomTolerance))),
  };
}

/**
 * The bounds a map of `width`×`height` CSS pixels shows centred on `centre` at `zoom`, as
 * maplibre computes them (Web Mercator, 512-pixel tiles): so that the markers of the map's
 * first view can be asked for before maplibre has even loaded (issue 26).
 */
export function boundsAt(
  centre: { latitude: number; longitude: number },
  zoom: number,
  width: number,
  height: number,
): Bounds {
  const worldSize = 512 * 2 ** zoom;
  const x = ((centre.longitude + 180) / 360) * worldSize;
  const y = ((1 - Math.log(Math.tan(Math.PI / 4 + (centre.latitude * Math.PI) / 360)) / Math.PI) / 2) * worldSize;
  const lngOf = (px: number) => (px / worldSize) * 360 - 180;
  const latOf = (py: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / worldSize))) * 180) / Math.PI;
  return {
    west: lngOf(x - width / 2),
    east: lngOf(x + width / 2),
    north: latOf(y - height / 2),
    south: latOf(y + height / 2),
  };
}
