import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { MapLayerMouseEvent, MapRef } from 'react-map-gl/maplibre';
import { outlineSourceId } from './map-layers';

const featureId = (event: MapLayerMouseEvent) => (event.features?.[0]?.properties?.id as string | undefined) ?? null;

/**
 * Hover and selection of the outlines, drawn through maplibre's feature state (the GeoJSON is
 * not redrawn for them): the pointer over a neighbourhood, and the one whose dialog is open.
 */
export function useOutlineStates(mapRef: RefObject<MapRef | null>, selectedId: string | null) {
  const hovered = useRef<string | null>(null);
  const [pointing, setPointing] = useState(false);

  const setFeatureState = useCallback(
    (id: string | null, featureState: Record<string, boolean>) => {
      const map = mapRef.current?.getMap();
      if (id && map?.getSource(outlineSourceId)) map.setFeatureState({ source: outlineSourceId, id }, featureState);
    },
    [mapRef],
  );

  useEffect(() => {
    setFeatureState(selectedId, { selected: true });
    return () => setFeatureState(selectedId, { selected: false });
  }, [selectedId, setFeatureState]);

  const hover = (id: string | null) => {
    if (id === hovered.current) return;
    setFeatureState(hovered.current, { hover: false });
    setFeatureState(id, { hover: true });
    hovered.current = id;
    setPointing(id !== null);
  };

  return {
    pointing,
    onMouseMove: (event: MapLayerMouseEvent) => hover(featureId(event)),
    onMouseLeave: () => hover(null),
    featureId,
  };
}
