import { createJobHandler } from '../../../jobs/job';
import { runSearchIndexBuild, searchIndexBuildOn } from './run';

export const run = runSearchIndexBuild;
/** The run on listings read elsewhere (`npm start`'s one read for its catch-up). */
export const runOnListings = searchIndexBuildOn;
export const handler = createJobHandler('search-index', runSearchIndexBuild);
