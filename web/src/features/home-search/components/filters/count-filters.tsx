import { SegmentedControl } from '@mantine/core';
import { bathOptions, bedOptions, parkingOptions } from '@shared/search/filter-rules';
import type { SearchFilter } from '@shared/search/search-params';
import type { SearchPatch } from '../../hooks/use-search-navigation';
import { minimumChoices, minimumOf } from './count-filter-options';
import { FilterSection } from './filter-section';

interface CountFilterProps {
  title: string;
  choices: ReturnType<typeof minimumChoices>;
  value: string;
  onChange: (value: string) => void;
}

function CountFilter({ title, choices, value, onChange }: CountFilterProps) {
  return (
    <FilterSection title={title}>
      <SegmentedControl fullWidth aria-label={title} data={choices} value={value} onChange={onChange} />
    </FilterSection>
  );
}

/** Bedrooms, bathrooms and parking, each as a minimum. */
export function CountFilters({ filter, onPatch }: { filter: SearchFilter; onPatch: (patch: SearchPatch) => void }) {
  return (
    <>
      <CountFilter
        title="Bedrooms"
        choices={minimumChoices(bedOptions)}
        value={String(filter.bed)}
        onChange={(value) => onPatch({ bed: Number(value) || undefined })}
      />
      <CountFilter
        title="Bathrooms"
        choices={minimumChoices(bathOptions, 'Any')}
        value={filter.bath ? String(filter.bath) : ''}
        onChange={(value) => onPatch({ bath: minimumOf(value) })}
      />
      <CountFilter
        title="Parking"
        choices={minimumChoices(parkingOptions, 'Any')}
        value={filter.parking ? String(filter.parking) : ''}
        onChange={(value) => onPatch({ parking: minimumOf(value) })}
      />
    </>
  );
}
