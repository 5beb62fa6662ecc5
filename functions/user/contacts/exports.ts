import { randomUUID } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import type { ExportFile } from '@shared/contract/user/answers';
import { displayDate, torontoDate } from '@shared/format/dates';
import { contactExportCells, contactExportHeader, csvText } from '@shared/contact-export';
import type { Caller } from '../../lib/auth/caller';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { findAgent } from '../accounts/published';
import { putTextFile, signExportDownload } from '../uploads/published';
import { asSeenBy } from './users';
import { usersList } from './users-list/loader';
import { listWaitlist } from '../invitations/published';

/*
 * The Users screen's downloads (document 2 §2 'Export Waitlist', the Profile tab's Export
 * Contacts; DECISIONS row 11): the file is written on the server into storage and fetched
 * through a short-lived signed link. Every cell that a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a CR) is escaped with a leading apostrophe
 * (csv-stringify's `escape_formulas`): an address typed as `=HYPERLINK(...)` stays text.
 */

const linkSeconds = 300;

async function publish(filename: string, body: string, rows: number, now: Date): Promise<ExportFile> {
  const key = `exports/${randomUUID()}/${filename}`;
  await putTextFile(key, body);
  return { filename, rows, url: await signExportDownload(key, filename, now, linkSeconds) };
}

/** `GET /admin/exportwaitlist`: every address on the waitlist, oldest first. */
export async function exportWaitlist(now: Date): Promise<ExportFile> {
  const entries = await listWaitlist();
  const rows = entries.map((entry) => [entry.email, displayDate(entry.createdAt)]);
  return publish('waitlist.csv', csvText(stringify, ['Email', 'Joined'], rows), rows.length, now);
}

export const exportAgentRequired = 'agent is required: the agent whose contacts to export.';

/**
 * `GET /admin/exportcontacts?agent=`: an agent's contacts (DECISIONS row 11): an agent their own
 * (the parameter may be left out), an admin any agent's. Invitations not yet accepted are rows
 * too, marked Invited.
 */
export async function exportContacts(caller: Caller, agentParam: string | undefined, now: Date): Promise<ExportFile> {
  const admin = caller.roles.includes('admin');
  const agentId = agentParam ?? caller.sub;
  if (!admin && agentId !== caller.sub) throw new ForbiddenError('An agent exports their own contacts only.');
  if (!(await findAgent(agentId))) {
    // An admin who is no agent has no contacts of their own: the agent is theirs to name (QA 46b L4).
    if (agentParam === undefined) throw new ValidationError([{ field: 'agent', message: exportAgentRequired }]);
    throw new NotFoundError('There is no such agent.');
  }
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
  const rows = items.map((listed) => contactExportCells(asSeenBy(listed, caller.sub, torontoDate(now))));
  return publish('contacts.csv', csvText(stringify, contactExportHeader, rows), rows.length, now);
}
