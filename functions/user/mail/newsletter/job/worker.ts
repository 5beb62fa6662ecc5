import type { Context, SQSEvent } from 'aws-lambda';
import { newsletterWorker } from '../newsletter-worker';
import { signalled } from '../../../../lib/signals/signalled';

/** Margin before the Lambda's timeout after which a worker starts no send: the rest come back. */
const marginMs = 20_000;

/**
 * The newsletter queue's worker (SQS event source, `reportBatchItemFailures`): the planner's
 * messages, a few recipients each, sent at this worker's share of the rate.
 */
export const handler = signalled({ Job: 'newsletter-worker' }, (event: SQSEvent, context: Context) => {
  const end = Date.now() + context.getRemainingTimeInMillis() - marginMs;
  return newsletterWorker({ deadline: () => end })(event, context);
});
