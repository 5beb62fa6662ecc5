import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SearchFilter } from '@shared/search/search-params';
import type { SearchPatch } from '../hooks/use-search-navigation';
import { CountFilters } from './filters/count-filters';
import { FilterSection } from './filters/filter-section';
import { ListingStatusFilter } from './filters/listing-status-filter';
import { PriceFilterInline } from './price-filter';
import { PropertyTypeFilter } from './filters/property-type-filter';
import { InteriorSizeFilter, LotSizeFilter } from './filters/size-filters';
import { useFocusReturn } from '../../../ui/use-focus-return';

export interface FilterPanelProps {
  opened: boolean;
  onClose: () => void;
  filter: SearchFilter;
  onPatch: (patch: SearchPatch) => void;
  onReset: () => void;
  /** Signed out: a short sold window is whole calendar months, which the panel says. */
  visitor?: boolean;
}

/**
 * The filter panel (document 3 §2.5, §9.1). Each change applies at once (the URL, then the
 * results); Reset keeps the sale type and the map corners; Escape closes.
 */
export function FilterPanel({ opened, onClose, filter, onPatch, onReset, visitor = false }: FilterPanelProps) {
  // Reset starts the interior size over: no message left from before.
  const [resets, setResets] = useState(0);
  const { saleType } = filter;
  const sections = { filter, onPatch };

  useFocusReturn(opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={<Text fw={700}>Filters</Text>}
      closeButtonProps={{ 'aria-label': 'Close filters' }}
      styles={{ body: { paddingBottom: 0 } }}
    >
      <Stack gap="lg">
        <FilterSection title={`Price${saleType === 'Lease' ? ' per month' : ''}`}>
          <PriceFilterInline
            saleType={saleType}
            minPrice={filter.minPrice}
            maxPrice={filter.maxPrice}
            onChange={({ minPrice, maxPrice }) => onPatch({ minPrice, maxPrice })}
          />
        </FilterSection>
        <ListingStatusFilter {...sections} visitor={visitor} />
        <PropertyTypeFilter {...sections} />
        <CountFilters {...sections} />
        <InteriorSizeFilter key={resets} {...sections} />
        <LotSizeFilter {...sections} />
      </Stack>

      <Group
        justify="space-between"
        p="md"
        mx="calc(var(--mantine-spacing-md) * -1)"
        mt="md"
        style={{
          position: 'sticky',
          bottom: 0,
          zIndex: 5,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-gray-2)',
        }}
      >
        <Button
          variant="subtle"
          color="gray"
          onClick={() => {
            setResets((count) => count + 1);
            onReset();
          }}
        >
          Reset
        </Button>
        <Button onClick={onClose} px="xl">
          Show Results
        </Button>
      </Group>
    </Drawer>
  );
}
