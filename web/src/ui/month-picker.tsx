import { ActionIcon, Group, Select } from '@mantine/core';
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
 * never offered. The arrows and the select are ordinary buttons and a combobox, so the keyboard
 * reaches and works them all.
 */
export function MonthPicker({ value, months, onChange, label }: MonthPickerProps) {
  const index = months.indexOf(value);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={36}
        aria-label="Previous month"
        disabled={index >= months.length - 1}
        onClick={() => onChange(months[index + 1]!)}
      >
        <ChevronIcon direction="left" size={16} />
      </ActionIcon>
      <Select
        aria-label={label}
        data={months.map((month) => ({ value: month, label: monthName(month) }))}
        value={value}
        onChange={(month) => month && onChange(month)}
        allowDeselect={false}
        w={180}
        comboboxProps={{ withinPortal: true }}
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
