import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import type { AnnualReportListItem } from '@shared/annual-report/types';
import { fullName } from '@shared/full-name';
import { useDeleteReport } from '../api/report-mutations';
import { reportErrorMessage } from '../api/report-errors';
import { reportTexts } from '../report-texts';
import { useFocusReturn } from '../../../ui/use-focus-return';
import { LoadingButton } from '../../../ui/loading-button';

type DeletedReport = Pick<AnnualReportListItem, 'id' | 'year' | 'displayAddress' | 'user'>;

/**
 * Delete on a report row: confirmed first, naming the report (its year, address and, where the
 * list knows it, contact: QA 39 L13; the spec gives the dialog no words); the row leaves the
 * lists when the server has deleted it.
 */
export function DeleteReportDialog({
  report,
  onClose,
  onDeleted,
}: {
  report: DeletedReport;
  onClose: () => void;
  /** Told when the report is deleted, before the dialog closes (the list moves the focus on). */
  onDeleted?: () => void;
}) {
  const remove = useDeleteReport();
  useFocusReturn();
  const contact = report.user ? fullName(report.user) : '';
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{reportTexts.deleteTitle}</Text>} centered>
      <Text mb="lg" data-testid="delete-report-text">
        This deletes the {report.year} annual report of{' '}
        <Text span fw={600}>
          {report.displayAddress}
        </Text>
        {contact && ` (${contact})`} for good.
      </Text>
      {remove.isError && (
        <Alert color="red" variant="light" mb="md" role="alert">
          {reportErrorMessage(remove.error, reportTexts.deleteFailed)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <LoadingButton
          color="red"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(report.id, {
              onSuccess: () => {
                onDeleted?.();
                onClose();
              },
            })
          }
        >
          {reportTexts.delete}
        </LoadingButton>
      </Group>
    </Modal>
  );
}
