import { Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { exportOwnContacts } from '../api/export-contacts';
import { downloadFile } from '../api/export-waitlist';

/** Ours: the spec gives no message for a failed export. */
export const exportContactsFailedMessage = 'Sorry, your contacts could not be exported. Please try again.';

/**
 * 'Export Contacts' on the agent's own Contacts screen (document 2 §6, issue 29): the server
 * writes contacts.csv; the browser downloads it through a signed link.
 */
export function ExportContactsButton() {
  const exporting = useMutation({ mutationFn: exportOwnContacts, onSuccess: (file) => downloadFile(file) });
  return (
    <>
      <Button variant="default" loading={exporting.isPending} onClick={() => exporting.mutate()}>
        Export Contacts
      </Button>
      {exporting.isError && (
        <Text c="red" size="sm" role="alert" w="100%">
          {exportContactsFailedMessage}
        </Text>
      )}
    </>
  );
}
