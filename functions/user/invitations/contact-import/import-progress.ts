import type { ImportProgress } from '@shared/contact-import';
import type { Caller } from '../../../lib/auth/caller';
import { NotFoundError } from '../../../lib/errors';
import { getImport, type ImportRecord } from './import-repository';

/*
 * An import's progress as its page polls it (`GET /imports/{id}`), apart from imports.ts: the
 * user service's own Lambda answers the polls, and this module brings no CSV code into it.
 */

export async function reachableImport(caller: Caller, id: string): Promise<ImportRecord> {
  const record = await getImport(id);
  const mine = record && (record.agentId === caller.sub || record.startedBy === caller.sub);
  if (!record || !(mine || caller.roles.includes('admin'))) throw new NotFoundError('There is no such import.');
  return record;
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
    undoable: invitedKey !== undefined && (record.status === 'sending' || record.status === 'done'),
    ...(undoing && { withdrawn: undoChecked - undoKept, kept: undoKept }),
  };
}

/** `GET /imports/{id}`: the progress the page polls. */
export async function importProgress(caller: Caller, id: string): Promise<ImportProgress> {
  return progressOf(await reachableImport(caller, id));
}
