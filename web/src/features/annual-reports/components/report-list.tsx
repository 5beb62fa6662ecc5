import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { annualReportMessages, type AnnualReportList, type AnnualReportListItem } from '@shared/annual-report/types';
import { formatCurrency } from '@shared/format/currency';
import { fullName } from '@shared/full-name';
import { mediaQueries } from '../../../ui/breakpoints';
import { useFocusAfterRemoval } from '../../../ui/use-focus-after-removal';
import { useRequestPrint } from '../api/report-mutations';
import { reportErrorMessage } from '../api/report-errors';
import { reportTexts } from '../report-texts';
import classes from './annual-report.module.css';
import { DeleteReportDialog } from './delete-report-dialog';
import { PrintButton } from './print-button';
import { LoadFailure } from '../../../ui/load-failure';
import { showToast } from '../../../ui/toast';
import { ValueKindBadge } from '../../../ui/value-kind-badge';

export interface ReportListProps {
  list: UseQueryResult<AnnualReportList>;
  onEdit: (reportId: string) => void;
  /** Given for an admin: a Preview button on each row. */
  onPreview?: (reportId: string) => void;
  /** The contact column (the dashboard's list; a contact's own screen needs none). */
  showContact?: boolean;
  /** The list's heading, which takes the focus when the last report is deleted. */
  headingId?: string;
}

/** A report's value as the modal shows it: the agent's confirmed value if any, else the estimate. */
export const reportValue = (item: Pick<AnnualReportListItem, 'confirmedValue' | 'instanceValue'>) =>
  item.confirmedValue ?? item.instanceValue;

interface RowActionsProps {
  item: AnnualReportListItem;
  onEdit: (reportId: string) => void;
  onPreview?: (reportId: string) => void;
  print: ReturnType<typeof useRequestPrint>;
  onDelete: (item: AnnualReportListItem) => void;
  /** A phone's card: its buttons under the text, from the left, and tall enough to tap. */
  phone?: boolean;
}

/**
 * A report's buttons: Edit, an admin's Preview, Request Print / 'Print Requested', and apart
 * from them Delete (QA 39 M6: 12 px from Request Print, a slip of the thumb away). On a phone
 * they are 42 px tall and Delete goes to the card's far edge; on a wide screen they stay compact
 * and Delete keeps a wider gap.
 */
function RowActions({ item, onEdit, onPreview, print, onDelete, phone = false }: RowActionsProps) {
  // Each name carries the address (a row's aria-label is not read with its buttons); the
  // visible text comes first so that speech input finds the button by what it shows.
  const subject = `the annual report of ${item.displayAddress}`;
  const size = phone ? 'md' : 'compact-sm';
  return (
    // One line in the table (its other columns wrap instead), so Delete's gap does not add a line to every row.
    <Group
      gap="xs"
      justify={phone ? 'flex-start' : 'flex-end'}
      wrap={phone ? 'wrap' : 'nowrap'}
      className={phone ? undefined : classes.unshrunk}
    >
      <Button size={size} variant="light" onClick={() => onEdit(item.id)} aria-label={`${reportTexts.edit} ${subject}`}>
        {reportTexts.edit}
      </Button>
      {onPreview && (
        <Button
          size={size}
          variant="default"
          onClick={() => onPreview(item.id)}
          aria-label={`${reportTexts.preview} ${subject}`}
        >
          {reportTexts.preview}
        </Button>
      )}
      <PrintButton
        size={size}
        variant="default"
        printRequestAt={item.printRequestAt}
        loading={print.isPending && print.variables === item.id}
        // The request e-mails the print desk: the list says so, as the report's modal does.
        onRequest={() =>
          print.mutate(item.id, {
            onSuccess: () => showToast({ tone: 'success', text: annualReportMessages.printSent }),
          })
        }
        subject={subject}
      />
      <Button
        size={size}
        variant="subtle"
        color="red"
        onClick={() => onDelete(item)}
        aria-label={`${reportTexts.delete} ${subject}`}
        data-delete={item.id}
        className={phone ? classes.deleteApartPhone : classes.deleteApart}
      >
        {reportTexts.delete}
      </Button>
    </Group>
  );
}

/**
 * The annual reports (document 2 §2, §4): contact, address, year, value, comparables, and on
 * each Edit, Request Print / 'Print Requested', Delete, and for an admin Preview. A failed list
 * is an empty one with the message (document 3 §8) and Try again.
 */
export function ReportList({ list, onEdit, onPreview, showContact = true, headingId }: ReportListProps) {
  const print = useRequestPrint();
  const [deleting, setDeleting] = useState<AnnualReportListItem>();
  const phone = useMediaQuery(mediaQueries.belowSm);
  // Spec: "On list failure the list becomes empty", also when a refetch fails over old rows.
  const items = list.isError ? [] : (list.data?.items ?? []);
  const actions: Omit<RowActionsProps, 'item'> = { onEdit, onPreview, print, onDelete: setDeleting };
  const rows = useRef<HTMLDivElement>(null);
  const removal = useFocusAfterRemoval({
    container: rows,
    listed: items.map((item) => item.id),
    busy: deleting !== undefined,
    attribute: 'delete',
    // Without a heading of its own (a contact's Insights), the line that now says there is none.
    fallback: () =>
      (headingId ? document.getElementById(headingId) : null) ??
      rows.current?.querySelector<HTMLElement>('[data-empty-list]'),
  });

  if (list.isPending) return <Skeleton height={80} />;
  return (
    <Stack gap="sm" ref={rows}>
      {list.isError && (
        <LoadFailure
          text={reportErrorMessage(list.error, annualReportMessages.listFailed)}
          onRetry={() => void list.refetch()}
        />
      )}
      {print.isError && (
        <Alert color="red" variant="light" role="alert">
          {reportErrorMessage(print.error, annualReportMessages.printFailed)}
        </Alert>
      )}
      {items.length === 0 ? (
        // Not under a failure: whether there is any report is what could not be read (QA 63a L9a).
        !list.isError && (
          <Text size="sm" c="dimmed" tabIndex={-1} data-empty-list>
            {annualReportMessages.emptyList}
          </Text>
        )
      ) : phone ? (
        // On a phone, one card a report: a table would hide its buttons off to the side.
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Annual Reports">
          {items.map((item) => (
            <Paper
              key={item.id}
              component="li"
              withBorder
              radius="md"
              p="sm"
              aria-label={`${item.displayAddress}, ${item.year}`}
            >
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  {item.displayAddress}
                </Text>
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    {showContact && item.user ? `${fullName(item.user)} · ` : ''}
                    {item.year} · {formatCurrency(reportValue(item))} · {item.comparables}{' '}
                    {item.comparables === 1 ? 'comparable' : 'comparables'}
                  </Text>
                  <ValueKindBadge
                    confirmed={item.confirmedValue !== undefined}
                    detailsChangedAt={item.detailsChangedAt}
                  />
                </Group>
                <RowActions item={item} {...actions} phone />
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={showContact ? 760 : 620}>
          <Table verticalSpacing="sm" highlightOnHover data-testid="annual-report-list">
            <Table.Thead>
              <Table.Tr>
                {showContact && <Table.Th>Contact</Table.Th>}
                <Table.Th>Address</Table.Th>
                <Table.Th>Year</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th>Comparables</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id} aria-label={`${item.displayAddress}, ${item.year}`}>
                  {showContact && <Table.Td>{item.user ? fullName(item.user) : '-'}</Table.Td>}
                  <Table.Td>{item.displayAddress}</Table.Td>
                  <Table.Td>{item.year}</Table.Td>
                  <Table.Td>
                    {/* The badge under the value: beside it, the admin's row (with Preview) was wider than
                        the panel at 1280 px and Delete was cut to 'Delet' (QA 46c L2). */}
                    <Stack gap={4} align="flex-start" className={classes.unshrunk}>
                      <Text size="sm" span>
                        {formatCurrency(reportValue(item))}
                      </Text>
                      <ValueKindBadge
                        confirmed={item.confirmedValue !== undefined}
                        detailsChangedAt={item.detailsChangedAt}
                      />
                    </Stack>
                  </Table.Td>
                  <Table.Td>{item.comparables}</Table.Td>
                  <Table.Td>
                    <RowActions item={item} {...actions} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {deleting && (
        <DeleteReportDialog
          report={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={() =>
            removal(
              deleting.id,
              items.map((item) => item.id),
            )
          }
        />
      )}
    </Stack>
  );
}
