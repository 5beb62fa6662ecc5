import { importedNobody, type ImportProgress } from '@shared/contact-import';
import { ApiError } from '../../lib/api-client';

/** Document 2 §8 "Import". */
export const importSucceeded = 'Successfully imported.';
export const importFailed = 'Import failed.';

/** Why a call failed, for the line under 'Import failed.' (the server's message when it gave one). */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return 'Please try again.';
}

/** A count as the import's page writes it: 10,000. */
export const count = (value: number) => value.toLocaleString('en-US');

const rows = (value: number) => `${count(value)} ${value === 1 ? 'row' : 'rows'}`;

/** Whether some rows were left out (duplicates, bad e-mails) or imported with a field emptied. */
export const needsALook = (progress: ImportProgress) =>
  progress.skipped + progress.rejected + (progress.changed ?? 0) > 0;

/** Beside 'Successfully imported.' when some rows need a look: "2 of 9 rows were not imported, 1 was changed: see below." */
export function lookBelow(progress: ImportProgress): string {
  const left = progress.skipped + progress.rejected;
  const changed = progress.changed ?? 0;
  const parts = [
    left > 0 && `${rows(left)} of ${count(progress.read)} ${left === 1 ? 'was' : 'were'} not imported`,
    changed > 0 && `${rows(changed)} ${changed === 1 ? 'was' : 'were'} imported with a field left empty or cut`,
  ].filter(Boolean);
  return `${parts.join('; ')}: see below.`;
}

/**
 * In place of 'Successfully imported.' when the import invited nobody (QA 69b M2): "Nobody was
 * invited: 2 of 2 rows were not imported. See the reasons below." (the report, when there is one).
 */
export function nobodyInvited(progress: ImportProgress): string {
  const left = progress.skipped + progress.rejected;
  const said = `Nobody was invited: ${count(left)} of ${rows(progress.read)} ${left === 1 ? 'was' : 'were'} not imported.`;
  return progress.hasReport ? `${said} See the reasons below.` : said;
}

/**
 * The columns an import left unread, named (QA 55a: a "Notes" column was dropped without a word):
 * 'Not read: the columns “Notes” and “Tags” (and 2 more). An import takes each contact's name, e-mail, phone and address.'
 */
export function unreadColumnsNote({ names, more }: NonNullable<ImportProgress['unreadColumns']>): string {
  const quoted = names.map((name) => `“${name}”`);
  const listed = quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)!}`;
  const columns = names.length + more === 1 ? 'the column' : 'the columns';
  const rest = more > 0 ? ` (and ${count(more)} more)` : '';
  return `Not read: ${columns} ${listed}${rest}. An import takes each contact's name, e-mail, phone and address.`;
}

/** How many of its invitations an undo has gone through so far (taken back, or found accepted). */
export const undoneSoFar = (progress: ImportProgress) => (progress.withdrawn ?? 0) + (progress.kept ?? 0);

/** What the import's status says, in words, while and after the job works. */
export function statusLine(progress: ImportProgress): string {
  switch (progress.status) {
    case 'queued':
      return 'Waiting to start…';
    case 'reading':
      return 'Reading the file and creating the invitations…';
    case 'sending':
      return 'Sending the invitation e-mails…';
    case 'done':
      return importedNobody(progress)
        ? 'The file was read; no invitation was sent.'
        : 'Every invitation e-mail has been sent.';
    case 'refused':
      return progress.message ?? importFailed;
    case 'undoing':
      return `Taking back the invitations… ${count(undoneSoFar(progress))} of ${count(progress.invited)} done.`;
    case 'undone':
      return 'This import was undone: its unaccepted invitations were taken back.';
  }
}

/** The bar: rows checked while reading, e-mails sent out of their total, then an undo's invitations gone through. */
export function progressPercent(progress: ImportProgress): number {
  const part = (done: number, total: number) => (total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0);
  switch (progress.status) {
    case 'queued':
      return 0;
    case 'reading':
      return part(progress.invited + progress.skipped + progress.rejected, progress.read);
    case 'sending':
      return part(progress.emailsSent, progress.emailsTotal);
    case 'undoing':
      return part(undoneSoFar(progress), progress.invited);
    default:
      return 100;
  }
}
