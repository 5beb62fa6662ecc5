import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { userIdSchema } from '@shared/users-schemas';
import { createLogger } from '../../../lib/logger';
import { sweepDeletions as sweepUserDeletions } from '../deletion-job';
import { planDeletions as planUserDeletions, queueDeletion as queueUserDeletion } from '../deletion-queue';
import { signalled } from '../../../lib/signals/signalled';
import { jobHandler, type JobRunner } from '../../../jobs/job';

/**
 * The user deletion (functions/user/README.md "Deleting a user"), in one process: the sweep
 * that runs every deletion not finished (`npm run job -- user-deletion`).
 */
export const run: JobRunner = ({ now, log }) => sweepUserDeletions(now, log);

/** The planner alone (`npm start`'s schedule, whose local queues run the workers). */
export const plan: JobRunner = ({ log }) => planUserDeletions(log);

const planner = jobHandler('user-deletion', plan);
const deletionRequest = z.object({ deletion: userIdSchema });
const logger = createLogger('user-deletion');

/**
 * The Lambda is the planner. Two events reach it: the user service's asynchronous invoke
 * `{ deletion: userId }` when `DELETE /users/{id}` is accepted, which queues that one
 * deletion, and the hourly schedule, which queues every deletion not finished. The workers
 * (`worker.ts`, the queue's event source) run them. Traced, its metrics under `Job: user-deletion`.
 */
export const handler = signalled({ Job: 'user-deletion' }, async (event: unknown, context: Context) => {
  const request = deletionRequest.safeParse(event);
  if (!request.success) return planner(event, context);
  logger.addContext(context);
  await queueUserDeletion(request.data.deletion);
  logger.info('User deletion queued', { userId: request.data.deletion });
  return { outcome: 'queued' };
});
