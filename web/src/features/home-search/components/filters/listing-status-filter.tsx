import { Group, NativeSelect } from '@mantine/core';
import { activeWindowLabels, soldWindowLabels } from '@shared/search/filter-rules';
import { activeWord, soldWord } from '@shared/search/listing-labels';
import type { SearchFilter } from '@shared/search/search-params';
import type { SearchPatch } from '../../hooks/use-search-navigation';
import { visitorMonthsNote } from '../../visitor-months';
import { FilterSection } from './filter-section';

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * How long ago the listings shown came on the market, and were sold or leased (document 3 §9.1).
 * A visitor's short sold window takes in whole calendar months (DECISIONS row 35), which the
 * panel says where the window is chosen (QA 74c M1), as the gallery and the map do.
 */
export function ListingStatusFilter({
  filter,
  onPatch,
  visitor = false,
}: {
  filter: SearchFilter;
  onPatch: (patch: SearchPatch) => void;
  visitor?: boolean;
}) {
  const { saleType } = filter;
  const months = visitorMonthsNote(filter, visitor);
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
          description={months?.full}
          // Under the select, so that the two selects stay side by side.
          inputWrapperOrder={['label', 'input', 'description']}
          onChange={({ currentTarget: { value } }) =>
            onPatch({ showSold: value === '91' ? undefined : value === 'hide' ? 'hide' : Number(value) })
          }
        />
      </Group>
    </FilterSection>
  );
}
