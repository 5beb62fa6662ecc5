import { Group, NativeSelect } from '@mantine/core';
import { activeWindowLabels, soldWindowLabels } from '@shared/search/filter-rules';
import { activeWord, soldWord } from '@shared/search/listing-labels';
import type { SearchFilter } from '@shared/search/search-params';
import type { SearchPatch } from '../../hooks/use-search-navigation';
import { FilterSection } from './filter-section';

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** How long ago the listings shown came on the market, and were sold or leased (document 3 §9.1). */
export function ListingStatusFilter({
  filter,
  onPatch,
}: {
  filter: SearchFilter;
  onPatch: (patch: SearchPatch) => void;
}) {
  const { saleType } = filter;
  return (
    <FilterSection title="Listing Status">
      <Group grow align="flex-start">
        <NativeSelect
          label={activeWord(saleType)}
          data={choices(activeWindowLabels)}
          value={filter.showActive}
          onChange={({ currentTarget: { value } }) =>
            onPatch({ showActive: value === 'all' ? undefined : Number(value) })
          }
        />
        <NativeSelect
          label={soldWord(saleType)}
          data={choices(soldWindowLabels)}
          value={filter.showSold}
          onChange={({ currentTarget: { value } }) =>
            onPatch({ showSold: value === '91' ? undefined : value === 'hide' ? 'hide' : Number(value) })
          }
        />
      </Group>
    </FilterSection>
  );
}
