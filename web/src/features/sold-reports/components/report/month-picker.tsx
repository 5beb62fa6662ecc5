import { ActionIcon, Box, Button, Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { monthOf, splitMonth } from '@shared/months';
import { monthLabel } from '@shared/sold-report/month-label';
import { earliestReportMonth, isFutureMonth, pickerYears } from '../../report-month';
import { CalendarIcon, ChevronIcon } from '../icons';
import classes from './sold-report.module.css';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface MonthPickerProps {
  /** `YYYY-MM`. */
  value: string;
  onChange: (month: string) => void;
  now: Date;
}

/**
 * The sold report's month picker (document 1 §4.1, DECISIONS row 3): the current year and the
 * 11 before it, future months disabled; arrows step a month at a time within that range.
 * The dropdown is placed by CSS under its button: no floating-position library on this page.
 */
export function MonthPicker({ value, onChange, now }: MonthPickerProps) {
  const [opened, setOpened] = useState(false);
  const years = pickerYears(now);
  const [year, setYear] = useState(splitMonth(value).year);
  const earliest = earliestReportMonth(now);
  const step = (count: number) => {
    const { year: y, month: m } = splitMonth(value);
    const index = y * 12 + m - 1 + count;
    return monthOf(Math.floor(index / 12), (index % 12) + 1);
  };
  const previous = step(-1);
  const next = step(1);

  const target = useRef<HTMLButtonElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  const wrapper = useClickOutside(() => setOpened(false));

  const open = () => {
    setYear(splitMonth(value).year);
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    target.current?.focus();
  };
  const choose = (month: string) => {
    close();
    if (month !== value) onChange(month);
  };

  // Keyboard users land on the chosen month.
  useEffect(() => {
    if (opened)
      dropdown.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"], button:not(:disabled)')?.focus();
  }, [opened]);

  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={36}
        radius="md"
        aria-label="Previous month"
        disabled={previous < earliest}
        onClick={() => choose(previous)}
      >
        <ChevronIcon direction="left" size={16} />
      </ActionIcon>
      <Box pos="relative" ref={wrapper}>
        <Button
          ref={target}
          variant="default"
          radius="md"
          h={36}
          leftSection={<CalendarIcon size={16} />}
          rightSection={<ChevronIcon direction="down" size={14} />}
          onClick={() => (opened ? close() : open())}
          aria-label={`Report month: ${monthLabel(value)}`}
          aria-expanded={opened}
          aria-haspopup="dialog"
          miw={170}
        >
          {monthLabel(value)}
        </Button>
        {opened && (
          <Paper
            ref={dropdown}
            className={classes.monthDropdown}
            shadow="md"
            radius="md"
            withBorder
            p="sm"
            role="dialog"
            aria-label="Choose a month"
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
          >
            <Group justify="space-between" mb="xs">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Previous year"
                disabled={year <= years.at(-1)!}
                onClick={() => setYear((y) => y - 1)}
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
                disabled={year >= years[0]!}
                onClick={() => setYear((y) => y + 1)}
              >
                <ChevronIcon direction="right" size={16} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={3} spacing={6} verticalSpacing={6} role="group" aria-label={`Months of ${year}`}>
              {monthNames.map((name, index) => {
                const month = monthOf(year, index + 1);
                const disabled = isFutureMonth(month, now);
                const selected = month === value;
                return (
                  <UnstyledButton
                    key={name}
                    className={classes.monthCell}
                    data-selected={selected || undefined}
                    disabled={disabled}
                    aria-pressed={selected}
                    // The name starts with what the button shows (WCAG 2.5.3): "Jan 2026".
                    aria-label={`${name} ${year}`}
                    onClick={() => choose(month)}
                  >
                    {name}
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          </Paper>
        )}
      </Box>
      <ActionIcon
        variant="default"
        size={36}
        radius="md"
        aria-label="Next month"
        disabled={isFutureMonth(next, now)}
        onClick={() => choose(next)}
      >
        <ChevronIcon direction="right" size={16} />
      </ActionIcon>
    </Group>
  );
}
