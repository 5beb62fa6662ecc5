import { Box } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { NavigationControl, type MapRef } from 'react-map-gl/maplibre';
import type { NeighbourhoodGeoJson } from '@shared/geo/neighbourhood-geojson';
import type { Neighbourhood } from '@shared/neighbourhood';
import { GeolocationBanner } from '../../../../ui/map/geolocation-banner';
import { useGeolocation } from '../../../../ui/map/geolocation';
import { MapCanvas } from '../../../../ui/map/map-canvas';
import { RecenterButton } from '../../../../ui/map/recenter-button';
import type { NeighbourhoodFollowing } from '../../following';
import { fillLayerId, initialView, polygonsFromZoom, recentreZoom } from './map-layers';
import { MapListLink } from './map-list-link';
import { NeighbourhoodDialog } from './neighbourhood-dialog';
import { NeighbourhoodFinder } from './neighbourhood-finder';
import { NeighbourhoodLayers } from './neighbourhood-layers';
import { useOutlineStates } from './use-outline-states';
import { ZoomHint } from './zoom-hint';

interface NeighbourhoodMapProps {
  neighbourhoods: readonly Neighbourhood[];
  /** The same list as the map draws it. */
  geoJson: NeighbourhoodGeoJson;
  /** `YYYY-MM`: the month of the dialog's sales. */
  month: string;
  /** The signed-in user's followings and follow controls. */
  following?: NeighbourhoodFollowing;
}

const noIds: string[] = [];

/**
 * The neighbourhood map (document 1 §2.4): outlines from zoom 12 and names from zoom 14 on
 * maplibre, a tap opens the neighbourhood's dialog, a search box finds one by name, and the
 * recentre control asks the browser where the user is. Loaded lazily: maplibre stays out of
 * every other page's code.
 */
export default function NeighbourhoodMap({ neighbourhoods, geoJson, month, following }: NeighbourhoodMapProps) {
  const mapRef = useRef<MapRef>(null);
  const [selected, setSelected] = useState<Neighbourhood | null>(null);
  const [zoom, setZoom] = useState<number>(initialView.zoom);
  const geolocation = useGeolocation();
  const outlines = useOutlineStates(mapRef, selected?.id ?? null);

  const byId = useMemo(() => new Map(neighbourhoods.map((n) => [n.id, n])), [neighbourhoods]);
  const followings = following?.followings;
  const followedIds = useMemo(() => (followings ? Object.keys(followings.neighbourhoods) : noIds), [followings]);

  const flyTo = (longitude: number, latitude: number) =>
    mapRef.current?.flyTo({ center: [longitude, latitude], zoom: recentreZoom, duration: 900 });

  return (
    <Box pos="relative" h="calc(100dvh - 64px)" mih={420}>
      <MapCanvas
        ref={mapRef}
        label="Neighbourhood map"
        initialViewState={initialView}
        interactiveLayerIds={[fillLayerId]}
        onMouseMove={outlines.onMouseMove}
        onMouseLeave={outlines.onMouseLeave}
        onClick={(event) => {
          const id = outlines.featureId(event);
          const neighbourhood = id ? byId.get(id) : undefined;
          if (neighbourhood) setSelected(neighbourhood);
        }}
        onZoomEnd={(event) => setZoom(event.viewState.zoom)}
        cursor={outlines.pointing ? 'pointer' : 'grab'}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <NeighbourhoodLayers geoJson={geoJson} followedIds={followedIds} />
      </MapCanvas>

      <NeighbourhoodFinder
        neighbourhoods={neighbourhoods}
        onFound={(neighbourhood) => {
          flyTo(neighbourhood.centre[0], neighbourhood.centre[1]);
          setSelected(neighbourhood);
        }}
      />
      <MapListLink />
      {zoom < polygonsFromZoom && <ZoomHint />}

      <RecenterButton
        locating={geolocation.locating}
        onClick={() => geolocation.locate(({ lat, lon }) => flyTo(lon, lat))}
      />
      <GeolocationBanner message={geolocation.error} onDismiss={geolocation.dismiss} />

      <NeighbourhoodDialog
        neighbourhood={selected}
        month={month}
        FollowButton={following?.Button}
        onClose={() => setSelected(null)}
      />
    </Box>
  );
}
