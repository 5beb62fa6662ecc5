import { Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, exportWaitlist } from '../api/export-waitlist';

/** Ours: the spec gives no message for a failed export. */
export const exportFailedMessage = 'Sorry, the waitlist could not be exported. Please try again.';

/** 'Export Waitlist' (document 2 §2): the server writes waitlist.csv; the browser downloads it through a signed link. */
export function ExportWaitlistButton() {
  const exporting = useMutation({
    mutationFn: exportWaitlist,
    onSuccess: (file) => downloadFile(file),
  });
  return (
    <>
      <Button variant="default" loading={exporting.isPending} onClick={() => exporting.mutate()}>
        Export Waitlist
      </Button>
      {exporting.isError && (
        <Text c="red" size="sm" role="alert" w="100%">
          {exportFailedMessage}
        </Text>
      )}
    </>
  );
}
