import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatCurrency } from '@shared/format/currency';
import { displayDate } from '@shared/format/dates';
import { propertyDetailsHref } from '@shared/search/listing-labels';
import { lotDimensions } from '@shared/sold-report/lot-size';
import type { SoldPropertyRow } from '@shared/sold-report/types';
import { formatRatioPercent } from '@shared/sold-report/year-over-year';
import { DeferredPagination } from '../../../../ui/deferred-pagination';
import classes from './sold-report.module.css';

export const soldTablePageSize = 20;

const lotSize = (row: SoldPropertyRow) => lotDimensions(row, '--') ?? '--';

const address = (row: SoldPropertyRow) => (row.unit ? `${row.unit} - ${row.address}` : row.address);

const columns = [
  'Address',
  'Sold Date',
  'Sold Price',
  'List Price',
  'Sold / List',
  'DOM',
  'Beds',
  'Baths',
  'Lot (ft)',
  'Sq Ft',
];

interface SoldRowsProps {
  rows: readonly SoldPropertyRow[];
  /** Real rows open the property page; the visitors' sample rows do nothing. */
  interactive: boolean;
}

function RowsTable({ rows, interactive }: SoldRowsProps) {
  const navigate = useNavigate();
  // A plain table: Mantine's Table module brings its scroll area and direction code along.
  return (
    <Box className={classes.tableScroll} visibleFrom="sm">
      <table className={classes.soldTable} data-interactive={interactive || undefined}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} data-numeric={index >= 2 || undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.mls}
              onClick={interactive ? () => void navigate({ href: propertyDetailsHref(row.mls) }) : undefined}
            >
              <td>
                {interactive ? (
                  <a
                    className={classes.rowLink}
                    href={propertyDetailsHref(row.mls)}
                    onClick={(event) => {
                      // The row navigates; a modified click (new tab) is the browser's.
                      if (!event.metaKey && !event.ctrlKey && !event.shiftKey) event.preventDefault();
                    }}
                  >
                    {address(row)}
                  </a>
                ) : (
                  <strong>{address(row)}</strong>
                )}
              </td>
              <td>{displayDate(row.soldDate)}</td>
              <td data-numeric>
                <strong>{formatCurrency(row.soldPrice)}</strong>
              </td>
              <td data-numeric>{formatCurrency(row.listingPrice)}</td>
              <td data-numeric>{formatRatioPercent(row.listingPrice > 0 ? row.soldPrice / row.listingPrice : null)}</td>
              <td data-numeric>{row.dom}</td>
              <td data-numeric>{row.bedroom}</td>
              <td data-numeric>{row.bathroom}</td>
              <td data-numeric>{lotSize(row)}</td>
              <td data-numeric>{row.footage ?? '--'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/** Under 768 px each sale is a card: the table's columns do not fit a phone. */
function RowsCards({ rows, interactive }: SoldRowsProps) {
  const navigate = useNavigate();
  return (
    <Stack gap="xs" hiddenFrom="sm">
      {rows.map((row) => {
        const ratio = formatRatioPercent(row.listingPrice > 0 ? row.soldPrice / row.listingPrice : null);
        const body = (
          <Box className={classes.soldCard} p="sm">
            {/* The price goes under the address when the two cannot share a row (a narrow phone,
                larger text): the address may narrow to its longest word, the price stays whole. */}
            <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
              <Text fw={600} fz="sm" lh={1.3} style={{ flex: '1 1 0' }}>
                {address(row)}
              </Text>
              <Text fw={700} fz="md" style={{ whiteSpace: 'nowrap' }}>
                {formatCurrency(row.soldPrice)}
              </Text>
            </Group>
            <Text fz="xs" c="dimmed" mt={4}>
              Sold {displayDate(row.soldDate)} · Listed {formatCurrency(row.listingPrice)} ({ratio})
            </Text>
            <Text fz="xs" c="dimmed">
              {row.bedroom} bd · {row.bathroom} ba · {row.dom} days{row.footage ? ` · ${row.footage} sq ft` : ''}
            </Text>
          </Box>
        );
        return interactive ? (
          <UnstyledButton
            key={row.mls}
            component="a"
            href={propertyDetailsHref(row.mls)}
            onClick={(event: React.MouseEvent) => {
              event.preventDefault();
              void navigate({ href: propertyDetailsHref(row.mls) });
            }}
          >
            {body}
          </UnstyledButton>
        ) : (
          <Box key={row.mls}>{body}</Box>
        );
      })}
    </Stack>
  );
}

/** The sales: real ones for signed-in users, or the visitors' blurred sample. */
export function SoldRows(props: SoldRowsProps) {
  return (
    <>
      <RowsTable {...props} />
      <RowsCards {...props} />
    </>
  );
}

/** The signed-in user's sold table, newest sale first, 20 rows a page. */
export function SoldTable({ rows }: { rows: readonly SoldPropertyRow[] }) {
  const [page, setPage] = useState(1);
  const sorted = [...rows].sort((a, b) => b.soldDate.localeCompare(a.soldDate));
  const pages = Math.ceil(sorted.length / soldTablePageSize);
  const current = Math.min(page, Math.max(pages, 1));
  const shown = sorted.slice((current - 1) * soldTablePageSize, current * soldTablePageSize);
  return (
    <>
      <SoldRows rows={shown} interactive />
      {pages > 1 && (
        <DeferredPagination total={pages} value={current} onChange={setPage} mt="md" size="sm" radius="md" />
      )}
    </>
  );
}
