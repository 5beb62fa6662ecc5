import type { Context, SQSEvent } from 'aws-lambda';
import { deletionWorker as userDeletionWorker } from '../deletion-queue';
import { signalled } from '../../../lib/signals/signalled';

/**
 * The deletion queue's worker (SQS event source, `reportBatchItemFailures`, one deletion a
 * message): runs or resumes each deletion from its first step not done
 * (functions/user/deletion/deletion-queue.ts).
 */
export const handler = signalled({ Job: 'user-deletion-worker' }, (event: SQSEvent, context: Context) =>
  userDeletionWorker()(event, context),
);
