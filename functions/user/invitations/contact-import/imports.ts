import { randomUUID } from 'node:crypto';
import { chooseAgentMessage, type ImportProgress, type ImportReport } from '@shared/contact-import';
import type { Caller } from '../../../lib/auth/caller';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors';
import { clock } from '../../../lib/clock';
import { env } from '../../../lib/env';
import { createLogger } from '../../../lib/logger';
import { invokeJobAsync } from '../../../lib/adapters/job-invoke';
import { backgroundRunsSettled, runInBackground } from '../../../lib/background-runs';
import { findAgent } from '../../accounts/published';
import { describeFile, isOwnUpload, readFile, signExportDownload } from '../../uploads/published';
import { assertImportFits } from '../invitation-limits';
import { getImport, putNewImport, unfinishedImports, updateImport, type ImportRecord } from './import-repository';
import { runImport } from './import-job';
import { invitationsIn } from './import-plan';
import { importsQueued, queueImport } from './import-queue';
import { progressOf, reachableImport } from './import-progress';
import { reportFilename, reportRows } from './report-rows';

const logger = /* @__PURE__ */ createLogger('contact-import');

/**
 * The calls around a contact import (issue 15): start it from an uploaded file, follow its
 * progress, download its report, undo it. An import is its agent's (and its starter's); an
 * admin reaches every one; anyone else gets 404, as for an unknown id.
 */

/**
 * Starts the job without keeping the request waiting: in AWS an asynchronous invoke of the
 * `contact-import` job's Lambda (`CONTACT_IMPORT_FUNCTION`), the planner that queues the
 * import's chunks for its workers; here the planner in this process when a queue runs the
 * workers (`npm start`), else the one-process run (the tests). A start that fails is logged: the
 * job's hourly sweep starts every import still under way.
 */
async function startJob(id: string) {
  try {
    const functionName = env().CONTACT_IMPORT_FUNCTION;
    if (functionName) return await invokeJobAsync(functionName, { importId: id });
    runInBackground(
      () => (importsQueued() ? queueImport(id, clock.now()) : runImport(id, clock.now())),
      (error) => logger.error('The import stopped; the sweep resumes it', { error, importId: id }),
    );
  } catch (error) {
    logger.error('The import could not be started; the sweep starts it', { error, importId: id });
  }
}

/** For tests: waits until the imports started in this process have ended. */
export const importsSettled = backgroundRunsSettled;

/**
 * An import whose record has not moved for this long has stalled (its messages in the dead-letter
 * queue, a planner that stopped, a chunk dropped while sending was paused): longer than a message
 * waits to come back (six worker timeouts), so the sweep does not queue what is still queued.
 */
export const stalledAfterMs = 45 * 60_000;

/**
 * The `contact-import` job's hourly sweep: every import still queued, reading, sending or undoing
 * is run again from where it stopped (a Lambda that timed out, an SES refusal that paused
 * sending, a fault in the middle of an undo). With a queue, an import that has stalled gets its
 * chunks not yet done queued again; one still moving is left to its workers.
 */
export async function sweepImports(now: Date, log: (message: string, details?: Record<string, unknown>) => void) {
  const ids = await unfinishedImports();
  const summary = { unfinished: ids.length, done: 0, paused: 0, queued: 0, failed: 0 };
  const queued = importsQueued();
  for (const id of ids) {
    try {
      if (queued && !(await stalled(id, now))) continue;
      const outcome = queued ? await queueImport(id, now) : await runImport(id, now);
      if (outcome === 'done' || outcome === 'undone') summary.done += 1;
      else if (outcome === 'paused') summary.paused += 1;
      else if (outcome === 'queued') summary.queued += 1;
    } catch (error) {
      summary.failed += 1;
      log('An import failed again; the next sweep resumes it', { importId: id, error: (error as Error).message });
    }
  }
  return summary;
}

async function stalled(id: string, now: Date): Promise<boolean> {
  const record = await getImport(id);
  return record !== undefined && now.getTime() - Date.parse(record.updatedAt) >= stalledAfterMs;
}

/**
 * `GET /invite/contacts/import?key=` (for the caller, an agent) and
 * `GET /invite/contacts/{id}/import?key=` (for agent `id`: that agent, or an admin).
 */
export async function startImport(
  caller: Caller,
  input: { key: string; fileName?: string; agentId?: string },
  now: Date,
): Promise<ImportProgress> {
  const admin = caller.roles.includes('admin');
  const agentId = input.agentId ?? caller.sub;
  if (!admin && agentId !== caller.sub) throw new ForbiddenError('An agent imports contacts of their own only.');
  if (!(await findAgent(agentId))) {
    if (input.agentId) throw new NotFoundError('There is no such agent.');
    throw new ValidationError([{ field: 'agent', message: chooseAgentMessage }]);
  }
  // Only the caller's own upload, parsed (upload-keys.ts: no `..` out of their folder), and only a file that is there.
  const file = isOwnUpload(input.key, caller.sub) ? await describeFile(input.key) : undefined;
  if (!file) throw new ValidationError([{ field: 'key', message: 'The file was not uploaded. Please try again.' }]);
  // An agent's import must fit in what is left of their day's invitation e-mails (DECISIONS row
  // 46): told now, with the count (429); the job charges it before it creates anything.
  const budgeted = !caller.roles.includes('admin');
  if (budgeted) await assertImportFits(caller, (await invitationsIn(input.key)) ?? 0, now);
  const record: ImportRecord = {
    id: randomUUID(),
    agentId,
    startedBy: caller.sub,
    fileKey: input.key,
    fileName: input.fileName ?? 'contacts.csv',
    ...(budgeted && { chargedTo: caller.sub }),
    status: 'queued',
    read: 0,
    invited: 0,
    skipped: 0,
    rejected: 0,
    emailsSent: 0,
    emailsTotal: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await putNewImport(record);
  await startJob(record.id);
  return progressOf(record);
}

/**
 * `GET /imports/{id}/report`: a 5-minute link to the rejected and skipped rows, as CSV, and the
 * first of them for the page's table.
 */
export async function importReport(caller: Caller, id: string, now: Date): Promise<ImportReport> {
  const record = await reachableImport(caller, id);
  const bytes = record.reportKey ? await readFile(record.reportKey) : undefined;
  if (!record.reportKey || !bytes) throw new NotFoundError('This import has no report yet.');
  const filename = reportFilename(record.fileName);
  return { filename, url: await signExportDownload(record.reportKey, filename, now, 300), ...reportRows(bytes) };
}

/**
 * `POST /imports/{id}/undo` (issue 24 L1): marks the import `undoing`, which stops its sending,
 * and starts its job, whose undo step (undo-step.ts) takes back the invitations this import
 * created that nobody has accepted, and nothing else (an invitation already used stays, with its
 * account), then marks it `undone`; 202 with the progress, which the page polls. A 10,000-row
 * import's undo outlasts a request; a step of the job, it is resumed by the sweep when it stops.
 */
export async function undoImport(caller: Caller, id: string, now: Date): Promise<ImportProgress> {
  const record = await reachableImport(caller, id);
  const undoing = { status: 'undoing', undoChecked: 0, undoKept: 0 } as const;
  if (!record.invitedKey || !(await updateImport(id, undoing, now, ['sending', 'done']))) {
    throw new ConflictError('This import cannot be undone: it is still reading the file, or was undone already.');
  }
  await startJob(id);
  return progressOf({ ...record, ...undoing, updatedAt: now.toISOString() });
}
