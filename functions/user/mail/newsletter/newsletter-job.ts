import { addMonths, currentMonth, type Month } from '@shared/months';
import { campaignProgress } from '@shared/newsletter-campaign';
import { publishedNeighbourhoodMonth } from '../../../property/published';
import { env } from '../../../lib/env';
import { ConflictError, ValidationError } from '../../../lib/errors';
import { createLogger } from '../../../lib/logger';
import { recordMetric } from '../../../lib/signals/signals';
import { allProfiles } from '../../contacts/published';
import { campaignStatus } from './campaign-status';
import {
  endCampaignRun,
  getCampaign,
  recipientRecords,
  startCampaignRun,
  type RecipientRecord,
} from './campaign-repository';
import { newsletterDeliveries, pacer, subscribed } from './newsletter-delivery';
import type { NewsletterNeighbourhood } from './newsletter-mail';

export { subscribed } from './newsletter-delivery';

const logger = /* @__PURE__ */ createLogger('newsletter');

export interface NewsletterRun {
  input: { month?: string };
  now: Date;
  log: (message: string, details?: Record<string, unknown>) => void;
  /** Epoch ms: no send starts after it (a Lambda's timeout less a minute); none by default. */
  deadline?: number;
}

/** The month a run is for, once it may be sent: or the summary of a run that has nothing to do. */
export type OpenedCampaign =
  { month: Month; published: Map<string, NewsletterNeighbourhood['figures']> } | { summary: Record<string, unknown> };

/**
 * The month of a run (`--month`, else the month before the current Toronto month), refused
 * when not closed; a scheduled run waits for its publication, one asked by hand is refused;
 * a campaign already `done` has nothing to do. Shared by the one-process run and the planner.
 */
export async function openCampaign({ input, now, log }: NewsletterRun): Promise<OpenedCampaign> {
  const current = currentMonth(now);
  const month = (input.month ?? addMonths(current, -1)) as Month;
  if (month >= current) {
    throw new ValidationError([
      { field: 'month', message: `${month} is not a closed month: the newsletter reports closed months.` },
    ]);
  }
  const publication = await publishedNeighbourhoodMonth(month);
  if (!publication) {
    // A scheduled run waits for the aggregation: tomorrow's run looks again. Asked by hand, it refuses.
    if (input.month === undefined) {
      log('Newsletter waits: the month is not published yet', { month });
      return { summary: { month, state: 'not-published' } };
    }
    throw new ConflictError(
      `The sold reports of ${month} are not published yet: the newsletter runs after the sold-report aggregation has published the month.`,
    );
  }
  const campaign = await getCampaign(month);
  if (campaign?.state === 'done') {
    log('Newsletter already sent', { month });
    await reportProgress(month, now);
    return { summary: { month, state: 'done', sentNow: 0 } };
  }
  return { month, published: publication.neighbourhoods };
}

/** The subscribed users, by id. */
export async function newsletterRecipients() {
  return (await allProfiles()).filter(subscribed).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The monthly newsletter in one process (issue 16, DECISIONS row 19; README.md here): for the
 * closed month, once its sold reports are published, one e-mail to each subscribed user with
 * the published figures of the neighbourhoods they follow, or of their home's when they follow
 * none. `npm run job -- newsletter` runs it; in AWS the planner (`newsletter-plan.ts`) puts
 * the recipients on a queue and workers send (`newsletter-worker.ts`), the same deliveries.
 *
 * At most once per recipient: the mail helper claims `newsletter:{month}:{userId}` in one
 * conditional write before the send, so a replayed trigger, a second run at the same time or a
 * run after a crash sends nobody a second copy. What became of each recipient is noted beside
 * the campaign. Bulk sending's pause stops the run ('paused'); the run after an admin's resume
 * carries on from the recipients not yet sent. Sends go out at `NEWSLETTER_MAILS_PER_SECOND`.
 * At `deadline` the run stops before its next send and ends 'incomplete'; the next run carries
 * on from there.
 */
export async function runNewsletter(run: NewsletterRun): Promise<Record<string, unknown>> {
  const opened = await openCampaign(run);
  if ('summary' in opened) return opened.summary;
  try {
    return await sendCampaign(opened.month, opened.published, run.now, run.log, run.deadline ?? Infinity);
  } finally {
    // However the run ended (done, paused, stopped, thrown), the campaign's progress is reported.
    await reportProgress(opened.month, run.now).catch((error: unknown) =>
      logger.warn('The campaign progress was not reported', { month: opened.month, error }),
    );
  }
}

/** The campaign's progress as metrics (`campaignProgress`), at the end of each run. */
export async function reportProgress(month: string, now: Date): Promise<void> {
  const progress = campaignProgress(await campaignStatus(month), now);
  recordMetric('campaignSettled', progress.settled);
  recordMetric('campaignRemaining', progress.remaining);
  recordMetric('campaignHoursOpen', progress.hoursOpen);
}

/** One run of the month's campaign: every subscribed user not yet dealt with, at the configured rate. */
async function sendCampaign(
  month: Month,
  published: Map<string, NewsletterNeighbourhood['figures']>,
  now: Date,
  log: NewsletterRun['log'],
  deadline: number,
): Promise<Record<string, unknown>> {
  const profiles = await newsletterRecipients();
  await startCampaignRun(month, profiles.length, now);
  const settled = await recipientRecords(month);
  const deliver = newsletterDeliveries(month, published, now, pacer(1000 / env().NEWSLETTER_MAILS_PER_SECOND));
  const counts = { sent: 0, skipped: 0, failed: 0, unknown: 0, alreadyDone: 0 };

  for (const profile of profiles) {
    if (isSettled(settled.get(profile.id))) {
      counts.alreadyDone += 1;
      continue;
    }
    if (Date.now() >= deadline) {
      logger.warn('Newsletter stopped: its time is up; the next run carries on', { month, ...counts });
      await endCampaignRun(month, 'incomplete', now);
      log('Newsletter stopped at its deadline', { month, ...counts });
      return { month, state: 'incomplete', stoppedAt: 'deadline', ...counts };
    }
    const delivery = await deliver(profile);
    if (delivery.kind === 'paused') {
      logger.warn('Newsletter paused: bulk sending is paused', { month, pause: delivery.pause });
      await endCampaignRun(month, 'paused', now, delivery.pause);
      log('Newsletter paused', { month, ...counts });
      return { month, state: 'paused', ...counts };
    }
    if (delivery.kind === 'refused') {
      // SES throttles or holds the account: the rest would be refused too. The next run
      // (tomorrow's, or one started by hand) carries on; their claims were never taken.
      counts.failed += 1;
      logger.warn('Newsletter stopped: SES refused for the account', { month, error: delivery.error });
      await endCampaignRun(month, 'incomplete', now);
      log('Newsletter stopped by SES', { month, ...counts });
      return { month, state: 'incomplete', ...counts };
    }
    counts[delivery.outcome] += 1;
  }
  const status = await campaignStatus(month);
  const state = status.failed > 0 ? 'incomplete' : 'done';
  await endCampaignRun(month, state, now);
  log('Newsletter run finished', { month, state, ...counts });
  return { month, state, recipients: profiles.length, ...counts };
}

/** Sent, or perhaps sent: never again. A refusal or a skip is looked at afresh. */
export const isSettled = (record: RecipientRecord | undefined): boolean =>
  record?.outcome === 'sent' || record?.outcome === 'unknown';
