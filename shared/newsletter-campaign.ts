/**
 * `GET /admin/newsletter?month=YYYY-MM` (ours, not in the spec; issue 16 "The monthly
 * newsletter"): what became of one month's newsletter, for an admin. The e-mail goes out at
 * most once per recipient; a send whose outcome SES never told us is listed, never retried.
 */
export type CampaignState =
  /** No run has started this month's campaign. */
  | 'not-started'
  /** A run is sending (or stopped mid-way without a word: a crash, a Lambda timeout). */
  | 'sending'
  /** Bulk sending is paused (bounces, complaints): a run after an admin's resume carries on. */
  | 'paused'
  /** A run reached the end but some sends were refused (throttling, a quota): the next run retries them. */
  | 'incomplete'
  /** Every recipient was dealt with. */
  | 'done';

/** `unsubscribed`: they opted out (or were archived) after the planner put them on the queue. */
export type SkipReason = 'suppressed' | 'no-neighbourhood' | 'unsubscribed';

export interface NewsletterCampaignStatus {
  month: string;
  state: CampaignState;
  startedAt?: string;
  lastRunAt?: string;
  finishedAt?: string;
  /** Users with `receiveEmail` and `receiveSoldReport` when the last run listed them. */
  recipients: number;
  sent: number;
  skipped: number;
  failed: number;
  unknown: number;
  /** Not sent on purpose: the address is suppressed, or there was no neighbourhood to report on. */
  skippedIds: { id: string; reason: SkipReason }[];
  /** SES refused them: their claim was given back, the next run sends them. */
  failedIds: { id: string; error: string }[];
  /**
   * SES never answered (a timeout, a crash between the claim and the answer): perhaps sent,
   * perhaps not. Never sent again; listed so that someone can look.
   */
  unknownIds: string[];
  /** Set while bulk sending's pause stopped the campaign. */
  paused?: { pausedAt: string; reason: string };
}

/**
 * How far a campaign has gone, as the newsletter reports it at the end of each run (the
 * `CampaignSettled`, `CampaignRemaining` and `CampaignHoursOpen` metrics): recipients dealt
 * with for good (sent, skipped, perhaps sent), those still to go (never tried, or refused and
 * to be retried), and the hours since it started while it is not done (0 once done). The
 * alarm "newsletter campaign late" (not done by the next day's run) watches the hours.
 */
export function campaignProgress(
  status: Pick<NewsletterCampaignStatus, 'state' | 'startedAt' | 'recipients' | 'sent' | 'skipped' | 'unknown'>,
  now: Date,
): { settled: number; remaining: number; hoursOpen: number } {
  const settled = status.sent + status.skipped + status.unknown;
  const started = status.startedAt ? Date.parse(status.startedAt) : Number.NaN;
  const hoursOpen =
    status.state === 'done' || Number.isNaN(started) ? 0 : Math.max(0, (now.getTime() - started) / 3_600_000);
  return { settled, remaining: Math.max(0, status.recipients - settled), hoursOpen };
}
