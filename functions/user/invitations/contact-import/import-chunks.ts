import { stringify } from 'csv-stringify/sync';
import { ConflictError } from '../../../lib/errors';
import type { AgentBrand } from '../../../lib/mail/message';
import { getProfile } from '../../accounts/published';
import { isOpen } from '../invitation';
import { getInvitation, putInvitation } from '../invitation-repository';
import { invitationBrand } from '../invite';
import { refundImport } from '../invitation-limits';
import { putTextFile, readFile } from '../../uploads/published';
import { skippedRow, type SkippedRow } from './duplicates';
import { countChunk, getImport, updateImport, type ImportRecord } from './import-repository';
import { mailOne } from './import-mail';
import { readJsonOnce, readPlan, type ImportPlan } from './import-plan';
import type { ImportedContact, RejectedRow } from './read-contacts';

/**
 * The units of work of a contact import (issue 28 "Jobs that fan out"): a chunk of the plan's
 * rows to invite, then a chunk of the invitees to e-mail. The queue's workers run them
 * (import-worker.ts), and so does the one-process run (import-job.ts), the same code. Each is
 * safe to run twice, or to resume after a run killed at any row:
 * - an invitation is created once (a conditional put; found created by this import, it counts as
 *   invited again, not as a duplicate);
 * - an e-mail goes once (`mailedAt` on the invitation, the mail helper's claim);
 * - a chunk's figures are counted once (`countChunk`), and the one run that counts the last
 *   chunk of a step finishes it: the report and the list of invitees, or the import `done`.
 */

/** What a chunk run did: `finished` when it counted the step's last chunk and moved the import on. */
export type ChunkOutcome = 'done' | 'finished' | 'paused' | 'stopped' | 'gone';

const concurrency = 10;
const resultKey = (id: string, chunk: number) => `imports/${id}/chunks/${chunk}.json`;
interface ChunkResult {
  invited: string[];
  skipped: SkippedRow[];
}

/** Creates the chunk's invitations, writes what it did, counts it; the last chunk finishes reading. */
export async function inviteChunk(id: string, chunk: number, now: Date): Promise<ChunkOutcome> {
  const record = await getImport(id);
  if (record?.status !== 'reading' || !record.planKey || !record.chunkRows) return 'gone';
  const plan = await readPlan(record.planKey);
  const rows = plan.contacts.slice(chunk * record.chunkRows, (chunk + 1) * record.chunkRows);
  const outcomes = new Map<number, 'invited' | 'skipped'>();
  const queue = [...rows];
  const worker = async () => {
    for (let contact = queue.shift(); contact; contact = queue.shift()) {
      outcomes.set(contact.line, await invite(contact, record, now));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const result: ChunkResult = { invited: [], skipped: [] };
  for (const contact of rows) {
    if (outcomes.get(contact.line) === 'invited') result.invited.push(contact.email);
    else result.skipped.push(skippedRow(contact, { kind: 'email', reason: 'Invited by someone else meanwhile.' }));
  }
  await putTextFile(resultKey(id, chunk), JSON.stringify(result), 'application/json');
  const figures = { invited: result.invited.length, skipped: result.skipped.length };
  const after = (await countChunk(id, 'invite', chunk, figures, now)) ?? (await getImport(id));
  if (after?.status !== 'reading' || (after.chunksDone?.size ?? 0) < (after.chunks ?? 0)) return 'done';
  return (await finishReading(after, plan, now)) ? 'finished' : 'done';
}

async function invite(contact: ImportedContact, record: ImportRecord, now: Date): Promise<'invited' | 'skipped'> {
  try {
    await putInvitation(invitationOf(contact, record, now));
    return 'invited';
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    // Created by this import before (a redelivered chunk, a run killed part-way), or by someone else since.
    return (await getInvitation(contact.email))?.importId === record.id ? 'invited' : 'skipped';
  }
}

function invitationOf(contact: ImportedContact, record: ImportRecord, now: Date) {
  return {
    email: contact.email,
    firstName: contact.firstName,
    lastName: contact.lastName,
    role: 'client' as const,
    agentId: record.agentId,
    invitedBy: record.startedBy,
    createdAt: now.toISOString(),
    importId: record.id,
    profile: { ...(contact.phone && { phone: contact.phone }), ...(contact.address && { address: contact.address }) },
  };
}

/**
 * Every chunk created its invitations: the report and the list of invitees from the plan and
 * the chunks' results, then `sending` (or `done` with no one to mail). Run twice (two workers
 * that both saw the last chunk counted, a redelivery), it writes the same files, and only one
 * moves the import on: true for that one.
 */
export async function finishReading(record: ImportRecord, plan: ImportPlan, now: Date): Promise<boolean> {
  const results = await Promise.all(
    Array.from({ length: record.chunks ?? 0 }, async (_, chunk) => {
      const bytes = await readFile(resultKey(record.id, chunk));
      if (!bytes) throw new Error(`Chunk ${chunk} of import ${record.id} has no result.`);
      return JSON.parse(new TextDecoder().decode(bytes)) as ChunkResult;
    }),
  );
  const invited = results.flatMap((result) => result.invited);
  const skipped = [...plan.skipped, ...results.flatMap((result) => result.skipped)];
  const reportKey = `imports/${record.id}/report.csv`;
  const invitedKey = `imports/${record.id}/invited.json`;
  await putTextFile(reportKey, reportCsv(plan.rejected, skipped, plan.changed));
  await putTextFile(invitedKey, JSON.stringify(invited), 'application/json');
  const movedOn = await updateImport(
    record.id,
    {
      status: invited.length > 0 ? 'sending' : 'done',
      invited: invited.length,
      skipped: skipped.length,
      reportKey,
      invitedKey,
      emailsTotal: invited.length,
      emailsSent: 0,
      mailChunks: Math.ceil(invited.length / (record.chunkRows ?? 1)),
    },
    now,
    ['reading'],
  );
  // The budget paid for every planned row; the rows someone else invited meanwhile go back to it,
  // by the one run that moved the import on, so a redelivered chunk gives nothing back twice. A
  // run stopped between the two, or a refund the store refuses, gives nothing back: the agent is
  // never given more than was charged.
  if (movedOn && record.chargedTo && record.chargedOn && record.charged !== undefined) {
    await refundImport(record.chargedTo, record.charged - invited.length, record.chargedOn, now);
  }
  return movedOn;
}

/**
 * Finishes reading when every chunk is counted but the import is still `reading`: a plan with no
 * row to invite (no chunk to finish it), or a finisher stopped before it moved the import on.
 */
export async function finishReadingIfDone(id: string, now: Date): Promise<boolean> {
  const record = await getImport(id);
  if (record?.status !== 'reading' || !record.planKey || (record.chunksDone?.size ?? 0) < (record.chunks ?? 0)) {
    return false;
  }
  return finishReading(record, await readPlan(record.planKey), now);
}

/**
 * Every row not imported, with why: 100% of the rejected rows, and the skipped duplicates; and
 * every field an imported row left empty or cut (`Changed`, issue 29). Each with its e-mail where
 * the row had a valid one, and its name where it had one (QA 74b M5), last: `reportRows` and any
 * sheet made for the five columns before read on.
 */
export function reportCsv(
  rejected: readonly RejectedRow[],
  skipped: readonly SkippedRow[],
  changed: readonly RejectedRow[] = [],
): string {
  const rows = [
    ...rejected.map((row) => [row.line, 'Rejected', row.column, row.reason, row.email ?? '', row.name ?? '']),
    ...skipped.map((row) => [row.line, 'Skipped', '', row.reason, row.email, row.name ?? '']),
    ...changed.map((row) => [row.line, 'Changed', row.column, row.reason, row.email ?? '', row.name ?? '']),
  ].sort((a, b) => Number(a[0]) - Number(b[0]));
  const body = stringify([['Line', 'Outcome', 'Column', 'Reason', 'Email', 'Name'], ...rows], {
    escape_formulas: true,
    record_delimiter: 'windows',
  });
  return `\uFEFF${body}`;
}

export interface MailRun {
  /** Waits for the next send's turn (the run's share of `IMPORT_MAILS_PER_SECOND`). */
  pace: () => Promise<void>;
  /** Epoch ms after which no send starts: the chunk stops, uncounted, and comes back. */
  deadline: number;
}

/** The agent's brand in the e-mails, once per import and process. */
const brands = new Map<string, Promise<AgentBrand | undefined>>();
function brandOf(record: ImportRecord) {
  let brand = brands.get(record.id);
  if (!brand) {
    brand = getProfile(record.agentId).then((agent) => invitationBrand(agent));
    if (brands.size >= 8) brands.delete(brands.keys().next().value!);
    brands.set(record.id, brand);
  }
  return brand;
}

/**
 * E-mails the chunk's invitees, one per invitation still open and not yet mailed, then counts the
 * chunk; the last chunk marks the import `done`. 'paused' (bulk sending paused, SES refused) and
 * 'stopped' (the deadline) leave the chunk uncounted: its run again sends only what is left.
 * 'gone': the import is no longer sending (undone meanwhile); the chunk has nothing to do.
 */
export async function mailChunk(id: string, chunk: number, now: Date, run: MailRun): Promise<ChunkOutcome> {
  const record = await getImport(id);
  if (record?.status !== 'sending' || !record.chunkRows || !record.invitedKey) return 'gone';
  const emails = (await readJsonOnce<string[]>(record.invitedKey)).slice(
    chunk * record.chunkRows,
    (chunk + 1) * record.chunkRows,
  );
  const brand = await brandOf(record);
  for (const email of emails) {
    const invitation = await getInvitation(email);
    if (invitation?.importId !== record.id || !isOpen(invitation) || invitation.mailedAt || invitation.mailClaimedAt) {
      continue;
    }
    // Undone meanwhile: stop sending.
    if ((await getImport(id))?.status !== 'sending') return 'gone';
    if (Date.now() >= run.deadline) return 'stopped';
    await run.pace();
    if ((await mailOne(invitation, brand, id, now)) === 'paused') return 'paused';
  }
  const after = await countChunk(id, 'mail', chunk, { emailsSent: emails.length }, now);
  return (await finishSendingIfDone(after ?? (await getImport(id)), now)) ? 'finished' : 'done';
}

/** Every chunk of e-mails counted: the import is `done` (true for the one run that marks it). */
export async function finishSendingIfDone(record: ImportRecord | undefined, now: Date): Promise<boolean> {
  if (record?.status !== 'sending' || (record.mailChunksDone?.size ?? 0) < (record.mailChunks ?? 0)) return false;
  return updateImport(record.id, { status: 'done' }, now, ['sending']);
}
