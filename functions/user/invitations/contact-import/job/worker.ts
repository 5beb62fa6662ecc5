import type { Context, SQSEvent } from 'aws-lambda';
import { importWorker as contactImportWorker } from '../import-queue';
import { signalled } from '../../../../lib/signals/signalled';

/** Margin before the Lambda's timeout after which a worker starts no e-mail: the chunk comes back. */
const marginMs = 20_000;

/**
 * The contact import queue's worker (SQS event source, `reportBatchItemFailures`): the
 * planner's messages, a chunk of invitations or of e-mails each (functions/user/invitations/contact-import/
 * import-chunks.ts), the e-mails at this worker's share of the rate.
 */
export const handler = signalled({ Job: 'contact-import-worker' }, (event: SQSEvent, context: Context) => {
  const end = Date.now() + context.getRemainingTimeInMillis() - marginMs;
  return contactImportWorker({ deadline: () => end })(event, context);
});
