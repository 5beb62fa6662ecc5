import { ActionIcon, Group, NativeSelect } from '@mantine/core';
import './month-picker.css';
import { ChevronIcon } from './icons/navigation-icons';
import { monthName } from './picker-months';

export interface MonthPickerProps {
  /** `YYYY-MM`, one of `months`. */
  value: string;
  /** Newest first (picker-months.ts). */
  months: string[];
  onChange: (month: string) => void;
  /** The select's accessible name, e.g. 'Activity month'. */
  label: string;
}

/**
 * Previous and next arrows around a select of the offered months (document 2 §9), future ones
 * never offered. The arrows are buttons and the select the browser's own, so the keyboard and a
 * phone's picker work them as usual; Mantine's Select would add its popover and floating-ui
 * (~40 KB gzipped) to the first load of every page with a picker.
 */
export function MonthPicker({ value, months, onChange, label }: MonthPickerProps) {
  const index = months.indexOf(value);
  return (
    // The select may narrow (min-width 0) to keep the arrows on the screen; where it would cut its
    // month short, it takes a row of its own (month-picker.css).
    <Group gap={4} wrap="nowrap" miw={0} className="month-picker">
      <ActionIcon
        variant="default"
        size={36}
        aria-label="Previous month"
        disabled={index >= months.length - 1}
        onClick={() => onChange(months[index + 1]!)}
      >
        <ChevronIcon direction="left" size={16} />
      </ActionIcon>
      <NativeSelect
        aria-label={label}
        data={months.map((month) => ({ value: month, label: monthName(month) }))}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        w={180}
        miw={0}
        className="month-picker-select"
      />
      <ActionIcon
        variant="default"
        size={36}
        aria-label="Next month"
        disabled={index <= 0}
        onClick={() => onChange(months[index - 1]!)}
      >
        <ChevronIcon direction="right" size={16} />
      </ActionIcon>
    </Group>
  );
}
