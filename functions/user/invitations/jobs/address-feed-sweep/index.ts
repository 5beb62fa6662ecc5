import { createJobHandler, type JobRunner } from '../../../../jobs/job';
import { runAddressFeedSweep } from '../../address-feed-sweep';

/** Address feeds past their time (functions/user/invitations/address-feed-sweep.ts). */
export const run: JobRunner = async ({ now, log }) => ({ ...(await runAddressFeedSweep(now, log)) });
export const handler = createJobHandler('address-feed-sweep', run);
