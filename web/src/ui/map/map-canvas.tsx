import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { forwardRef, useEffect, useMemo, type ReactNode } from 'react';
import Map, { AttributionControl, type MapProps, type MapRef } from 'react-map-gl/maplibre';
import { webConfig } from '../../lib/web-config';
import classes from './map-canvas.module.css';

// maplibre's worker as a file Vite emits, not a blob built at run time (DESIGN "Known facts").
maplibregl.setWorkerUrl(workerUrl);

/** The font of map labels: its glyphs are served by the site (web/map-glyphs.ts). */
export const mapFont = ['Noto Sans Regular'];

/**
 * The offline base style: a plain land colour and the site's own glyphs. Layers the pages
 * add (neighbourhoods, markers) draw on it, and nothing is fetched from a tile or font
 * server. A deployment sets `mapStyleUrl` in /config.json for a full basemap.
 */
export function blankMapStyle(): maplibregl.StyleSpecification {
  return {
    version: 8,
    glyphs: `${window.location.origin}/glyphs/{fontstack}/{range}.pbf`,
    sources: {},
    layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#eef1ec' } }],
  };
}

/**
 * The deepest zoom the outlines' GeoJSON is cut into tiles at; deeper views draw those tiles
 * magnified (exact enough: a tile holds 8,192 units a side). At the pages' zoom 14 the view
 * needs one or two tiles a source instead of six: fewer tiles for maplibre's worker to cut, and
 * fewer frames drawn while they arrive (each frame's drawing is the main cost of a map's load).
 */
export const outlineTilesMaxZoom = 12;

export interface MapCanvasProps extends Omit<MapProps, 'mapStyle' | 'mapLib'> {
  children?: ReactNode;
  /** Accessible name of the map region. */
  label: string;
  /**
   * Called once the map exists, with its view set: before maplibre's `load`, which waits for
   * every source's tiles from its worker (under load, once for over 150 s). What the pages draw
   * as HTML over the map (markers) needs only the view.
   */
  onCreated?: () => void;
}

/** Mounted by react-map-gl only once its map exists (children wait for it). */
function Created({ onCreated }: { onCreated: () => void }) {
  useEffect(() => {
    onCreated();
    // Once, for the map's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** A maplibre map on the product's style; the pages put their layers and controls inside. */
export const MapCanvas = forwardRef<MapRef, MapCanvasProps>(function MapCanvas(
  { children, label, style, onCreated, ...props },
  ref,
) {
  // One object for the map's life: a new one on a render is a setStyle, which removes the
  // layers the pages added, and they are added, tiled and drawn again.
  const mapStyle = useMemo(() => webConfig().mapStyleUrl ?? blankMapStyle(), []);
  return (
    <div role="region" aria-label={label} className={classes.region}>
      <Map
        ref={ref}
        mapLib={maplibregl}
        mapStyle={mapStyle}
        style={{ width: '100%', height: '100%', ...style }}
        attributionControl={false}
        dragRotate={false}
        touchPitch={false}
        // Labels appear at once instead of fading in: a fade redraws the map for 300 ms, frame
        // after frame, while the page is still loading.
        fadeDuration={0}
        // The canvas at CSS pixels, not the screen's 2–3 device pixels per CSS pixel: it holds
        // the faint outlines and names (markers and controls are HTML and stay sharp), and each
        // frame drawn while the map loads costs the square of the ratio (issue 26, the bench's
        // map pages: about half their blocking time went to drawing frames).
        pixelRatio={1}
        {...props}
      >
        <AttributionControl compact position="bottom-right" />
        {onCreated && <Created onCreated={onCreated} />}
        {children}
      </Map>
    </div>
  );
});
