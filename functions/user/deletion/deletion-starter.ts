import { clock } from '../../lib/clock';
import { env } from '../../lib/env';
import { createLogger } from '../../lib/logger';
import { runDeletion } from './deletion-job';
import { backgroundRunsSettled, runInBackground } from '../../lib/background-runs';
import { invokeJobAsync } from '../../lib/adapters/job-invoke';

/**
 * How `DELETE /users/{id}` starts the delete job without doing the work in the request. In
 * AWS: an asynchronous invoke of the `user-deletion` job's Lambda (`USER_DELETION_FUNCTION`,
 * set by the stateless stack with the grant to invoke exactly it), which puts it on the
 * deletion queue for its workers (deletion-queue.ts). On the local stack and in
 * tests, where every job already runs inside the one Node process (infra/local/jobs.ts), the
 * run starts in this process and the request does not wait for it. Either way the scheduled
 * sweep resumes a run that stopped, so a start that fails is logged, not refused.
 */
export type StartDeletion = (userId: string) => Promise<void>;

const logger = createLogger('user-deletion');
let replaced: StartDeletion | undefined;

export async function startDeletion(userId: string): Promise<void> {
  try {
    if (replaced) return await replaced(userId);
    const functionName = env().USER_DELETION_FUNCTION;
    if (functionName) return await invokeJobAsync(functionName, { deletion: userId });
    runInBackground(
      () => runDeletion(userId, clock.now()),
      (error) => logger.error('The user deletion stopped; the sweep resumes it', { error, userId }),
    );
  } catch (error) {
    logger.error('The user deletion could not be started; the sweep starts it', { error, userId });
  }
}

/** For tests: another way to start the job (a recorder, or nothing), or back to the real one. */
export function setDeletionStarter(starter: StartDeletion | undefined): void {
  replaced = starter;
}

/** For tests: waits until the in-process runs started so far have ended. */
export const deletionsSettled = backgroundRunsSettled;
