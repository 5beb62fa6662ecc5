import { runNewsletter } from '../../user/published-jobs';
import { createJobHandler, type JobRunner } from '../job';

/** The monthly sold-report newsletter (functions/user/newsletter/README.md). */
export const run: JobRunner = (context) => runNewsletter(context);
export const handler = createJobHandler('newsletter', run);
