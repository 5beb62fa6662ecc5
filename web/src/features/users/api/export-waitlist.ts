import type { ExportFile } from '@shared/contract/user/answers';
import { api } from '../../../lib/api/client';
import { saveDownload } from '../../../lib/save-download';

export type { ExportFile };

/** `GET /admin/exportwaitlist` (document 2 §2 'Export Waitlist', DECISIONS row 11). */
export function exportWaitlist(): Promise<ExportFile> {
  return api.user.exportWaitlist();
}

/** Downloads through the signed link, which storage answers as an attachment named `filename`. */
export function downloadFile(file: Pick<ExportFile, 'filename' | 'url'>): void {
  saveDownload(file.url, file.filename);
}
