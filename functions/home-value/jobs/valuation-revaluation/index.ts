import type { Context } from 'aws-lambda';
import { runValuationRevaluation } from '../../revaluation';
import { planRevaluation } from '../../revaluation-queue';
import { signalled } from '../../../lib/signals/signalled';
import { jobHandler, type JobRunner } from '../../../jobs/job';

/**
 * The daily revaluation, update e-mails and clean-up in one process (functions/home-value/revaluation.ts):
 * `npm run job -- valuation-revaluation`.
 */
export const run: JobRunner = (context) => runValuationRevaluation(context);

/** The planner alone (`npm start`'s schedule, whose local queues run the workers). */
export const plan: JobRunner = (context) => planRevaluation(context);

/**
 * The Lambda is the planner: it deletes the unclaimed anonymous valuations and queues every
 * valuation, 10 a message; the workers (`worker.ts`, the queue's event source) value them again.
 */
export const handler = signalled({ Job: 'valuation-revaluation' }, async (event: unknown, context: Context) =>
  jobHandler('valuation-revaluation', (job) => planRevaluation(job))(event, context),
);
