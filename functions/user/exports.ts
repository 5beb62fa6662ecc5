import { randomUUID } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import type { ExportFile } from '@shared/contract/user/answers';
import { displayDate } from '@shared/format/dates';
import type { UserListItem } from '@shared/users';
import type { Caller } from '../lib/auth/caller';
import { ForbiddenError, NotFoundError } from '../lib/errors';
import { findAgent } from './agent';
import { putTextFile, signExportDownload } from './files-repository';
import { asSeenBy } from './users';
import { usersList } from './users-list/loader';
import { listWaitlist } from './waitlist-repository';

/*
 * The Users screen's downloads (document 2 §2 'Export Waitlist', the Profile tab's Export
 * Contacts; DECISIONS row 11): the file is written on the server into storage and fetched
 * through a short-lived signed link. Every cell that a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a CR) is escaped with a leading apostrophe
 * (csv-stringify's `escape_formulas`): an address typed as `=HYPERLINK(...)` stays text.
 */

const linkSeconds = 300;

function csv(header: string[], rows: (string | number)[][]): string {
  // A BOM, so that Excel reads the file as UTF-8 (accented names).
  return `\uFEFF${stringify([header, ...rows], { escape_formulas: true, record_delimiter: 'windows' })}`;
}

async function publish(filename: string, body: string, rows: number, now: Date): Promise<ExportFile> {
  const key = `exports/${randomUUID()}/${filename}`;
  await putTextFile(key, body);
  return { filename, rows, url: await signExportDownload(key, filename, now, linkSeconds) };
}

/** `GET /admin/exportwaitlist`: every address on the waitlist, oldest first. */
export async function exportWaitlist(now: Date): Promise<ExportFile> {
  const entries = await listWaitlist();
  const rows = entries.map((entry) => [entry.email, displayDate(entry.createdAt)]);
  return publish('waitlist.csv', csv(['Email', 'Joined'], rows), rows.length, now);
}

const statusWords: Record<UserListItem['status'], string> = {
  active: 'Active',
  archived: 'Archived',
  invited: 'Invited',
  deleting: 'Being deleted',
};

/**
 * `GET /admin/exportcontacts?agent=`: an agent's contacts (DECISIONS row 11): an agent their own
 * (the parameter may be left out), an admin any agent's. Invitations not yet accepted are rows
 * too, marked Invited.
 */
export async function exportContacts(caller: Caller, agentParam: string | undefined, now: Date): Promise<ExportFile> {
  const admin = caller.roles.includes('admin');
  const agentId = agentParam ?? caller.sub;
  if (!admin && agentId !== caller.sub) throw new ForbiddenError('An agent exports their own contacts only.');
  if (!(await findAgent(agentId))) throw new NotFoundError('There is no such agent.');
  const list = await usersList();
  const { total } = list.query({ from: 0, size: 1, sort: 'lastName', roles: [], q: '', agentId, exclude: [] });
  const { items } = list.query({
    from: 0,
    size: Math.max(total, 1),
    sort: 'lastName',
    roles: [],
    q: '',
    agentId,
    exclude: [],
  });
  const rows = items
    .map((listed) => asSeenBy(listed, caller.sub))
    .map((item) => [
      item.details.firstName,
      item.details.lastName,
      item.details.email,
      item.details.phone ?? '',
      statusWords[item.status],
      item.lastLoginAt ? displayDate(item.lastLoginAt) : '',
      item.logins,
      item.followUp ? displayDate(item.followUp.date) : '',
    ]);
  const header = ['First Name', 'Last Name', 'Email', 'Phone', 'Status', 'Last Login', 'Logins', 'Follow-up'];
  return publish('contacts.csv', csv(header, rows), rows.length, now);
}
