import { runValuationTraining } from '../../home-value/published';
import { createJobHandler, type JobRunner } from '../job';

/** The valuation model's training (functions/home-value/training.ts). */
export const run: JobRunner = (context) => runValuationTraining(context);
export const handler = createJobHandler('valuation-model', run);
