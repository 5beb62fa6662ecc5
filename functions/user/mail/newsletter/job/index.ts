import type { Context } from 'aws-lambda';
import { runNewsletter } from '../newsletter-job';
import { planNewsletter } from '../newsletter-plan';
import { signalled } from '../../../../lib/signals/signalled';
import { jobHandler, type JobRunner } from '../../../../jobs/job';

/**
 * The monthly sold-report newsletter in one process (functions/user/mail/newsletter/README.md):
 * `npm run job -- newsletter` and the local schedule.
 */
export const run: JobRunner = (context) => runNewsletter(context);

/** The planner alone (`npm start`'s schedule, whose local queues run the workers). */
export const plan: JobRunner = (context) => planNewsletter(context);

/**
 * The Lambda is the planner: it queues the recipients not yet sent, one message per 10, and
 * the workers (`worker.ts`, the queue's event source) send them at the configured rate.
 */
export const handler = signalled({ Job: 'newsletter' }, async (event: unknown, context: Context) =>
  jobHandler('newsletter', (job) => planNewsletter(job))(event, context),
);
