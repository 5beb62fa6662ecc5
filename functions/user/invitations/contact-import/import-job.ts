import { env } from '../../../lib/env';
import { pacer } from '../../../lib/mail/pacer';
import { finishReadingIfDone, finishSendingIfDone, inviteChunk, mailChunk, type ChunkOutcome } from './import-chunks';
import { planImport, remainingChunks } from './import-plan';
import { getImport, type ImportRecord } from './import-repository';
import { runUndo } from './undo-step';

/**
 * The contact import job (issue 15) in one process: `npm run job -- contact-import`, the start
 * call when no queue runs the workers (the tests), and the sweep then. It is the fanned-out
 * import's planner and workers one after the other (issue 28): the plan (read the stored file,
 * charge the agent's daily budget, sort out duplicates), each chunk of invitations, the report,
 * then each chunk of e-mails at `IMPORT_MAILS_PER_SECOND`; and, when asked, the undo
 * (undo-step.ts). Every step can be run again: a resumed run finds the chunks counted done, an
 * invitation created once, an e-mail sent once (`mailedAt`), the budget charged once (`charged`).
 * `deadline` (epoch ms) lets a Lambda stop before its time runs out; the run then answers
 * 'paused' and the next run carries on.
 */
export async function runImport(id: string, now: Date, deadline = Number.POSITIVE_INFINITY) {
  const started = await planOrUndo(id, now, deadline);
  if (typeof started === 'string') return started;
  if (started.status === 'reading') {
    for (const { chunk } of remainingChunks(started, 'invite')) {
      if (Date.now() >= deadline) return 'paused';
      if ((await inviteChunk(id, chunk, now)) === 'gone') break;
    }
    // No row to invite (no chunk finishes the reading), or a run stopped as it finished it.
    await finishReadingIfDone(id, now);
  }
  const current = await getImport(id);
  if (current?.status !== 'sending') return current?.status ?? 'missing';
  const run = { pace: pacer(1000 / env().IMPORT_MAILS_PER_SECOND), deadline };
  for (const { chunk } of remainingChunks(current, 'mail')) {
    const outcome: ChunkOutcome = await mailChunk(id, chunk, now, run);
    if (outcome === 'paused' || outcome === 'stopped') return 'paused';
    if (outcome === 'gone') break;
  }
  // A run stopped after counting the last chunk, before marking the import done.
  await finishSendingIfDone(await getImport(id), now);
  return (await getImport(id))?.status ?? 'missing';
}

/**
 * How both runs begin, the one-process run and the queue's planner (import-queue.ts): an undo
 * is run here and answered ('undone', 'paused'); an import not yet read is planned ('refused',
 * or its record, `reading`); any other is answered as it is.
 */
export async function planOrUndo(id: string, now: Date, deadline: number): Promise<string | ImportRecord> {
  const record = await getImport(id);
  if (!record) return 'missing';
  if (record.status === 'undoing') return runUndo(record, now, deadline);
  if (record.status !== 'queued' && record.status !== 'reading') return record;
  return planImport(record, now);
}
