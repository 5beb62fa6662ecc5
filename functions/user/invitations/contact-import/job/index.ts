import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { clock } from '../../../../lib/clock';
import { createLogger } from '../../../../lib/logger';
import { queueImport as queueContactImport } from '../import-queue';
import { sweepImports as sweepContactImports } from '../imports';
import { signalled } from '../../../../lib/signals/signalled';
import { jobHandler, type JobRunner } from '../../../../jobs/job';

/**
 * The contact import (functions/user/README.md "Contact imports"). Two events reach it: the
 * user service's asynchronous invoke `{ importId }` when an import is started (or undone), and
 * the hourly schedule, whose sweep resumes every import still under way. The Lambda is the
 * planner (issue 28): it reads the file and queues the import's chunks for the workers
 * (`worker.ts`, the queue's event source); an undo it runs itself. `npm run job` (`run`), with
 * no queue, does every step in its process.
 */
export const run: JobRunner = ({ now, log }) => sweepContactImports(now, log);

/**
 * `npm start`'s schedule (its local queues run the workers): the same sweep, which with a queue
 * queues again what a stalled import has left rather than running it here.
 */
export const plan: JobRunner = run;

const sweep = jobHandler('contact-import', run);
const importRequest = z.object({ importId: z.uuid() });
const logger = createLogger('contact-import');

/** The sweep and the single run alike are traced, their metrics under `Job: contact-import`. */
export const handler = signalled({ Job: 'contact-import' }, async (event: unknown, context: Context) => {
  const request = importRequest.safeParse(event);
  if (!request.success) return sweep(event, context);
  logger.addContext(context);
  // Stop a minute before Lambda would: the sweep carries on from there.
  const deadline = Date.now() + context.getRemainingTimeInMillis() - 60_000;
  const outcome = await queueContactImport(request.data.importId, clock.now(), deadline);
  logger.info('Contact import run', { importId: request.data.importId, outcome });
  return { outcome };
});
