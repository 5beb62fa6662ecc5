import { Chip, Group } from '@mantine/core';
import { propertyTypeLabels, propertyTypes } from '@shared/property-types';
import { nextTypeChoices, typeChoicesOf, typesOf, type TypeChoice } from '@shared/search/filter-rules';
import type { SearchFilter } from '@shared/search/search-params';
import type { SearchPatch } from '../../hooks/use-search-navigation';
import { FilterSection } from './filter-section';

/** All, or any set of property types: picking a type drops All, picking All drops the types. */
export function PropertyTypeFilter({
  filter,
  onPatch,
}: {
  filter: SearchFilter;
  onPatch: (patch: SearchPatch) => void;
}) {
  const setTypes = (choices: string[]) => {
    const types = typesOf(nextTypeChoices(choices as TypeChoice[]));
    onPatch({ types: types === 'all' ? undefined : types.join(',') });
  };
  return (
    <FilterSection title="Property Type">
      <Chip.Group multiple value={typeChoicesOf(filter.types)} onChange={setTypes}>
        <Group gap={8}>
          <Chip value="all" size="sm">
            All
          </Chip>
          {propertyTypes.map((type) => (
            <Chip key={type} value={type} size="sm">
              {propertyTypeLabels[type]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </FilterSection>
  );
}
