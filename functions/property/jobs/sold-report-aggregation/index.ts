import { createJobHandler } from '../../../jobs/job';
import { runSoldReportAggregation, soldReportAggregationOn } from './run';

export const run = runSoldReportAggregation;
/** The run on listings read elsewhere (`npm start`'s one read for its catch-up). */
export const runOnListings = soldReportAggregationOn;
export const handler = createJobHandler('sold-report-aggregation', runSoldReportAggregation);
