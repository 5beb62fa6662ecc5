import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { userIdSchema } from '@shared/users-schemas';
import { clock } from '../../lib/clock';
import { createLogger } from '../../lib/logger';
import { runUserDeletion, sweepUserDeletions } from '../../user/published-jobs';
import { signalled } from '../../lib/signals/signalled';
import { jobHandler, type JobRunner } from '../job';

/**
 * The user deletion (functions/user/README.md "Deleting a user"). Two events reach it: the
 * user service's asynchronous invoke `{ deletion: userId }` when `DELETE /users/{id}` is
 * accepted, which runs that one deletion, and the hourly schedule, whose sweep resumes every
 * deletion that has not finished.
 */
export const run: JobRunner = ({ now, log }) => sweepUserDeletions(now, log);

const sweep = jobHandler('user-deletion', run);
const deletionRequest = z.object({ deletion: userIdSchema });
const logger = createLogger('user-deletion');

/** The sweep and the single run alike are traced, their metrics under `Job: user-deletion`. */
export const handler = signalled({ Job: 'user-deletion' }, async (event: unknown, context: Context) => {
  const request = deletionRequest.safeParse(event);
  if (!request.success) return sweep(event, context);
  logger.addContext(context);
  const outcome = await runUserDeletion(request.data.deletion, clock.now());
  logger.info('User deletion run', { userId: request.data.deletion, outcome });
  return { outcome };
});
