import { importFileRefused, importLimits, notCsvMessage } from '@shared/contact-import';

/**
 * Whether a chosen file can be sent (document 2 §5 "Import file type must be text/csv"):
 * browsers label CSV differently (Excel on Windows says application/vnd.ms-excel), so a name
 * ending in .csv, or the text/csv type, is a CSV. Answers the message to show, or undefined.
 */
export function contactsFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  const csv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  if (!csv) return notCsvMessage(file.name);
  if (file.size === 0 || file.size > importLimits.maxBytes) return importFileRefused;
  return undefined;
}
