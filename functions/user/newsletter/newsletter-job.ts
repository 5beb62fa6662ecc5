import { addMonths, currentMonth, type Month } from '@shared/months';
import { homeNeighbourhoodOf } from '../../home-value/published';
import { neighbourhoodNames, publishedNeighbourhoodMonth } from '../../property/published';
import { env } from '../../lib/env';
import { ConflictError, ValidationError } from '../../lib/errors';
import { createLogger } from '../../lib/logger';
import type { AgentBrand } from '../../lib/mail/message';
import { MailNotSentError, MailOutcomeUnknownError, sendBulkMail } from '../../lib/mail/send';
import { findAgent } from '../agent';
import { agentOfContact } from '../contact-link';
import { allProfiles } from '../contacts-repository';
import { listFollowings } from '../following-repository';
import { invitationBrand } from '../invite';
import { mailLedgerRepository as mailLedger } from '../mail-ledger-repository';
import type { ProfileRecord } from '../profile-repository';
import { campaignProgress } from '@shared/newsletter-campaign';
import { recordMetric } from '../../lib/signals/signals';
import { campaignStatus } from './campaign-status';
import {
  endCampaignRun,
  getCampaign,
  noteRecipient,
  recipientRecords,
  startCampaignRun,
  type RecipientOutcome,
} from './campaign-repository';
import { newsletterMail, type NewsletterNeighbourhood } from './newsletter-mail';

const logger = /* @__PURE__ */ createLogger('newsletter');

/** SES refusals that say "slow down" or "not now" for every message, not for this one. */
const accountRefusals = new Set([
  'TooManyRequestsException',
  'Throttling',
  'ThrottlingException',
  'LimitExceededException',
  'SendingPausedException',
  'AccountSuspendedException',
]);

/** A user the newsletter is for: an active account with `receiveEmail` (the master switch) and `receiveSoldReport`. */
export function subscribed(profile: ProfileRecord): boolean {
  return (
    (profile.status === undefined || profile.status === 'active') &&
    profile.receiveEmail !== false &&
    profile.receiveSoldReport !== false &&
    typeof profile.email === 'string' &&
    profile.email.includes('@')
  );
}

export interface NewsletterRun {
  input: { month?: string };
  now: Date;
  log: (message: string, details?: Record<string, unknown>) => void;
  /** Epoch ms: no send starts after it (a Lambda's timeout less a minute); none by default. */
  deadline?: number;
}

/**
 * The monthly newsletter (issue 16, DECISIONS row 19; README.md here): for the closed month
 * (`--month`, else the month before the current Toronto month), once its sold reports are
 * published, one e-mail to each subscribed user with the published figures of the
 * neighbourhoods they follow, or of their home's when they follow none.
 *
 * At most once per recipient: the mail helper claims `newsletter:{month}:{userId}` in one
 * conditional write before the send, so a replayed trigger, a second run at the same time or a
 * run after a crash sends nobody a second copy. What became of each recipient is noted beside
 * the campaign. Bulk sending's pause stops the run ('paused'); the run after an admin's resume
 * carries on from the recipients not yet sent. Sends go out at `NEWSLETTER_MAILS_PER_SECOND`.
 * At `deadline` the run stops before its next send and ends 'incomplete'; the next run carries
 * on from there.
 */
export async function runNewsletter({
  input,
  now,
  log,
  deadline = Number.POSITIVE_INFINITY,
}: NewsletterRun): Promise<Record<string, unknown>> {
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
      return { month, state: 'not-published' };
    }
    throw new ConflictError(
      `The sold reports of ${month} are not published yet: the newsletter runs after the sold-report aggregation has published the month.`,
    );
  }
  const campaign = await getCampaign(month);
  if (campaign?.state === 'done') {
    log('Newsletter already sent', { month });
    await reportProgress(month, now);
    return { month, state: 'done', sentNow: 0 };
  }
  try {
    return await sendCampaign(month, publication.neighbourhoods, now, log, deadline);
  } finally {
    // However the run ended (done, paused, stopped, thrown), the campaign's progress is reported.
    await reportProgress(month, now).catch((error: unknown) =>
      logger.warn('The campaign progress was not reported', { month, error }),
    );
  }
}

/** The campaign's progress as metrics (`campaignProgress`), at the end of each run. */
async function reportProgress(month: string, now: Date): Promise<void> {
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
  const profiles = (await allProfiles()).filter(subscribed).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  await startCampaignRun(month, profiles.length, now);
  const settled = await recipientRecords(month);
  const names = await neighbourhoodNames();
  const brands = new Map<string, Promise<AgentBrand | undefined>>();
  const brandOf = (profile: ProfileRecord) => {
    const agentId = agentOfContact(profile) ?? (profile.roles?.includes('agent') ? profile.id : undefined);
    if (!agentId) return Promise.resolve(undefined);
    let brand = brands.get(agentId);
    if (!brand) {
      brand = findAgent(agentId).then((agent) => invitationBrand(agent, now));
      brands.set(agentId, brand);
    }
    return brand;
  };

  const gapMs = 1000 / env().NEWSLETTER_MAILS_PER_SECOND;
  let next = Date.now();
  const counts = { sent: 0, skipped: 0, failed: 0, unknown: 0, alreadyDone: 0 };
  const note = async (userId: string, outcome: RecipientOutcome, onlyIfUnsettled = false) => {
    counts[outcome.outcome] += 1;
    await noteRecipient(month, { userId, at: now.toISOString(), ...outcome }, { onlyIfUnsettled });
  };

  for (const profile of profiles) {
    const before = settled.get(profile.id)?.outcome;
    // Sent, or perhaps sent: never again. A refusal or a skip is looked at afresh.
    if (before === 'sent' || before === 'unknown') {
      counts.alreadyDone += 1;
      continue;
    }
    if (Date.now() >= deadline) {
      logger.warn('Newsletter stopped: its time is up; the next run carries on', { month, ...counts });
      await endCampaignRun(month, 'incomplete', now);
      log('Newsletter stopped at its deadline', { month, ...counts });
      return { month, state: 'incomplete', stoppedAt: 'deadline', ...counts };
    }
    const places = await neighbourhoodsOf(profile.id, published, names);
    if (places.list.length === 0) {
      await note(profile.id, { outcome: 'skipped', reason: 'no-neighbourhood' });
      continue;
    }
    const mail = newsletterMail({
      month,
      user: { id: profile.id, email: profile.email, firstName: profile.firstName },
      neighbourhoods: places.list,
      fromHome: places.fromHome,
      agent: await brandOf(profile),
      siteUrl: env().SITE_URL,
    });

    await sleep(Math.max(0, next - Date.now()));
    next = Math.max(next, Date.now()) + gapMs;
    try {
      const outcome = await sendBulkMail(mailLedger, mail, now);
      if (outcome.status === 'paused') {
        const paused = { pausedAt: outcome.pause.pausedAt, reason: outcome.pause.reason };
        logger.warn('Newsletter paused: bulk sending is paused', { month, pause: outcome.pause });
        await endCampaignRun(month, 'paused', now, paused);
        log('Newsletter paused', { month, ...counts });
        return { month, state: 'paused', ...counts };
      }
      if (outcome.status === 'sent')
        await note(profile.id, { outcome: 'sent', ...(outcome.messageId && { messageId: outcome.messageId }) });
      else if (outcome.status === 'suppressed') await note(profile.id, { outcome: 'skipped', reason: 'suppressed' });
      // Claimed by another run, now or before: that run notes what it saw. If it never does
      // (it crashed between the claim and SES's answer), the e-mail may or may not have gone.
      else await note(profile.id, { outcome: 'unknown' }, true);
    } catch (error) {
      if (error instanceof MailOutcomeUnknownError) {
        logger.error('Newsletter send with no answer from SES', { month, userId: profile.id, error });
        await note(profile.id, { outcome: 'unknown' });
        continue;
      }
      if (!(error instanceof MailNotSentError)) throw error;
      const cause = error.cause as { name?: string } | undefined;
      const name = cause?.name ?? 'Error';
      await note(profile.id, { outcome: 'failed', error: name });
      if (accountRefusals.has(name)) {
        // SES throttles or holds the account: the rest would be refused too. The next run
        // (tomorrow's, or one started by hand) carries on; their claims were never taken.
        logger.warn('Newsletter stopped: SES refused for the account', { month, error });
        await endCampaignRun(month, 'incomplete', now);
        log('Newsletter stopped by SES', { month, ...counts });
        return { month, state: 'incomplete', ...counts };
      }
    }
  }
  const status = await campaignStatus(month);
  const state = status.failed > 0 ? 'incomplete' : 'done';
  await endCampaignRun(month, state, now);
  log('Newsletter run finished', { month, state, ...counts });
  return { month, state, recipients: profiles.length, ...counts };
}

/**
 * The neighbourhoods of a user's e-mail: those they follow that the month's publication has
 * (a neighbourhood removed by a boundary import is not), in name order; when they follow none,
 * their home's (the newest valuation they own).
 */
async function neighbourhoodsOf(
  userId: string,
  published: Map<string, NewsletterNeighbourhood['figures']>,
  names: Map<string, string>,
): Promise<{ list: NewsletterNeighbourhood[]; fromHome: boolean }> {
  const followed = Object.keys((await listFollowings(userId)).neighbourhoods);
  const fromHome = followed.length === 0;
  const ids = fromHome ? [await homeNeighbourhoodOf(userId)].filter((id): id is string => id !== undefined) : followed;
  const list = ids.flatMap((id) => {
    const figures = published.get(id);
    return figures ? [{ id, name: names.get(id) ?? id, figures }] : [];
  });
  list.sort((a, b) => a.name.localeCompare(b.name));
  return { list, fromHome };
}

const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
