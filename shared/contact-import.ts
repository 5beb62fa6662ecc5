/**
 * Contact imports (issue 15 "Import contacts"): the limits, the messages and the progress the
 * page polls (`GET /imports/{id}`).
 */
export const importLimits = { maxContacts: 10_000, maxBytes: 5 * 1024 * 1024 } as const;
export const importFileRefused = 'The file must have 1 to 10,000 contacts and be at most 5 MB.';

/** Document 2 §2 "Import contacts": a file that is not CSV, named. */
export const notCsvMessage = (name: string) =>
  `Sorry, the file "${name}" cannot be uploaded. Be sure to select a csv file.`;

/**
 * - `queued`: started, not yet read;
 * - `reading`: checking rows and creating invitations;
 * - `sending`: invitations created, e-mails going out;
 * - `done`: every e-mail sent (or suppressed);
 * - `refused`: the whole file was refused (`message` says why); nothing was created;
 * - `undone`: its unaccepted invitations were taken back.
 */
export const importStatuses = ['queued', 'reading', 'sending', 'done', 'refused', 'undone'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export interface ImportProgress {
  id: string;
  /** The agent the contacts are for. */
  agentId: string;
  fileName: string;
  status: ImportStatus;
  message?: string;
  /** Data rows read so far. */
  read: number;
  invited: number;
  /** Duplicates: already a user or invited, or twice in the file. */
  skipped: number;
  /** Rows with a malformed or missing e-mail or no name. */
  rejected: number;
  /** Invitation e-mails sent so far, out of `emailsTotal`. */
  emailsSent: number;
  emailsTotal: number;
  /** Whether a report of rejected and skipped rows can be downloaded. */
  hasReport: boolean;
  /** How many of its invitations are still unaccepted (an undo takes back these). */
  undoable: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Whether the job is still working on an import (the page keeps polling its progress). */
export const importRunning = (status: ImportStatus) =>
  status === 'queued' || status === 'reading' || status === 'sending';

/** One row of an import's report: a row rejected (with the column at fault) or skipped as a duplicate. */
export interface ImportReportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  outcome: 'Rejected' | 'Skipped';
  /** The file's own name of the column at fault; empty for a duplicate. */
  column: string;
  reason: string;
  /** A skipped duplicate's e-mail; empty for a rejected row. */
  email: string;
}

/** How many report rows `GET /imports/{id}/report` lists itself; the CSV behind `url` has them all. */
export const importReportRowsShown = 200;

/** `GET /imports/{id}/report` (ours): a short-lived link to the whole CSV, and its first rows. */
export interface ImportReport {
  filename: string;
  url: string;
  rows: ImportReportRow[];
  /** Every row of the report (rejected and skipped), of which `rows` are the first. */
  totalRows: number;
}
