import { Box, Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Layer, NavigationControl, Source, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';
import type { Followings } from '@shared/followings';
import type { Neighbourhood } from '@shared/neighbourhood';
import { GeolocationBanner } from '../../../../ui/map/geolocation-banner';
import { useGeolocation } from '../../../../ui/map/geolocation';
import { MapCanvas } from '../../../../ui/map/map-canvas';
import { RecenterButton } from '../../../../ui/map/recenter-button';
import { SearchBox } from '../../../../ui/search-box';
import type { NeighbourhoodSales } from '../../api/get-neighbourhood-sales';
import { searchNeighbourhoods } from '../../neighbourhood-search';
import { SearchIcon } from '../icons';
import {
  centreCollection,
  centreSourceId,
  fillLayer,
  fillLayerId,
  initialView,
  labelLayer,
  outlineCollection,
  outlineLayer,
  outlineSourceId,
  polygonsFromZoom,
  recentreZoom,
} from './map-layers';
import { MapListLink } from './map-list-link';
import { NeighbourhoodDialog } from './neighbourhood-dialog';

interface NeighbourhoodMapProps {
  neighbourhoods: readonly Neighbourhood[];
  sales: NeighbourhoodSales;
  /** `YYYY-MM` of the sales. */
  month: string;
  signedIn: boolean;
  followings: Followings;
}

/**
 * The neighbourhood map (document 1 §2.4): outlines from zoom 12 and names from zoom 14 on
 * maplibre, a tap opens the neighbourhood's dialog, a search box finds one by name, and the
 * recentre control asks the browser where the user is. Loaded lazily: maplibre stays out of
 * every other page's code.
 */
export default function NeighbourhoodMap({
  neighbourhoods,
  sales,
  month,
  signedIn,
  followings,
}: NeighbourhoodMapProps) {
  const mapRef = useRef<MapRef>(null);
  const hovered = useRef<string | null>(null);
  const [selected, setSelected] = useState<Neighbourhood | null>(null);
  const [pointing, setPointing] = useState(false);
  const [zoom, setZoom] = useState<number>(initialView.zoom);
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, 300);
  const geolocation = useGeolocation();

  const byId = useMemo(() => new Map(neighbourhoods.map((n) => [n.id, n])), [neighbourhoods]);
  const outlines = useMemo(() => outlineCollection(neighbourhoods, followings), [neighbourhoods, followings]);
  const centres = useMemo(() => centreCollection(neighbourhoods), [neighbourhoods]);
  const matches = useMemo(() => searchNeighbourhoods(neighbourhoods, query), [neighbourhoods, query]);

  const setFeatureState = useCallback((id: string | null, state: Record<string, boolean>) => {
    const map = mapRef.current?.getMap();
    if (id && map?.getSource(outlineSourceId)) map.setFeatureState({ source: outlineSourceId, id }, state);
  }, []);

  const select = useCallback(
    (neighbourhood: Neighbourhood | null) => {
      setSelected((previous) => {
        setFeatureState(previous?.id ?? null, { selected: false });
        setFeatureState(neighbourhood?.id ?? null, { selected: true });
        return neighbourhood;
      });
    },
    [setFeatureState],
  );

  const onMouseMove = (event: MapLayerMouseEvent) => {
    const id = (event.features?.[0]?.properties?.id as string | undefined) ?? null;
    if (id === hovered.current) return;
    setFeatureState(hovered.current, { hover: false });
    setFeatureState(id, { hover: true });
    hovered.current = id;
    setPointing(id !== null);
  };

  const onMouseLeave = () => {
    setFeatureState(hovered.current, { hover: false });
    hovered.current = null;
    setPointing(false);
  };

  const onClick = (event: MapLayerMouseEvent) => {
    const id = event.features?.[0]?.properties?.id as string | undefined;
    const neighbourhood = id ? byId.get(id) : undefined;
    if (neighbourhood) select(neighbourhood);
  };

  const flyTo = (longitude: number, latitude: number) =>
    mapRef.current?.flyTo({ center: [longitude, latitude], zoom: recentreZoom, duration: 900 });

  return (
    <Box pos="relative" h="calc(100dvh - 64px)" mih={420}>
      <MapCanvas
        ref={mapRef}
        label="Neighbourhood map"
        initialViewState={initialView}
        interactiveLayerIds={[fillLayerId]}
        onMouseMove={onMouseMove}
        onMouseLeave={onMouseLeave}
        onClick={onClick}
        onZoomEnd={(event) => setZoom(event.viewState.zoom)}
        cursor={pointing ? 'pointer' : 'grab'}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <Source id={outlineSourceId} type="geojson" data={outlines} promoteId="id">
          <Layer {...fillLayer} />
          <Layer {...outlineLayer} />
        </Source>
        <Source id={centreSourceId} type="geojson" data={centres}>
          <Layer {...labelLayer} />
        </Source>
      </MapCanvas>

      <Box pos="absolute" top={12} left={12} w="min(380px, calc(100% - 68px))" style={{ zIndex: 4 }}>
        <Paper shadow="md" radius="md">
          <SearchBox
            label="Search neighbourhoods"
            placeholder="Search a neighbourhood"
            value={text}
            onChange={setText}
            leftSection={<SearchIcon size={18} />}
            groups={[
              {
                label: 'Neighbourhoods',
                items: matches.map((n) => ({ key: n.id, label: n.name, description: n.community })),
              },
            ]}
            loading={text !== query}
            emptyText="No neighbourhood matches that name."
            onSelect={(item) => {
              const neighbourhood = byId.get(item.key);
              if (!neighbourhood) return;
              setText(neighbourhood.name);
              flyTo(neighbourhood.centre[0], neighbourhood.centre[1]);
              select(neighbourhood);
            }}
          />
        </Paper>
      </Box>
      <MapListLink />

      {zoom < polygonsFromZoom && (
        <Paper
          pos="absolute"
          top={76}
          left="50%"
          shadow="sm"
          radius="xl"
          px="md"
          py={6}
          style={{ transform: 'translateX(-50%)', zIndex: 3 }}
        >
          <Text size="sm">Zoom in to see the neighbourhoods</Text>
        </Paper>
      )}

      <RecenterButton
        locating={geolocation.locating}
        onClick={() => geolocation.locate(({ lat, lon }) => flyTo(lon, lat))}
      />
      <GeolocationBanner message={geolocation.error} onDismiss={geolocation.dismiss} />

      <NeighbourhoodDialog
        neighbourhood={selected}
        sales={sales}
        month={month}
        signedIn={signedIn}
        onClose={() => select(null)}
      />
    </Box>
  );
}
