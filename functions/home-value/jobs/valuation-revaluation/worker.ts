import type { Context, SQSEvent } from 'aws-lambda';
import { revaluationWorker } from '../../revaluation-queue';
import { signalled } from '../../../lib/signals/signalled';

/** Margin before the Lambda's timeout after which a worker starts no valuation: the rest come back. */
const marginMs = 20_000;

/**
 * The revaluation queue's worker (SQS event source, `reportBatchItemFailures`): the planner's
 * messages, 10 valuations each, valued again with the current model
 * (functions/home-value/revaluation-queue.ts).
 */
export const handler = signalled({ Job: 'valuation-revaluation-worker' }, (event: SQSEvent, context: Context) => {
  const end = Date.now() + context.getRemainingTimeInMillis() - marginMs;
  return revaluationWorker({ deadline: () => end })(event, context);
});
