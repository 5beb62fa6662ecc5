import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { geometryBBox } from '@shared/geo/point-in-polygon';
import type { SaleType } from '@shared/listing';
import type { Neighbourhood } from '@shared/neighbourhood';
import type { LocationAnswer } from '@shared/search/types';
import { neighbourhoodsQueryOptions } from '../../../lib/neighbourhoods';
import { SearchIcon } from '../../../ui/icons/action-icons';
import type { SearchBox as SearchBoxComponent } from '../../../ui/search-box';
import { getLocation, useAddressSearch } from '../api/search-addresses';
import { addressSearchGroups } from './address-search-groups';

export type MapView = LocationAnswer['mapView'];

export interface AddressSearchProps {
  /** The map's mode: its listings are found first. */
  saleType: SaleType;
  /** A listing was picked: open its details. */
  onListing: (mls: string) => void;
  /** A place was picked: frame it. */
  onPlace: (view: MapView) => void;
}

/** Address search debounce (document 3 §9.1). */
export const addressSearchDelay = 300;

/** What the box says when the search call fails: not "Address not found", which would be untrue. */
export const addressSearchFailedText = 'Address search failed. Please try again.';

const label = 'Search by address, MLS® number or place';
const placeholder = 'Address, MLS® or place';
const loadSearchBox = () => import('../../../ui/search-box').then((module) => module.SearchBox);

/**
 * The home-search address box (document 3 §2.3): opens on click, closes on Escape, and lists
 * Listings and Locations (neighbourhoods and places) for the text, debounced 300 ms, in the
 * order addressSearchGroups gives.
 */
export function AddressSearch({ saleType, onListing, onPlace }: AddressSearchProps) {
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
  const search = useAddressSearch(debounced);
  const answer = debounced.trim() ? search.data : undefined;
  const failed = debounced.trim().length > 0 && search.isError;

  const framePlace = async (id: string, neighbourhood: boolean) => {
    try {
      onPlace((await getLocation(id)).mapView);
    } catch (error) {
      // A neighbourhood the location call does not know is framed by its outline, when loaded.
      const list = queryClient.getQueryData<Neighbourhood[]>(neighbourhoodsQueryOptions().queryKey);
      const found = neighbourhood ? list?.find((item) => item.id === id) : undefined;
      if (!found) return console.warn('The place could not be found', error);
      const [west, south, east, north] = geometryBBox(found.geometry);
      onPlace({ north, south, east, west });
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
        groups={addressSearchGroups(answer, { text: debounced, saleType })}
        loading={search.isFetching || (text.trim() !== debounced.trim() && text.trim().length > 0)}
        emptyText="Address not found"
        failure={failed ? { text: addressSearchFailedText, onRetry: () => void search.refetch() } : undefined}
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
