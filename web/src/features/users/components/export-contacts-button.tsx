import { exportOwnContacts } from '../api/export-contacts';
import { ExportFileButton } from './export-file-button';

/** Ours: the spec gives no message for a failed export. */
export const exportContactsFailedMessage = 'Sorry, your contacts could not be exported. Please try again.';

/**
 * 'Export Contacts' on the agent's own Contacts screen (document 2 §6, issue 29): the server
 * writes contacts.csv; the browser downloads it through a signed link.
 */
export function ExportContactsButton() {
  return (
    <ExportFileButton label="Export Contacts" failedMessage={exportContactsFailedMessage} write={exportOwnContacts} />
  );
}
