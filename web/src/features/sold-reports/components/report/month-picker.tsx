import { ActionIcon, Button, Group, Popover, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
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

  const choose = (month: string) => {
    setOpened(false);
    if (month !== value) onChange(month);
  };

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
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom"
        shadow="md"
        radius="md"
        withArrow
        trapFocus
        onOpen={() => setYear(splitMonth(value).year)}
      >
        <Popover.Target>
          <Button
            variant="default"
            radius="md"
            h={36}
            leftSection={<CalendarIcon size={16} />}
            rightSection={<ChevronIcon direction="down" size={14} />}
            onClick={() => setOpened((o) => !o)}
            aria-label={`Report month: ${monthLabel(value)}`}
            miw={170}
          >
            {monthLabel(value)}
          </Button>
        </Popover.Target>
        <Popover.Dropdown p="sm" w={264}>
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
                  aria-label={monthLabel(month)}
                  onClick={() => choose(month)}
                >
                  {name}
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </Popover.Dropdown>
      </Popover>
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
