import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './details-grid.module.css';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** A value, or '-' when the listing does not say (document 3 §8 "Missing numbers"). */
export function shown(value: string | number | readonly string[] | undefined | null): string {
  if (value === undefined || value === null || value === '') return '-';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '-';
  return String(value);
}

/** Labelled values in rows of 4 (document 3 §9.1); 2 on a phone, 1 with larger text (details-grid.module.css). */
export function DetailsGrid({ items, testId }: { items: DetailItem[]; testId?: string }) {
  return (
    <div className={classes.grid} data-testid={testId}>
      {items.map((item) => (
        <div key={item.label}>
          <Text size="xs" c="dimmed" fw={500} tt="uppercase" lts={0.3}>
            {item.label}
          </Text>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </div>
      ))}
    </div>
  );
}
