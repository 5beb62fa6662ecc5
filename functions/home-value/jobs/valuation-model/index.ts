import { runValuationTraining, valuationArtifactIsCurrent } from '../../training';
import { createJobHandler, type JobRunner } from '../../../jobs/job';

/** The valuation model's training (functions/home-value/training.ts). */
export const run: JobRunner = (context) => runValuationTraining(context);
export const handler = createJobHandler('valuation-model', run);
/** Whether the current artifact is of this code's version (`runsAfterCodeChange`: `npm start` checks it). */
export const isOutputCurrent = valuationArtifactIsCurrent;
