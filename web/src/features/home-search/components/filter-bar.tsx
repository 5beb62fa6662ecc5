import { Box, Button, Indicator, NativeSelect } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { activeWindowLabels, appliedFilterCount, bedOptions, soldWindowLabels } from '@shared/search/filter-rules';
import { activeWord, soldWord } from '@shared/search/listing-labels';
import type { SearchFilter } from '@shared/search/search-params';
import { mediaQueries } from '../../../ui/breakpoints';
import type { HistoryStep, MapType, RouteSaleType, SearchPatch } from '../hooks/use-search-navigation';
import { AddressSearch, type MapView } from './address-search';
import classes from './filter-bar.module.css';
import { FilterIcon } from '../../../ui/icons/action-icons';
import { GridIcon, MapIcon } from '../../../ui/icons/navigation-icons';
import { PriceFilterPopover } from './price-filter';
import { SaleLeaseToggle } from './sale-lease-toggle';

// The panel (drawer, chips, number inputs) loads when first opened, not with the page.
const FilterPanel = lazy(() => import('./filter-panel').then((module) => ({ default: module.FilterPanel })));

export interface FilterBarProps {
  mapType: MapType;
  saleType: RouteSaleType;
  filter: SearchFilter;
  onPatch: (patch: SearchPatch, step?: HistoryStep) => void;
  onReset: (step?: HistoryStep) => void;
  onSaleTypeChange: (saleType: RouteSaleType) => void;
  onListing: (mls: string) => void;
  onPlace: (view: MapView) => void;
  /** Signed out: the panel says a short sold window is whole calendar months. */
  visitor?: boolean;
}

/** Where the bar itself shows the price, bedrooms and the active and sold windows: large screens (the theme's `md`). */
const barShownQuery = mediaQueries.fromMd;

/**
 * The filter bar of the search pages: the address search, sale/lease, price, bedrooms, the
 * active and sold windows (wide screens), the Filters button with its count, and Map/Gallery.
 */
export function FilterBar(props: FilterBarProps) {
  const { mapType, saleType, filter } = props;
  const [panelWanted, setPanelWanted] = useState(false);
  const [panelOpened, setPanelOpened] = useState(false);
  // Back undoes a round of filtering (QA 73c, 74c L2: every change replaced the history entry, and
  // Back after applying filters left the site). A change on the bar is a step; in the panel, its
  // first change since it opened is one, and the rest of that round replace it.
  const onPatch = (patch: SearchPatch) => props.onPatch(patch, { push: true });
  const changedInPanel = useRef(false);
  const inPanel = (change: (step: HistoryStep) => void) => {
    change({ push: !changedInPanel.current });
    changedInPanel.current = true;
  };
  const barShown = useMediaQuery(barShownQuery) ?? false;
  const count = appliedFilterCount(filter, { barInPanel: !barShown });

  return (
    <div className={classes.bar}>
      <div className={classes.row}>
        <div className={classes.search}>
          <AddressSearch saleType={filter.saleType} onListing={props.onListing} onPlace={props.onPlace} />
        </div>
        <div className={classes.secondRow}>
          <SaleLeaseToggle value={saleType} onChange={props.onSaleTypeChange} />
        </div>
        <VisibleFrom breakpoint="md">
          <PriceFilterPopover
            saleType={filter.saleType}
            minPrice={filter.minPrice}
            maxPrice={filter.maxPrice}
            onChange={({ minPrice, maxPrice }) => onPatch({ minPrice, maxPrice })}
          />
        </VisibleFrom>
        <VisibleFrom breakpoint="md">
          <NativeSelect
            aria-label="Bedrooms"
            data={bedOptions.map((value) => ({ value: String(value), label: `${value}+ Beds` }))}
            value={String(filter.bed)}
            onChange={(event) => onPatch({ bed: Number(event.currentTarget.value) || undefined })}
            w={118}
            size="sm"
          />
        </VisibleFrom>
        <VisibleFrom breakpoint="md">
          <NativeSelect
            aria-label={`${activeWord(filter.saleType)} listed within`}
            data={Object.entries(activeWindowLabels).map(([value, label]) => ({
              value,
              label: `${activeWord(filter.saleType)}: ${label}`,
            }))}
            value={filter.showActive}
            onChange={({ currentTarget: { value } }) =>
              onPatch({ showActive: value === 'all' ? undefined : Number(value) })
            }
            // "For Lease: 30 days" whole.
            w={188}
            size="sm"
          />
        </VisibleFrom>
        <VisibleFrom breakpoint="md">
          <NativeSelect
            aria-label={`${soldWord(filter.saleType)} within`}
            data={Object.entries(soldWindowLabels).map(([value, label]) => ({
              value,
              label: `${soldWord(filter.saleType)}: ${label}`,
            }))}
            value={filter.showSold}
            onChange={({ currentTarget: { value } }) =>
              onPatch({ showSold: value === '91' ? undefined : value === 'hide' ? 'hide' : Number(value) })
            }
            // "Leased: 6 months" whole: at 150 px, "Sold: 3 months" was cut (QA 45c L10).
            w={172}
            size="sm"
          />
        </VisibleFrom>
        <Indicator
          className={classes.secondRow}
          zIndex={1}
          label={count}
          size={18}
          disabled={count === 0}
          offset={4}
          color="red"
        >
          <Button
            variant="default"
            size="sm"
            leftSection={<FilterIcon size={16} />}
            onClick={() => {
              changedInPanel.current = false;
              setPanelWanted(true);
              setPanelOpened(true);
            }}
            aria-label={count ? `Filters, ${count} applied` : 'Filters'}
          >
            Filters
          </Button>
        </Indicator>
        <div className={classes.spacer} />
        <nav className={classes.views} aria-label="Search view">
          <ViewLink mapType="map" current={mapType} saleType={saleType} label="Map" icon={<MapIcon size={16} />} />
          <ViewLink
            mapType="gallery"
            current={mapType}
            saleType={saleType}
            label="Gallery"
            icon={<GridIcon size={16} />}
          />
        </nav>
      </div>
      {panelWanted && (
        <Suspense fallback={null}>
          <FilterPanel
            opened={panelOpened}
            onClose={() => setPanelOpened(false)}
            filter={filter}
            onPatch={(patch) => inPanel((step) => props.onPatch(patch, step))}
            onReset={() => inPanel((step) => props.onReset(step))}
            visitor={props.visitor ?? false}
          />
        </Suspense>
      )}
    </div>
  );
}

function VisibleFrom({ breakpoint, children }: { breakpoint: 'md'; children: React.ReactNode }) {
  return <Box visibleFrom={breakpoint}>{children}</Box>;
}

function ViewLink({
  mapType,
  current,
  saleType,
  label,
  icon,
}: {
  mapType: MapType;
  current: MapType;
  saleType: RouteSaleType;
  label: string;
  icon: React.ReactNode;
}) {
  const active = mapType === current;
  return (
    <Link
      to="/home-search/$mapType/$saleType"
      params={{ mapType, saleType }}
      search={true}
      className={classes.viewLink}
      {...(active && { 'data-active': true, 'aria-current': 'page' as const })}
    >
      {icon}
      <span className={classes.viewLabel}>{label}</span>
    </Link>
  );
}
