import { Alert, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { saveDownload } from '../../../lib/save-download';
import { DownloadIcon } from '../../../ui/icons/action-icons';
import { importReportQueryOptions, useImportReport } from '../api/get-import-report';
import { failureReason } from '../import-messages';
import classes from './import-contacts.module.css';

/**
 * The rows not imported (rejected: line, column, reason; skipped duplicates: line, e-mail),
 * and 'Download report' for the whole CSV.
 */
export function ImportReportTable({ importId }: { importId: string }) {
  const report = useImportReport(importId, true);
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
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>Rows not imported</Text>
        <Button
          variant="default"
          leftSection={<DownloadIcon size={16} />}
          onClick={() => void download()}
          loading={downloading}
        >
          Download report
        </Button>
      </Group>
      {downloadError && (
        <Alert color="red" variant="light" role="alert">
          {downloadError}
        </Alert>
      )}
      <ScrollArea type="auto">
        <Table striped className={classes.reportTable} aria-label="Rows not imported">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Outcome</Table.Th>
              <Table.Th>Column</Table.Th>
              <Table.Th>Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.line}-${row.outcome}-${row.column}`}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{row.outcome}</Table.Td>
                <Table.Td>{row.column}</Table.Td>
                <Table.Td>{row.email ? `${row.reason} (${row.email})` : row.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {totalRows > rows.length && (
        <Text size="sm" c="dimmed">
          The first {rows.length.toLocaleString('en-US')} of {totalRows.toLocaleString('en-US')} rows; the report has
          them all.
        </Text>
      )}
    </Stack>
  );
}
