import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { addressLine, hiddenPrice, statusLabel } from '@shared/search/listing-labels';
import type { LocationAnswer } from '@shared/search/types';
import type { SearchBox as SearchBoxComponent, SearchBoxGroup } from '../../../ui/search-box';
import { getLocation, useAddressSearch } from '../api/search-addresses';
import { neighbourhoodOutlinesQueryOptions, type NeighbourhoodOutlines } from '../api/get-neighbourhood-outlines';
import { SearchIcon } from '../../../ui/icons/action-icons';
import { fullPrice } from './listing-display';

export type MapView = LocationAnswer['mapView'];

export interface AddressSearchProps {
  signedIn: boolean;
  /** A listing was picked: open its details. */
  onListing: (mls: string) => void;
  /** A place was picked: frame it. */
  onPlace: (view: MapView) => void;
}

/** Address search debounce (document 3 §9.1). */
export const addressSearchDelay = 300;

const label = 'Search by address, MLS® number or place';
const placeholder = 'Address, MLS® or place';
const loadSearchBox = () => import('../../../ui/search-box').then((module) => module.SearchBox);

/**
 * The home-search address box (document 3 §2.3): opens on click, closes on Escape, and lists
 * Listings and Locations (places and neighbourhoods) for the text, debounced 300 ms.
 */
export function AddressSearch({ signedIn, onListing, onPlace }: AddressSearchProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  // The search box's dropdown (Combobox, floating-ui: ~25 KB) loads when the user reaches for
  // it, or shortly after the page: until then a plain input of the same look holds the text.
  const [SearchBox, setSearchBox] = useState<typeof SearchBoxComponent | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const focusOnLoad = useRef(false);
  const load = () => void loadSearchBox().then((component) => setSearchBox(() => component));
  useEffect(() => {
    const timer = window.setTimeout(load, 3000);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (SearchBox && focusOnLoad.current) wrapper.current?.querySelector('input')?.focus();
  }, [SearchBox]);
  const [debounced] = useDebouncedValue(text, addressSearchDelay);
  const search = useAddressSearch(debounced, signedIn);
  const answer = debounced.trim() ? search.data : undefined;

  const groups: SearchBoxGroup[] = [
    {
      label: 'Listings',
      items: (answer?.listings ?? []).map((listing) => ({
        key: `listing:${listing.mls}`,
        label: addressLine(listing),
        description: [
          listing.municipality,
          statusLabel(listing.status),
          listing.soldPrice !== undefined
            ? fullPrice(listing.soldPrice, listing.saleType)
            : listing.masked
              ? hiddenPrice
              : fullPrice(listing.listingPrice, listing.saleType),
        ].join(' · '),
      })),
    },
    {
      label: 'Locations',
      items: [
        ...(answer?.locations ?? []).map((location) => ({
          key: `location:${location.id}`,
          label: location.name,
          description: location.description,
        })),
        ...(answer?.neighbourhoods ?? []).map((hood) => ({
          key: `neighbourhood:${hood.id}`,
          label: hood.name,
          description: `Neighbourhood · ${hood.community}`,
        })),
      ],
    },
  ];

  const framePlace = async (id: string, neighbourhood: boolean) => {
    try {
      onPlace((await getLocation(id)).mapView);
    } catch (error) {
      // A neighbourhood the location call does not know is framed by its outline, when loaded.
      const outlines = queryClient.getQueryData<NeighbourhoodOutlines>(neighbourhoodOutlinesQueryOptions().queryKey);
      const feature = neighbourhood ? outlines?.outlines.features.find((item) => item.id === id) : undefined;
      if (feature) onPlace(boxOf(feature.geometry));
      else console.warn('The place could not be found', error);
    }
  };

  if (!SearchBox) {
    return (
      <div ref={wrapper}>
        <TextInput
          aria-label={label}
          placeholder={placeholder}
          value={text}
          leftSection={<SearchIcon size={16} />}
          onChange={(event) => setText(event.currentTarget.value)}
          onFocus={() => {
            focusOnLoad.current = true;
            load();
          }}
          radius="md"
          size="md"
        />
      </div>
    );
  }

  return (
    <div ref={wrapper}>
      <SearchBox
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={setText}
        groups={groups}
        loading={search.isFetching || (text.trim() !== debounced.trim() && text.trim().length > 0)}
        emptyText="Address not found"
        leftSection={<SearchIcon size={16} />}
        onSelect={(item) => {
          const [kind, ...rest] = item.key.split(':');
          const id = rest.join(':');
          setText(item.label);
          if (kind === 'listing') onListing(id);
          else void framePlace(id, kind === 'neighbourhood');
        }}
      />
    </div>
  );
}

/** The bounding box of a GeoJSON polygon or multipolygon. */
function boxOf(geometry: unknown): MapView {
  const box = { north: -90, south: 90, east: -180, west: 180 };
  const visit = (value: unknown) => {
    if (Array.isArray(value) && typeof value[0] === 'number') {
      const [lon, lat] = value as [number, number];
      box.north = Math.max(box.north, lat);
      box.south = Math.min(box.south, lat);
      box.east = Math.max(box.east, lon);
      box.west = Math.min(box.west, lon);
    } else if (Array.isArray(value)) value.forEach(visit);
  };
  visit((geometry as { coordinates?: unknown }).coordinates);
  return box;
}
