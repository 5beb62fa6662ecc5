/**
 * Contact imports (issue 15 "Import contacts"): the limits, the messages and the progress the
 * page polls (`GET /imports/{id}`).
 */
export const importLimits = { maxContacts: 10_000, maxBytes: 5 * 1024 * 1024 } as const;
export const importFileRefused = 'The file must have 1 to 10,000 contacts and be at most 5 MB.';

/** An agent's import that would go past their daily budget of invitation e-mails (issue 24, DECISIONS row 46). */
export const importOverBudget = (invitations: number, left: number) =>
  `This import would send ${invitations.toLocaleString('en-US')} invitations; you have ${left.toLocaleString('en-US')} left today.`;

/** An admin's import with no agent chosen, who has no contacts of their own (DECISIONS row 45): the field's message on both sides. */
export const chooseAgentMessage = 'Choose the agent the contacts are for.';

/** Document 2 §2 "Import contacts": a file that is not CSV, named. */
export const notCsvMessage = (name: string) =>
  `Sorry, the file "${name}" cannot be uploaded. Be sure to select a csv file.`;

/**
 * - `queued`: started, not yet read;
 * - `reading`: checking rows and creating invitations;
 * - `sending`: invitations created, e-mails going out;
 * - `done`: every e-mail sent (or suppressed);
 * - `refused`: the whole file was refused, or it would go past the agent's daily budget of
 *   invitation e-mails (`message` says why); nothing was created;
 * - `undoing`: its unaccepted invitations are being taken back (a step of its job, resumed like
 *   the others), sending stopped;
 * - `undone`: its unaccepted invitations were taken back.
 */
export const importStatuses = ['queued', 'reading', 'sending', 'done', 'refused', 'undoing', 'undone'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export interface ImportProgress {
  id: string;
  /** The agent the contacts are for. */
  agentId: string;
  /**
   * In `GET /imports` only: the first and last name of whoever ran it, when that was someone
   * other than the caller and the agent (an admin, for the agent's list: QA 69b L4).
   */
  startedByName?: string;
  fileName: string;
  status: ImportStatus;
  message?: string;
  /** Data rows read so far. */
  read: number;
  invited: number;
  /** Duplicates: already a user or invited, or twice in the file. */
  skipped: number;
  /** Rows with a malformed or missing e-mail, or no first or last name (or one too short or not plain text). */
  rejected: number;
  /** Rows imported with a field left empty or cut (an invalid phone, say): the report lists them (issue 29). */
  changed?: number;
  /**
   * Columns of the file, holding something, that an import does not read (its "Notes", say): the
   * first few by name as the header spells them, and how many more. Absent when none (QA 55a).
   */
  unreadColumns?: { names: string[]; more: number };
  /** Invitation e-mails sent so far, out of `emailsTotal`. */
  emailsSent: number;
  emailsTotal: number;
  /** Whether a report of rejected and skipped rows can be downloaded. */
  hasReport: boolean;
  /** Whether it can be undone now: its invitations are made, and no undo has started. */
  undoable: boolean;
  /** While undoing and once undone: the invitations taken back so far, out of `invited`. */
  withdrawn?: number;
  /** While undoing and once undone: those found accepted, which stay with their accounts. */
  kept?: number;
  createdAt: string;
  updatedAt: string;
}

/** How long the import page lists an import for (`GET /imports`): as long as its report is kept (DECISIONS row 43). */
export const recentImportDays = 30;

/** `GET /imports`: the caller's imports of the last `recentImportDays` days, newest first, at most `recentImportsShown`. */
export interface RecentImports {
  imports: ImportProgress[];
}
export const recentImportsShown = 20;

/** An import finished without inviting anyone (every row rejected or a duplicate): no success, nothing to undo (QA 69b M2). */
export const importedNobody = (progress: Pick<ImportProgress, 'status' | 'invited'>) =>
  progress.status === 'done' && progress.invited === 0;

/** Whether the job is still working on an import (the page keeps polling its progress). */
export const importRunning = (status: ImportStatus) =>
  status === 'queued' || status === 'reading' || status === 'sending' || status === 'undoing';

/**
 * One row of an import's report: a row rejected (with the column at fault), skipped as a
 * duplicate, or imported with a field changed (left empty or cut, with the column and why).
 */
export interface ImportReportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  outcome: 'Rejected' | 'Skipped' | 'Changed';
  /** The file's own name of the column at fault; empty for a duplicate. */
  column: string;
  reason: string;
  /** The row's e-mail; empty for a row rejected for its e-mail (the reason quotes it). */
  email: string;
  /** The row's name, as typed, where it has one: who a row rejected for its e-mail was. */
  name?: string;
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
