import { exportWaitlist } from '../api/export-waitlist';
import { ExportFileButton } from './export-file-button';

/** Ours: the spec gives no message for a failed export. */
export const exportFailedMessage = 'Sorry, the waitlist could not be exported. Please try again.';

/** 'Export Waitlist' (document 2 §2): the server writes waitlist.csv; the browser downloads it through a signed link. */
export function ExportWaitlistButton() {
  return <ExportFileButton label="Export Waitlist" failedMessage={exportFailedMessage} write={exportWaitlist} />;
}
