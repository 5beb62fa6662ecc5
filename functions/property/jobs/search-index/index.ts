import { createJobHandler } from '../../../jobs/job';
import { runSearchIndexBuild } from './run';

export const run = runSearchIndexBuild;
export const handler = createJobHandler('search-index', runSearchIndexBuild);
