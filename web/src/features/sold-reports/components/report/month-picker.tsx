import { ActionIcon, Box, Button, Group } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { splitMonth } from '@shared/months';
import { monthLabel } from '@shared/sold-report/month-label';
import { neighbouringMonths } from '../../month-picker-choices';
import { CalendarIcon } from '../../../../ui/icons/action-icons';
import { ChevronIcon } from '../../../../ui/icons/navigation-icons';
import { MonthGrid } from './month-grid';

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
  const [year, setYear] = useState(splitMonth(value).year);
  const { previous, next } = neighbouringMonths(value, now);

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

  // Keyboard users land on the chosen month (or the first they can pick), not on the year arrows.
  useEffect(() => {
    if (!opened || !dropdown.current) return;
    const months = dropdown.current.querySelector('[role="group"]');
    const landing =
      months?.querySelector<HTMLButtonElement>('[aria-pressed="true"]:not(:disabled)') ??
      months?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    landing?.focus();
  }, [opened]);

  return (
    // The month's button keeps 170 px wherever the screen has room for it and the arrows (the
    // page's padding and two arrows are 7rem), so that they stay put from month to month; on a
    // narrower screen (a 320 px phone with larger text) it narrows, and its label takes two lines.
    <Group gap={4} wrap="nowrap" miw={0}>
      <ActionIcon
        variant="default"
        size={36}
        radius="md"
        aria-label="Previous month"
        disabled={previous.disabled}
        onClick={() => choose(previous.month)}
      >
        <ChevronIcon direction="left" size={16} />
      </ActionIcon>
      <Box
        pos="relative"
        ref={wrapper}
        miw={0}
        // Tab out of the dropdown closes it, as a click outside does. A blur to nowhere (a click on
        // the dropdown's padding) leaves it open.
        onBlur={(event) => {
          if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpened(false);
        }}
      >
        <Button
          ref={target}
          variant="default"
          radius="md"
          leftSection={<CalendarIcon size={16} />}
          rightSection={<ChevronIcon direction="down" size={14} />}
          onClick={() => (opened ? close() : open())}
          aria-label={`Report month: ${monthLabel(value)}`}
          aria-expanded={opened}
          aria-haspopup="dialog"
          maw="100%"
          style={{
            minWidth: 'min(calc(10.625rem * var(--mantine-scale)), calc(100vw - 7rem * var(--mantine-scale)))',
          }}
          data-wrap
        >
          {monthLabel(value)}
        </Button>
        {opened && (
          <MonthGrid
            ref={dropdown}
            value={value}
            year={year}
            onYearChange={setYear}
            onChoose={choose}
            onClose={close}
            now={now}
          />
        )}
      </Box>
      <ActionIcon
        variant="default"
        size={36}
        radius="md"
        aria-label="Next month"
        disabled={next.disabled}
        onClick={() => choose(next.month)}
      >
        <ChevronIcon direction="right" size={16} />
      </ActionIcon>
    </Group>
  );
}
