import {
  Button,
  Chip,
  Divider,
  Drawer,
  Group,
  NumberInput,
  SegmentedControl,
  NativeSelect,
  Stack,
  Text,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { propertyTypeLabels, propertyTypes } from '@shared/property-types';
import {
  activeWindowLabels,
  bathOptions,
  bedOptions,
  changeSqft,
  nextTypeChoices,
  parkingOptions,
  soldWindowLabels,
  sqftOptions,
  typeChoicesOf,
  typesOf,
  type SqftField,
  type TypeChoice,
} from '@shared/search/filter-rules';
import { activeWord, soldWord } from '@shared/search/listing-labels';
import type { SearchFilter } from '@shared/search/search-params';
import type { SearchPatch } from '../hooks/use-search-navigation';
import { PriceFilterInline } from './price-filter';

export interface FilterPanelProps {
  opened: boolean;
  onClose: () => void;
  filter: SearchFilter;
  onPatch: (patch: SearchPatch) => void;
  onReset: () => void;
}

const plusOptions = (values: readonly number[], any?: string) => [
  ...(any ? [{ value: '', label: any }] : []),
  ...values.map((value) => ({ value: String(value), label: `${value}+` })),
];

/** A number filter's value from a segmented control: '' is "Any". */
const countOf = (value: string) => (value === '' ? undefined : Number(value));

/**
 * The filter panel (document 3 §2.5, §9.1). Each change applies at once (the URL, then the
 * results); Reset keeps the sale type and the map corners; Escape closes.
 */
export function FilterPanel({ opened, onClose, filter, onPatch, onReset }: FilterPanelProps) {
  const [sqftError, setSqftError] = useState<string | null>(null);
  const saleType = filter.saleType;

  const setSqft = (field: SqftField, value: string | null) => {
    const change = changeSqft(filter, field, value ? Number(value) : undefined);
    if (!change.ok) {
      setSqftError(change.message);
      return;
    }
    setSqftError(null);
    onPatch({ minsqft: change.minsqft, maxsqft: change.maxsqft });
  };
  const setTypes = (choices: string[]) => {
    const types = typesOf(nextTypeChoices(choices as TypeChoice[]));
    onPatch({ types: types === 'all' ? undefined : types.join(',') });
  };
  const sqftData = [
    { value: '', label: 'Any' },
    ...sqftOptions.map((value) => ({ value: String(value), label: `${value} sqft` })),
  ];

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
        <Section title={`Price${saleType === 'Lease' ? ' per month' : ''}`}>
          <PriceFilterInline
            saleType={saleType}
            minPrice={filter.minPrice}
            maxPrice={filter.maxPrice}
            onChange={({ minPrice, maxPrice }) => onPatch({ minPrice, maxPrice })}
          />
        </Section>

        <Section title="Listing Status">
          <Group grow align="flex-start">
            <NativeSelect
              label={activeWord(saleType)}
              data={Object.entries(activeWindowLabels).map(([value, label]) => ({ value, label }))}
              value={filter.showActive}
              onChange={({ currentTarget: { value } }) =>
                onPatch({ showActive: value === 'all' ? undefined : Number(value) })
              }
            />
            <NativeSelect
              label={soldWord(saleType)}
              data={Object.entries(soldWindowLabels).map(([value, label]) => ({ value, label }))}
              value={filter.showSold}
              onChange={({ currentTarget: { value } }) =>
                onPatch({ showSold: value === '91' ? undefined : value === 'hide' ? 'hide' : Number(value) })
              }
            />
          </Group>
        </Section>

        <Section title="Property Type">
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
        </Section>

        <Section title="Bedrooms">
          <SegmentedControl
            fullWidth
            aria-label="Bedrooms"
            data={plusOptions(bedOptions)}
            value={String(filter.bed)}
            onChange={(value) => onPatch({ bed: Number(value) || undefined })}
          />
        </Section>

        <Section title="Bathrooms">
          <SegmentedControl
            fullWidth
            aria-label="Bathrooms"
            data={plusOptions(bathOptions, 'Any')}
            value={filter.bath ? String(filter.bath) : ''}
            onChange={(value) => onPatch({ bath: countOf(value) })}
          />
        </Section>

        <Section title="Parking">
          <SegmentedControl
            fullWidth
            aria-label="Parking"
            data={plusOptions(parkingOptions, 'Any')}
            value={filter.parking ? String(filter.parking) : ''}
            onChange={(value) => onPatch({ parking: countOf(value) })}
          />
        </Section>

        <Section title="Interior Size">
          <Group grow align="flex-start">
            <NativeSelect
              label="Min. sqft"
              data={sqftData}
              value={filter.minsqft === undefined ? '' : String(filter.minsqft)}
              onChange={(event) => setSqft('minsqft', event.currentTarget.value)}
            />
            <NativeSelect
              label="Max. sqft"
              data={sqftData}
              value={filter.maxsqft === undefined ? '' : String(filter.maxsqft)}
              onChange={(event) => setSqft('maxsqft', event.currentTarget.value)}
            />
          </Group>
          {sqftError && (
            <Text c="red" size="sm" mt={6} role="alert">
              {sqftError}
            </Text>
          )}
        </Section>

        <Section title="Lot Size">
          <Group grow align="flex-start">
            <LotInput
              label="Min. lot front"
              value={filter.minLotFront}
              onChange={(minLotFront) => onPatch({ minLotFront })}
            />
            <LotInput
              label="Min. lot depth"
              value={filter.minLotDepth}
              onChange={(minLotDepth) => onPatch({ minLotDepth })}
            />
          </Group>
        </Section>
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
            setSqftError(null);
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Text fw={700} size="sm" mb={8}>
        {title}
      </Text>
      {children}
      <Divider mt="lg" color="gray.2" />
    </section>
  );
}

/** Lot sizes are in feet (document 3 §9.1); applied when the field is left. */
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
