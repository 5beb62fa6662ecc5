import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useDeleteReport } from '../api/report-mutations';
import { reportErrorMessage } from '../api/report-errors';
import { reportTexts } from '../report-texts';
import { useFocusReturn } from '../../../ui/use-focus-return';

/** Delete on a report row: confirmed first; the row leaves the lists when the server has deleted it. */
export function DeleteReportDialog({ reportId, onClose }: { reportId: string; onClose: () => void }) {
  const remove = useDeleteReport();
  useFocusReturn();
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{reportTexts.deleteTitle}</Text>} centered>
      <Text mb="lg">{reportTexts.deleteText}</Text>
      {remove.isError && (
        <Alert color="red" variant="light" mb="md" role="alert">
          {reportErrorMessage(remove.error, reportTexts.deleteFailed)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(reportId, { onSuccess: onClose })}>
          {reportTexts.delete}
        </Button>
      </Group>
    </Modal>
  );
}
