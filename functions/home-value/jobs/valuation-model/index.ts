import { runValuationTraining, valuationArtifactIsCurrent } from '../../training';
import { createJobHandler, type JobRunner, type ListingsJob } from '../../../jobs/job';

/** The valuation model's training (functions/home-value/training.ts). */
export const run: JobRunner = (context) => runValuationTraining(context);
/** The run on listings read elsewhere (`npm start`'s one read for its catch-up). */
export const runOnListings: ListingsJob = (listingPages) => (context) => runValuationTraining(context, listingPages);
export const handler = createJobHandler('valuation-model', run);
/** Whether the current artifact is of this code's version (`runsAfterCodeChange`: `npm start` checks it). */
export const isOutputCurrent = valuationArtifactIsCurrent;
