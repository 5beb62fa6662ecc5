import { runLeaseCorrection } from '../../lease-correction';
import { createJobHandler, type JobRunner } from '../../../jobs/job';

/** The one-off correction of leases taken for purchases (functions/home-value/lease-correction.ts). */
export const run: JobRunner = async (context) => ({ ...(await runLeaseCorrection(context)) });
export const handler = createJobHandler('valuation-lease-correction', run);
