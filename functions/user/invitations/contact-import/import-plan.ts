import * as z from 'zod';
import { torontoDate } from '@shared/format/dates';
import { recordMetric } from '../../../lib/signals/signals';
import { putTextFile, readFile } from '../../uploads/published';
import { chargeImport } from '../invitation-limits';
import { getInvitation } from '../invitation-repository';
import { usersList } from '../../contacts/published';
import { sortOutDuplicates, type KnownPerson, type SkippedRow } from './duplicates';
import { updateImport, type ChunkStep, type ImportRecord } from './import-repository';
import { readContacts, type ImportedContact, type RejectedRow } from './read-contacts';

/**
 * The contact import's queue (functions/jobs/jobs.ts), and its rows per message: 50 invitations
 * take a second or two to create; 50 e-mails at a worker's share of `IMPORT_MAILS_PER_SECOND`
 * (7 a second) about 7 s, so a batch of 5 stays well inside the worker's 5 minutes.
 */
export const importQueue = 'contact-import';
export const chunkRows = 50;

/** One message: a chunk of one step of one import; the rows are the plan's (or `invited.json`'s) slice. */
export const importMessageSchema = z.object({
  importId: z.uuid(),
  step: z.enum(['invite', 'mail']),
  chunk: z.number().int().min(0).max(1_000),
});
export type ImportMessage = z.infer<typeof importMessageSchema>;

/**
 * What the planner decided, written once (`imports/{id}/plan.json`) so that every chunk, however
 * late or often delivered, reads the same rows: the contacts to invite in file order, and the rows
 * the report lists already (rejected, skipped as known, changed).
 */
export interface ImportPlan {
  contacts: ImportedContact[];
  skipped: SkippedRow[];
  rejected: RejectedRow[];
  changed: RejectedRow[];
}

/**
 * Everyone the product knows (profiles and invitations), from the users list's read model,
 * brought up to date first: someone invited a second ago is a duplicate, not an invitation to
 * charge to the agent's budget.
 */
async function knownPeople(): Promise<KnownPerson[]> {
  return (await usersList()).everyone().map((item) => item.details);
}

/** How many invitations a stored file would make now: its good rows that are nobody the product knows. */
export async function invitationsIn(fileKey: string): Promise<number | undefined> {
  const bytes = await readFile(fileKey);
  const read = bytes ? readContacts(bytes) : undefined;
  if (!read || 'refused' in read) return undefined;
  return sortOutDuplicates(read.contacts, await knownPeople()).fresh.length;
}

/**
 * The planner's step (issue 28): reads the stored file, charges the agent's budget once, sorts
 * out the duplicates and writes the plan; the record then holds the figures known so far and how
 * many chunks of `chunkRows` the invitations make. An import planned already (a retried or
 * swept start) keeps its plan: its chunks must keep their rows. 'refused' when the file or the
 * budget refuses it; nothing is created then.
 */
export async function planImport(record: ImportRecord, now: Date): Promise<ImportRecord | 'refused'> {
  if (record.planKey) return record;
  await updateImport(record.id, { status: 'reading' }, now, ['queued', 'reading']);
  const bytes = await readFile(record.fileKey);
  const read = bytes ? readContacts(bytes) : { refused: 'The uploaded file is gone. Please upload it again.' };
  if ('refused' in read) {
    await updateImport(record.id, { status: 'refused', message: read.refused }, now, ['reading']);
    return 'refused';
  }
  recordMetric('importRowsAccepted', read.contacts.length);
  recordMetric('importRowsRejected', read.rejected.length);
  const sorted = sortOutDuplicates(read.contacts, await knownPeople());
  // The agent's budget pays for every invitation before the first is made, or none is (DECISIONS
  // row 46); once: a resumed run finds it charged. Charged before it is noted, so a run that
  // stops between the two charges twice rather than not at all.
  if (record.chargedTo && record.charged === undefined) {
    const refusal = await chargeImport(record.chargedTo, sorted.fresh.length, now);
    if (refusal) {
      await updateImport(record.id, { status: 'refused', message: refusal }, now, ['reading']);
      return 'refused';
    }
    await updateImport(record.id, { charged: sorted.fresh.length, chargedOn: torontoDate(now) }, now, ['reading']);
  }
  // A plan written by a run that stopped before noting it: what this import created already is
  // its own, not a duplicate, and goes into the plan again (its chunk finds it created).
  const mine = new Set<number>();
  const skipped: SkippedRow[] = [];
  for (const row of sorted.skipped) {
    if (row.kind === 'email' && (await getInvitation(row.email))?.importId === record.id) mine.add(row.line);
    else skipped.push(row);
  }
  const fresh = new Set(sorted.fresh.map((contact) => contact.line));
  const contacts = read.contacts.filter((contact) => fresh.has(contact.line) || mine.has(contact.line));
  const planned = new Set(contacts.map((contact) => contact.line));
  const plan: ImportPlan = {
    contacts,
    skipped,
    rejected: read.rejected,
    // A field is changed only in a row the import makes: a skipped row is reported once, as skipped (QA 44 M2).
    changed: (read.changed ?? []).filter((row) => planned.has(row.line)),
  };
  const planKey = `imports/${record.id}/plan.json`;
  await putTextFile(planKey, JSON.stringify(plan), 'application/json');
  const change = {
    read: read.contacts.length + read.rejected.length,
    rejected: read.rejected.length,
    skipped: skipped.length,
    invited: 0,
    // Rows, not fields: a row with a phone's extension and a cut address counts once (review 44).
    changed: new Set(plan.changed.map((row) => row.line)).size,
    ...(read.unread && { unreadColumns: read.unread }),
    planKey,
    chunkRows,
    chunks: Math.ceil(plan.contacts.length / chunkRows),
  };
  await updateImport(record.id, change, now, ['reading']);
  return { ...record, ...change, status: 'reading', updatedAt: now.toISOString() };
}

/**
 * A JSON file the import writes once (its plan, its list of invitees), read once per process: a
 * worker's batch reads it for each of its chunks, and a worker lives on between batches, so it
 * keeps the few most recent.
 */
const files = new Map<string, Promise<unknown>>();
export function readJsonOnce<T>(key: string): Promise<T> {
  let file = files.get(key);
  if (!file) {
    file = readFile(key).then((bytes) => {
      if (!bytes) throw new Error(`The import's file ${key} is gone.`);
      return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    });
    file.catch(() => files.delete(key));
    if (files.size >= 8) files.delete(files.keys().next().value!);
    files.set(key, file);
  }
  return file as Promise<T>;
}

export const readPlan = (planKey: string) => readJsonOnce<ImportPlan>(planKey);

/** The step's chunks not yet counted done, as messages. */
export function remainingChunks(record: ImportRecord, step: ChunkStep): ImportMessage[] {
  const total = (step === 'invite' ? record.chunks : record.mailChunks) ?? 0;
  const done = (step === 'invite' ? record.chunksDone : record.mailChunksDone) ?? new Set<number>();
  const messages: ImportMessage[] = [];
  for (let chunk = 0; chunk < total; chunk++) {
    if (!done.has(chunk)) messages.push({ importId: record.id, step, chunk });
  }
  return messages;
}
