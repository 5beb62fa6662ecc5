import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { NeighbourhoodGeoJson } from '@shared/geo/neighbourhood-geojson';
import { outlineTilesMaxZoom } from '../../../../ui/map/map-canvas';
import { centreSourceId, fillLayer, labelLayer, outlineLayer, outlineSourceId } from './map-layers';

/** The outlines (followed ones in their own colour) and the names, on the neighbourhood map. */
export function NeighbourhoodLayers({
  geoJson,
  followedIds,
}: {
  geoJson: NeighbourhoodGeoJson;
  followedIds: readonly string[];
}) {
  const fill = useMemo(() => fillLayer(followedIds), [followedIds]);
  const outline = useMemo(() => outlineLayer(followedIds), [followedIds]);
  return (
    <>
      <Source id={outlineSourceId} type="geojson" data={geoJson.outlines} maxzoom={outlineTilesMaxZoom} promoteId="id">
        <Layer {...fill} />
        <Layer {...outline} />
      </Source>
      <Source id={centreSourceId} type="geojson" data={geoJson.centres} maxzoom={outlineTilesMaxZoom}>
        <Layer {...labelLayer} />
      </Source>
    </>
  );
}
