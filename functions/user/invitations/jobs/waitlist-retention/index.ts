import { createJobHandler, type JobRunner } from '../../../../jobs/job';
import { runWaitlistRetention } from '../../waitlist-retention';

/** The waitlist's 24 months (functions/user/invitations/waitlist-retention.ts). */
export const run: JobRunner = async ({ now }) => ({ ...(await runWaitlistRetention(now)) });
export const handler = createJobHandler('waitlist-retention', run);
