import { ActionIcon, Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { forwardRef } from 'react';
import { monthCells, yearSteps } from '../../month-picker-choices';
import { ChevronIcon } from '../../../../ui/icons/navigation-icons';
import classes from './sold-report.module.css';

interface MonthGridProps {
  /** `YYYY-MM`: the chosen month. */
  value: string;
  /** The year whose months show. */
  year: number;
  onYearChange: (year: number) => void;
  onChoose: (month: string) => void;
  onClose: () => void;
  now: Date;
}

/**
 * The month picker's dropdown: a year between arrows and its twelve months, future ones
 * disabled. Escape closes it. Placed by CSS under the picker's button.
 */
export const MonthGrid = forwardRef<HTMLDivElement, MonthGridProps>(function MonthGrid(
  { value, year, onYearChange, onChoose, onClose, now },
  ref,
) {
  const steps = yearSteps(year, now);
  return (
    <Paper
      ref={ref}
      className={classes.monthDropdown}
      shadow="md"
      radius="md"
      withBorder
      p="sm"
      role="dialog"
      aria-label="Choose a month"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Group justify="space-between" mb="xs">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="Previous year"
          // Dimmed at the end of the range but kept focusable: a disabled arrow would drop the
          // focus of the keyboard user whose press took the year there (as the steppers, QA 48c).
          data-disabled={!steps.canGoBack}
          aria-disabled={!steps.canGoBack}
          onClick={() => steps.canGoBack && onYearChange(year - 1)}
        >
          <ChevronIcon direction="left" size={16} />
        </ActionIcon>
        <Text fw={700} aria-live="polite">
          {year}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="Next year"
          data-disabled={!steps.canGoOn}
          aria-disabled={!steps.canGoOn}
          onClick={() => steps.canGoOn && onYearChange(year + 1)}
        >
          <ChevronIcon direction="right" size={16} />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={3} spacing={6} verticalSpacing={6} role="group" aria-label={`Months of ${year}`}>
        {monthCells(year, value, now).map(({ name, month, disabled, selected }) => (
          <UnstyledButton
            key={name}
            className={classes.monthCell}
            data-selected={selected || undefined}
            disabled={disabled}
            aria-pressed={selected}
            // The name starts with what the button shows (WCAG 2.5.3): "Jan 2026".
            aria-label={`${name} ${year}`}
            onClick={() => onChoose(month)}
          >
            {name}
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Paper>
  );
});
