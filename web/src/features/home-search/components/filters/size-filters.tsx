import { Group, NativeSelect, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { changeSqft, sqftOptions, type SqftField } from '@shared/search/filter-rules';
import type { SearchFilter } from '@shared/search/search-params';
import type { SearchPatch } from '../../hooks/use-search-navigation';
import { FilterSection } from './filter-section';

interface SizeFilterProps {
  filter: SearchFilter;
  onPatch: (patch: SearchPatch) => void;
}

const sqftChoices = [
  { value: '', label: 'Any' },
  ...sqftOptions.map((value) => ({ value: String(value), label: `${value} sqft` })),
];

const sqftValue = (sqft: number | undefined) => (sqft === undefined ? '' : String(sqft));

/**
 * Min. and max. interior size: a range whose min would pass its max is refused with the spec's
 * message, and nothing applies. The panel's Reset remounts it, which clears the message.
 */
export function InteriorSizeFilter({ filter, onPatch }: SizeFilterProps) {
  const [error, setError] = useState<string | null>(null);

  const setSqft = (field: SqftField, value: string | null) => {
    const change = changeSqft(filter, field, value ? Number(value) : undefined);
    if (!change.ok) return setError(change.message);
    setError(null);
    onPatch({ minsqft: change.minsqft, maxsqft: change.maxsqft });
  };

  return (
    <FilterSection title="Interior Size">
      <Group grow align="flex-start">
        <NativeSelect
          label="Min. sqft"
          data={sqftChoices}
          value={sqftValue(filter.minsqft)}
          onChange={(event) => setSqft('minsqft', event.currentTarget.value)}
        />
        <NativeSelect
          label="Max. sqft"
          data={sqftChoices}
          value={sqftValue(filter.maxsqft)}
          onChange={(event) => setSqft('maxsqft', event.currentTarget.value)}
        />
      </Group>
      {error && (
        <Text c="red" size="sm" mt={6} role="alert">
          {error}
        </Text>
      )}
    </FilterSection>
  );
}

/** Min. lot front and depth. */
export function LotSizeFilter({ filter, onPatch }: SizeFilterProps) {
  return (
    <FilterSection title="Lot Size">
      <Group grow align="flex-start">
        <LotInput
          label="Min. lot front (ft)"
          value={filter.minLotFront}
          onChange={(minLotFront) => onPatch({ minLotFront })}
        />
        <LotInput
          label="Min. lot depth (ft)"
          value={filter.minLotDepth}
          onChange={(minLotDepth) => onPatch({ minLotDepth })}
        />
      </Group>
    </FilterSection>
  );
}

/**
 * Lot sizes are in feet (document 3 §9.1); applied when the field is left. Typed, not stepped:
 * steppers of one foot were 24 × 17 px targets no one would tap 40 times (QA 75c); the arrow keys
 * still step, and a phone opens its number pad (Mantine's input mode).
 */
function LotInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <NumberInput
      key={value ?? ''}
      label={label}
      suffix=" ft"
      thousandSeparator=" "
      placeholder="Any"
      min={0}
      max={10_000}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      defaultValue={value ?? ''}
      onBlur={(event) => {
        const next = Number(event.currentTarget.value.replace(/\D/g, '')) || undefined;
        if (next !== value) onChange(next);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
    />
  );
}
