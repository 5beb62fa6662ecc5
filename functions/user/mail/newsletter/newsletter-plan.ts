import * as z from 'zod';
import { queuePort } from '../../../lib/queue/queue';
import { campaignStatus } from './campaign-status';
import { endCampaignRun, recipientRecords, startCampaignRun } from './campaign-repository';
import { isSettled, newsletterRecipients, openCampaign, reportProgress, type NewsletterRun } from './newsletter-job';

/** The newsletter's queue (functions/jobs/jobs.ts), and how many recipients one message carries. */
export const newsletterQueue = 'newsletter';
const recipientsPerMessage = 10;

/** One message: a few recipients of one month's campaign, and the planner's instant (the claims' and notes' time). */
export const newsletterMessageSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  plannedAt: z.iso.datetime(),
  userIds: z.array(z.string().min(1)).min(1).max(50),
});
export type NewsletterMessage = z.infer<typeof newsletterMessageSchema>;

/**
 * The newsletter's planner (the Lambda's scheduled run): the campaign opened as the one-process
 * run opens it, then one message per 10 recipients not yet sent on the newsletter queue, for the
 * workers (`newsletter-worker.ts`) to send at the configured rate. Run again (the next day's
 * schedule, or by hand after a pause is lifted), it queues only those still not sent: the
 * workers' claims make a recipient queued twice get one e-mail. Nothing left to send: the
 * campaign is closed, `done` (or `incomplete` while SES refusals remain). Each run reports the
 * campaign's progress (`reportProgress`), which the late-campaign alarm watches.
 */
export async function planNewsletter(run: NewsletterRun): Promise<Record<string, unknown>> {
  const opened = await openCampaign(run);
  if ('summary' in opened) return opened.summary;
  const { month } = opened;
  const profiles = await newsletterRecipients();
  const settled = await recipientRecords(month);
  const due = profiles.filter((profile) => !isSettled(settled.get(profile.id))).map((profile) => profile.id);
  if (due.length > 0) {
    // How the runs before left the campaign, before this one opens it again: the recipients
    // they listed not all dealt with (paused, refused, workers failing) set the late-campaign
    // alarm off at the next day's run; someone who subscribed since does not (ops review 74 H1:
    // the planner reported only once nothing was left, so such a campaign never set it off).
    await reportProgress(month, run.now);
  }
  await startCampaignRun(month, profiles.length, run.now);
  if (due.length === 0) {
    const status = await campaignStatus(month);
    const state = status.failed > 0 ? 'incomplete' : 'done';
    await endCampaignRun(month, state, run.now);
    await reportProgress(month, run.now);
    run.log('Newsletter: nothing left to send', { month, state });
    return { month, state, recipients: profiles.length, queued: 0 };
  }
  const messages: NewsletterMessage[] = [];
  for (let i = 0; i < due.length; i += recipientsPerMessage) {
    messages.push({ month, plannedAt: run.now.toISOString(), userIds: due.slice(i, i + recipientsPerMessage) });
  }
  await queuePort().send(newsletterQueue, messages);
  run.log('Newsletter queued', { month, queued: due.length, messages: messages.length });
  return { month, state: 'sending', recipients: profiles.length, queued: due.length, messages: messages.length };
}
