import { createJobHandler } from '../../../jobs/job';
import { runSoldReportAggregation } from './run';

export const run = runSoldReportAggregation;
export const handler = createJobHandler('sold-report-aggregation', runSoldReportAggregation);
