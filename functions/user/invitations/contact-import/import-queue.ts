import { clock } from '../../../lib/clock';
import { env } from '../../../lib/env';
import { createLogger } from '../../../lib/logger';
import { pacer } from '../../../lib/mail/pacer';
import { queueUrlVariable } from '../../../lib/adapters/sqs-queue';
import { hasQueuePort, queuePort } from '../../../lib/queue/queue';
import { queueWorker, type QueueWorker } from '../../../lib/queue/worker';
import { finishReadingIfDone, finishSendingIfDone, inviteChunk, mailChunk } from './import-chunks';
import { planOrUndo } from './import-job';
import { importMessageSchema, importQueue, remainingChunks } from './import-plan';
import { getImport } from './import-repository';

const logger = /* @__PURE__ */ createLogger('contact-import');

/**
 * The contact import as a planner and queue workers (issue 28 "Jobs that fan out"; README
 * "Contact imports"). In AWS the job's Lambda plans and its queue's workers import; locally
 * `npm start`'s queues run the same workers. Without a queue (the tests, `npm run job`) the
 * one-process run (import-job.ts) does the same steps itself.
 */

/** Whether imports go through the queue: in AWS the planner knows its URL; locally a queue port is set. */
export function importsQueued(): boolean {
  return hasQueuePort() || Boolean(process.env[queueUrlVariable(importQueue)]);
}

/**
 * The planner: plans an import not yet planned, then puts the chunks of its current step not yet
 * done on the queue, one message each (every chunk of invitations; or, once reading is done,
 * every chunk of e-mails). Run again (the sweep, for an import that stalled), it queues only what
 * is left, and a chunk queued twice is done once. An undo is not fanned out: it runs here.
 */
export async function queueImport(id: string, now: Date, deadline = Number.POSITIVE_INFINITY) {
  const started = await planOrUndo(id, now, deadline);
  if (typeof started === 'string') return started;
  const chunks = remainingChunks(started, started.status === 'reading' ? 'invite' : 'mail');
  if (chunks.length > 0) {
    await queuePort().send(importQueue, chunks);
    return 'queued';
  }
  // Every chunk counted, the step not finished: a plan with no row to invite, a finisher stopped.
  if (await finishReadingIfDone(id, now)) return queueImport(id, now, deadline);
  await finishSendingIfDone(started, now);
  return (await getImport(id))?.status ?? 'missing';
}

export interface ImportWorkerOptions {
  /** Epoch ms after which no e-mail starts (the Lambda's timeout less a margin); the chunk comes back. */
  deadline?: () => number;
}

/**
 * The import queue's worker: each message is a chunk (import-chunks.ts). The one that counts
 * the last chunk of invitations queues the e-mails' chunks. A chunk whose import is gone, undone
 * or already past the step is dropped. Sending paused (bulk sending paused, SES refusing for
 * the account) or the deadline: the message and the rest of the batch fail and come back after
 * the visibility timeout; after a few tries the dead-letter queue, whose alarm says to redrive
 * it (docs/operations.md); the hourly sweep also queues again what an import has left.
 */
export function importWorker(options: ImportWorkerOptions = {}): QueueWorker {
  const pace = pacer((1000 * env().IMPORT_WORKERS) / env().IMPORT_MAILS_PER_SECOND);
  return queueWorker(
    (body) => importMessageSchema.parse(body),
    async ({ body }) => {
      const now = clock.now();
      if (body.step === 'invite') {
        if ((await inviteChunk(body.importId, body.chunk, now)) === 'finished') {
          const record = await getImport(body.importId);
          if (record?.status === 'sending') await queuePort().send(importQueue, remainingChunks(record, 'mail'));
        }
        return 'done';
      }
      const deadline = options.deadline?.() ?? Number.POSITIVE_INFINITY;
      const outcome = await mailChunk(body.importId, body.chunk, now, { pace, deadline });
      if (outcome === 'paused' || outcome === 'stopped') {
        logger.warn('Import e-mails stopped; the chunk comes back', { importId: body.importId, outcome });
        return 'stop';
      }
      return 'done';
    },
    (record, error) => logger.error('Import chunk failed', { messageId: record.messageId, error }),
  );
}
