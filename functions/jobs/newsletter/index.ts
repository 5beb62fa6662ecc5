import type { Context } from 'aws-lambda';
import { runNewsletter } from '../../user/published-jobs';
import { signalled } from '../../lib/signals/signalled';
import { jobHandler, type JobRunner } from '../job';

/** The monthly sold-report newsletter (functions/user/newsletter/README.md). */
export const run: JobRunner = (context) => runNewsletter(context);

/**
 * The Lambda stops the run a minute before its own timeout, between two sends, so that it is
 * never killed mid-send: the run ends 'incomplete' and the next one carries on.
 */
export const handler = signalled({ Job: 'newsletter' }, async (event: unknown, context: Context) => {
  const deadline = Date.now() + context.getRemainingTimeInMillis() - 60_000;
  return jobHandler('newsletter', (job) => runNewsletter({ ...job, deadline }))(event, context);
});
