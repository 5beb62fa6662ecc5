import { apiRequest } from '../../../lib/api-client';

/** `GET /admin/exportwaitlist`'s answer: the file written on the server and a short-lived link to it. */
export interface ExportFile {
  filename: string;
  /** A signed GET, valid five minutes, that answers the file as an attachment under `filename`. */
  url: string;
  rows: number;
}

/** `GET /admin/exportwaitlist` (document 2 §2 'Export Waitlist', DECISIONS row 11). */
export function exportWaitlist(): Promise<ExportFile> {
  return apiRequest<ExportFile>('/admin/exportwaitlist');
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
