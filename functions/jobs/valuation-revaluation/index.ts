import { runValuationRevaluation } from '../../home-value/published';
import { createJobHandler, type JobRunner } from '../job';

/** The daily revaluation, update e-mails and clean-up (functions/home-value/revaluation.ts). */
export const run: JobRunner = (context) => runValuationRevaluation(context);
export const handler = createJobHandler('valuation-revaluation', run);
