import type { ExportFile } from '@shared/contract/user/answers';
import { api } from '../../../lib/api/client';

export type { ExportFile };

/** `GET /admin/exportwaitlist` (document 2 §2 'Export Waitlist', DECISIONS row 11). */
export function exportWaitlist(): Promise<ExportFile> {
  return api.user.exportWaitlist();
}

/**
 * Downloads through the signed link. Storage answers it as an attachment named `filename`
 * (Content-Disposition), so following the link saves the file and leaves the page as it is;
 * `download` names it too where the link is same-origin.
 */
export function downloadFile(file: Pick<ExportFile, 'filename' | 'url'>): void {
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
