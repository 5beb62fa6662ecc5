import { Alert, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportReportRow } from '@shared/contact-import';
import { saveDownload } from '../../../lib/save-download';
import { DownloadIcon } from '../../../ui/icons/action-icons';
import { mediaQueries } from '../../../ui/breakpoints';
import { ScrollRegion } from '../../../ui/scroll-region';
import { importReportQueryOptions, useImportReport } from '../api/get-import-report';
import { failureReason } from '../import-messages';
import classes from './import-contacts.module.css';
import { LoadingButton } from '../../../ui/loading-button';

/** The reason, and who the row was: its name as typed and its e-mail, where it had them (QA 74b M5). */
const reasonOf = (row: ImportReportRow) => {
  const who = [row.name, row.email].filter(Boolean).join(', ');
  return who ? `${row.reason} (${who})` : row.reason;
};

/** A phone's report: one card per row, every field on its own line, so no reason is cut off. */
function ReportCards({ title, rows }: { title: string; rows: ImportReportRow[] }) {
  return (
    <ul className={classes.reportCards} aria-label={title} role="list">
      {rows.map((row) => (
        <li key={`${row.line}-${row.outcome}-${row.column}`}>
          <dl>
            <dt>Line</dt>
            <dd>{row.line}</dd>
            <dt>Outcome</dt>
            <dd>{row.outcome}</dd>
            {row.column && (
              <>
                <dt>Column</dt>
                <dd>{row.column}</dd>
              </>
            )}
            <dt>Reason</dt>
            <dd>{reasonOf(row)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * The rows not imported (rejected: line, column, reason; skipped duplicates: line, e-mail),
 * the fields imported rows left empty or cut (changed: line, column, what), and 'Download
 * report' for the whole CSV. A table from the `sm` breakpoint up, cards below it (as the
 * contacts list does): at 390 px the table cut off its Reason column.
 */
export function ImportReportTable({ importId }: { importId: string }) {
  const report = useImportReport(importId, true);
  const phone = useMediaQuery(mediaQueries.belowSm, undefined, { getInitialValueInEffect: false });
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string>();

  // The link lasts 5 minutes: a fresh one for each download.
  const download = async () => {
    setDownloading(true);
    setDownloadError(undefined);
    try {
      const fresh = await queryClient.fetchQuery({ ...importReportQueryOptions(importId), staleTime: 0 });
      saveDownload(fresh.url, fresh.filename);
    } catch (error) {
      setDownloadError(failureReason(error));
    } finally {
      setDownloading(false);
    }
  };

  if (report.isPending) return <Text size="sm">Loading the report…</Text>;
  if (report.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        The report could not be loaded. {failureReason(report.error)}
      </Alert>
    );
  }
  const { rows, totalRows } = report.data;
  // Rows imported with a field left empty or cut are in the report too (issue 29).
  const title = rows.some((row) => row.outcome === 'Changed')
    ? 'Rows not imported, and fields changed'
    : 'Rows not imported';
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>{title}</Text>
        <LoadingButton
          variant="default"
          leftSection={<DownloadIcon size={16} />}
          onClick={() => void download()}
          loading={downloading}
        >
          Download report
        </LoadingButton>
      </Group>
      {downloadError && (
        <Alert color="red" variant="light" role="alert">
          {downloadError}
        </Alert>
      )}
      {/* A plain table: Mantine's Table and ScrollArea would add ~25 KB gzipped to the page's first load. */}
      {phone ? (
        <ReportCards title={title} rows={rows} />
      ) : (
        <ScrollRegion label={title} className={classes.reportScroll}>
          <table className={classes.reportTable}>
            <VisuallyHidden component="caption">{title}</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Outcome</th>
                <th scope="col">Column</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.line}-${row.outcome}-${row.column}`}>
                  <td>{row.line}</td>
                  <td>{row.outcome}</td>
                  <td>{row.column}</td>
                  <td>{reasonOf(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {totalRows > rows.length && (
        <Text size="sm" c="dimmed">
          The first {rows.length.toLocaleString('en-US')} of {totalRows.toLocaleString('en-US')} rows; the report has
          them all.
        </Text>
      )}
    </Stack>
  );
}
