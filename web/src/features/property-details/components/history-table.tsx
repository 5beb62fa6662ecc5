import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { displayDate } from '@shared/format/dates';
import { priceText } from '@shared/search/listing-labels';
import type { HistoryEntry } from '@shared/search/types';
import { HiddenFigure } from '../../../ui/hidden-figure';
import { LockIcon } from '../../../ui/icons/action-icons';
import { ScrollRegion } from '../../../ui/scroll-region';
import classes from '../../../ui/data-table.module.css';
import { useSignInSearch } from '../../../lib/return-path';

/** The history shows 5 rows until Load More (document 3 §9.1). */
export const historyRows = 5;

export interface HistoryTableProps {
  histories: HistoryEntry[];
  /** A visitor sees the table blurred, with the way to sign in (document 3 §2.6). */
  blurred: boolean;
}

/** A lease's price is a monthly rent (`$2,050/mo`), beside a sale's in the same column. */
const historyPrice = ({ price, saleType }: HistoryEntry) =>
  price === null ? <HiddenFigure spoken="price shown once you sign in" /> : priceText(price, saleType);

/** The listing history (document 3 §2.6): 5 rows, Load More for all, Collapse back. */
export function HistoryTable({ histories, blurred }: HistoryTableProps) {
  const [expanded, setExpanded] = useState(false);
  const rows = expanded ? histories : histories.slice(0, historyRows);

  if (histories.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No history for this property yet.
      </Text>
    );
  }

  const table = (
    // No minimum width: on a 390 px phone the four columns fit with the compact padding, the MLS®
    // Number heading on two lines (`wrap`: a head is kept on one line otherwise, and beside a Price
    // Change row it cut the page's edge); at 420 px it scrolled and cut the MLS numbers (QA 39 L9).
    <table className={`${classes.table} ${classes.compact}`}>
      <thead>
        <tr>
          <th>Date</th>
          <th>Event</th>
          <th className={classes.right}>Price</th>
          <th className={classes.wrap}>MLS® Number</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry, index) => (
          <tr key={`${entry.mls}-${entry.date}-${entry.event}-${index}`} data-testid="history-row">
            <td className={classes.nowrap}>
              {entry.date ? displayDate(entry.date) : <HiddenFigure spoken="date shown once you sign in" />}
            </td>
            <td>{entry.event}</td>
            <td className={classes.right}>{historyPrice(entry)}</td>
            <td>{entry.mls}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  if (blurred) {
    return (
      <Box pos="relative">
        <Box style={{ filter: 'blur(5px)', userSelect: 'none', pointerEvents: 'none' }} aria-hidden>
          <div className={classes.scroll}>{table}</div>
        </Box>
        <UnlockOverlay text="Sign in to see the full listing history." />
      </Box>
    );
  }

  return (
    <Stack gap="xs">
      <ScrollRegion className={classes.scroll} label="Listing history table">
        {table}
      </ScrollRegion>
      {histories.length > historyRows && (
        <Group justify="center">
          <Button variant="subtle" size="sm" onClick={() => setExpanded((value) => !value)}>
            {expanded ? 'Collapse' : 'Load More'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Over a blurred area: why it is hidden and the way to sign in (document 3 §6). */
export function UnlockOverlay({ text }: { text: string }) {
  const signInSearch = useSignInSearch();
  return (
    <Box
      pos="absolute"
      inset={0}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: 2 }}
    >
      <Paper shadow="md" radius="lg" p="md" ta="center" maw="min(20rem, calc(100% - 1rem))" withBorder>
        <Text size="sm" mb="sm">
          {text}
        </Text>
        <Button
          renderRoot={(props) => <Link {...props} to="/sign-in" search={signInSearch} />}
          leftSection={<LockIcon size={16} />}
          data-wrap
        >
          Unlock Full Details
        </Button>
      </Paper>
    </Box>
  );
}
