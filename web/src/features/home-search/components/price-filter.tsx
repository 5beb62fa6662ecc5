import { Box, Group, Paper, RangeSlider, Text, TextInput } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { useState, type KeyboardEvent } from 'react';
import { groupedForInput } from '@shared/format/number-input';
import type { SaleType } from '@shared/listing';
import { filterMessages } from '@shared/search/filters';
import { shortenPrice } from '@shared/search/price-format';
import {
  priceStopLabels,
  rangeFromSlider,
  sliderFromRange,
  sliderMax,
  sliderToPrice,
  sliderUnitsPerStop,
  type PriceRange,
} from '@shared/search/price-slider';
import classes from './price-filter.module.css';

export interface PriceFilterProps extends PriceRange {
  saleType: SaleType;
  onChange: (range: PriceRange) => void;
}

const digits = (text: string) => text.replace(/\D/g, '');
const grouped = (value: number | undefined) => (value ? groupedForInput(value) : '');

/**
 * Min and max price inputs: typing sets the min or the max (document 3 §2.5), applied on
 * Enter or when the field is left; a min above the max is refused.
 */
function PriceInputs({
  saleType,
  minPrice,
  maxPrice,
  onChange,
  onOpen,
  inline = false,
}: PriceFilterProps & { onOpen?: () => void; inline?: boolean }) {
  const [minText, setMinText] = useState(grouped(minPrice));
  const [maxText, setMaxText] = useState(grouped(maxPrice));
  const [error, setError] = useState<string | null>(null);
  // A change from elsewhere (the slider, Reset, the URL) shows in the fields; kept mounted, so
  // a keyboard user keeps focus after Enter.
  const [shown, setShown] = useState({ minPrice, maxPrice });
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ minPrice, maxPrice });
    setMinText(grouped(minPrice));
    setMaxText(grouped(maxPrice));
  }

  const commit = () => {
    const min = Number(digits(minText)) || undefined;
    const max = Number(digits(maxText)) || undefined;
    if (min !== undefined && max !== undefined && min > max) {
      setError(filterMessages.priceOrder);
      return;
    }
    setError(null);
    if (min !== minPrice || max !== maxPrice) onChange({ minPrice: min, maxPrice: max });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    else if (event.key !== 'Escape' && event.key !== 'Tab') onOpen?.();
  };
  const field = (label: string, text: string, setText: (text: string) => void, placeholder: string) => (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      inputMode="numeric"
      leftSection={<Text size="sm">$</Text>}
      leftSectionWidth={24}
      value={text}
      onChange={(event) => setText(grouped(Number(digits(event.currentTarget.value)) || undefined))}
      onFocus={onOpen}
      onBlur={commit}
      onKeyDown={onKeyDown}
      size="sm"
      w={inline ? undefined : 118}
      style={inline ? { flex: 1 } : undefined}
      error={Boolean(error)}
    />
  );

  return (
    <Box>
      <Group gap={6} wrap="nowrap">
        {field('Min. Price', minText, setMinText, 'Min')}
        <Text c="dimmed" size="sm" style={{ flex: '0 0 auto', maxWidth: 'none' }}>
          –
        </Text>
        {field('Max. Price', maxText, setMaxText, saleType === 'Sale' ? 'Max' : 'Max')}
      </Group>
      {error && (
        <Text c="red" size="xs" mt={4} role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}

/** The price slider: seven stops of 10 units each (document 3 §9.1); the ends mean no limit. */
function PriceSlider({ saleType, minPrice, maxPrice, onChange }: PriceFilterProps) {
  const [value, setValue] = useState(() => sliderFromRange({ minPrice, maxPrice }, saleType));
  const [shown, setShown] = useState({ saleType, minPrice, maxPrice });
  if (shown.saleType !== saleType || shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ saleType, minPrice, maxPrice });
    setValue(sliderFromRange({ minPrice, maxPrice }, saleType));
  }
  const labels = priceStopLabels[saleType];
  const thumbText = (units: number) =>
    units <= 0 ? 'Min' : units >= sliderMax ? 'Max. Price' : shortenPrice(sliderToPrice(units, saleType));
  return (
    <RangeSlider
      min={0}
      max={sliderMax}
      step={1}
      minRange={1}
      value={value}
      onChange={setValue}
      onChangeEnd={(range) => onChange(rangeFromSlider(range, saleType))}
      label={thumbText}
      thumbFromLabel="Minimum price"
      thumbToLabel="Maximum price"
      thumbValueText={thumbText}
      marks={labels.map((label, index) => ({ value: index * sliderUnitsPerStop, label }))}
      mb={28}
      mx={8}
      styles={{ markLabel: { fontSize: 11 } }}
    />
  );
}

/** The slider and the inputs, one under the other (the filter panel). */
export function PriceFilterInline(props: PriceFilterProps) {
  return (
    <Box>
      <PriceInputs {...props} inline />
      <Box mt={40}>
        <PriceSlider {...props} />
      </Box>
    </Box>
  );
}

/**
 * The bar's price filter: the inputs, with the slider in a dropdown that opens when an input
 * takes focus or a key (document 3 §2.5), and closes on Escape, a click outside or when focus
 * leaves. A plain positioned panel, not a popover: the bar stays light on first load.
 */
export function PriceFilterPopover(props: PriceFilterProps) {
  const [opened, setOpened] = useState(false);
  const ref = useClickOutside<HTMLDivElement>(() => setOpened(false));
  return (
    <div
      ref={ref}
      className={classes.price}
      role="group"
      aria-label="Price"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpened(false);
      }}
      onBlur={(event) => {
        // Tabbing away closes it; a click inside on something unfocusable (the track) does not.
        const group = event.currentTarget;
        requestAnimationFrame(() => {
          const active = document.activeElement;
          if (active && active !== document.body && !group.contains(active)) setOpened(false);
        });
      }}
    >
      <PriceInputs {...props} onOpen={() => setOpened(true)} />
      {opened && (
        <Paper className={classes.dropdown} shadow="md" radius="md" withBorder p="md" data-testid="price-dropdown">
          <Text size="xs" fw={600} c="dimmed" mb="sm" tt="uppercase">
            Price{props.saleType === 'Lease' ? ' per month' : ''}
          </Text>
          <PriceSlider {...props} />
        </Paper>
      )}
    </div>
  );
}
