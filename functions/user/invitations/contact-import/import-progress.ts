import { recentImportDays, recentImportsShown, type ImportProgress, type RecentImports } from '@shared/contact-import';
import type { Caller } from '../../../lib/auth/caller';
import { NotFoundError } from '../../../lib/errors';
import { getProfile } from '../../accounts/published';
import { getImport, importsSince, type ImportRecord } from './import-repository';

/*
 * An import's progress as its page polls it (`GET /imports/{id}`), apart from imports.ts: the
 * user service's own Lambda answers the polls, and this module brings no CSV code into it.
 */

/** An import is its agent's and its starter's; an admin reaches every one. */
const reaches = (caller: Caller, record: ImportRecord) =>
  record.agentId === caller.sub || record.startedBy === caller.sub || caller.roles.includes('admin');

export async function reachableImport(caller: Caller, id: string): Promise<ImportRecord> {
  const record = await getImport(id);
  if (!record || !reaches(caller, record)) throw new NotFoundError('There is no such import.');
  return record;
}

/**
 * `GET /imports`: the imports the caller reaches of the last 30 days, newest first, so the page
 * can open one again, its report and its undo (QA 67b M1: they were lost with the page's address).
 */
export async function recentImports(caller: Caller, now: Date): Promise<RecentImports> {
  const since = new Date(now.getTime() - recentImportDays * 24 * 60 * 60 * 1000).toISOString();
  const records = await importsSince(since, (record) => reaches(caller, record), recentImportsShown);
  const starters = await startersNamed(caller, records);
  return {
    imports: records.map((record) => {
      const startedByName = starters.get(record.startedBy);
      return { ...progressOf(record), ...(startedByName && { startedByName }) };
    }),
  };
}

/**
 * Who ran the imports made for an agent by someone else than the caller (an admin, seen from
 * the agent's list: QA 69b L4), by id: one profile read per person, and none for the caller's
 * own imports or an agent's for themselves. Someone whose profile is gone is left unnamed.
 */
async function startersNamed(caller: Caller, records: ImportRecord[]): Promise<Map<string, string>> {
  const ids = new Set(
    records.filter((r) => r.startedBy !== caller.sub && r.startedBy !== r.agentId).map((r) => r.startedBy),
  );
  const named = await Promise.all(
    [...ids].map(async (id) => {
      const profile = await getProfile(id);
      return [id, [profile?.firstName, profile?.lastName].filter(Boolean).join(' ')] as const;
    }),
  );
  return new Map(named.filter(([, name]) => name));
}

export function progressOf(record: ImportRecord): ImportProgress {
  const {
    startedBy: _s,
    fileKey: _f,
    chargedTo: _payer,
    charged: _charged,
    undoChecked = 0,
    undoKept = 0,
    reportKey,
    invitedKey,
    planKey: _plan,
    chunkRows: _rows,
    chunks: _chunks,
    chunksDone: _chunksDone,
    mailChunks: _mailChunks,
    mailChunksDone: _mailDone,
    ...progress
  } = record;
  const undoing = record.status === 'undoing' || record.status === 'undone';
  return {
    ...progress,
    hasReport: reportKey !== undefined && record.rejected + record.skipped + (record.changed ?? 0) > 0,
    // An import that invited nobody has nothing to undo (QA 69b M2).
    undoable:
      invitedKey !== undefined && record.invited > 0 && (record.status === 'sending' || record.status === 'done'),
    ...(undoing && { withdrawn: undoChecked - undoKept, kept: undoKept }),
  };
}

/** `GET /imports/{id}`: the progress the page polls. */
export async function importProgress(caller: Caller, id: string): Promise<ImportProgress> {
  return progressOf(await reachableImport(caller, id));
}
