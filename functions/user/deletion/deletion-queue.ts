import * as z from 'zod';
import { userIdSchema } from '@shared/users-schemas';
import { clock } from '../../lib/clock';
import { createLogger } from '../../lib/logger';
import { queuePort } from '../../lib/queue/queue';
import { queueWorker, type QueueWorker } from '../../lib/queue/worker';
import { recordMetric } from '../../lib/signals/signals';
import { runDeletion } from './deletion-job';
import { unfinishedDeletions } from './deletion-repository';

/** The user deletion's queue (functions/jobs/jobs.ts): one message a deletion. */
export const deletionQueue = 'user-deletion';

export const deletionMessageSchema = z.object({ userId: userIdSchema });
export type DeletionMessage = z.infer<typeof deletionMessageSchema>;

const logger = /* @__PURE__ */ createLogger('user-deletion-worker');

/** Puts one deletion on the queue (the request's start in AWS: the job Lambda's `{ deletion }` event). */
export async function queueDeletion(userId: string): Promise<void> {
  const message: DeletionMessage = { userId };
  await queuePort().send(deletionQueue, [message]);
}

/**
 * The hourly sweep as a planner: every deletion still on record, oldest request first, one
 * message each, for the workers (`deletionWorker`) to run from the step it stopped at.
 */
export async function planDeletions(log: (message: string, details?: Record<string, unknown>) => void) {
  const ids = await unfinishedDeletions();
  const messages: DeletionMessage[] = ids.map((userId) => ({ userId }));
  if (messages.length > 0) await queuePort().send(deletionQueue, messages);
  log('User deletions queued', { unfinished: ids.length });
  return { unfinished: ids.length, queued: messages.length };
}

/**
 * The deletion queue's worker: each message's deletion run (or resumed) by `runDeletion`, whose
 * record, lease and steps done make a message delivered again harmless: it starts at the
 * first step not done and never does a done one again; a deletion that finished meanwhile has
 * no record any more ('missing') and nothing is done. A deletion another run holds ('held',
 * its lease not over) is left to it: that run finishes it, or, if it stops, its own message
 * comes back or the next hour's sweep queues it again. A step that fails fails the message:
 * the record keeps the error and gives its lease back, the message comes back after the
 * visibility timeout, and after its tries goes to the dead-letter queue (docs/operations.md).
 */
export function deletionWorker(): QueueWorker {
  return queueWorker(
    (body) => deletionMessageSchema.parse(body),
    async ({ body, receiveCount }) => {
      let outcome;
      try {
        outcome = await runDeletion(body.userId, clock.now());
      } catch (error) {
        recordMetric('jobFailures');
        throw error;
      }
      if (outcome === 'done') recordMetric('jobItems');
      logger.info('User deletion run', { userId: body.userId, outcome, receiveCount });
      return 'done';
    },
    (record, error) => logger.error('User deletion message failed', { messageId: record.messageId, error }),
  );
}
