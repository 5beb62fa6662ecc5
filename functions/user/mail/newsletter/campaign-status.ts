import type { NewsletterCampaignStatus } from '@shared/newsletter-campaign';
import { getCampaign, recipientRecords } from './campaign-repository';

/**
 * A month's newsletter as an admin reads it (`GET /admin/newsletter`): the campaign's runs and
 * pause, and the recipients' outcomes counted, with the ids of those not sent.
 */
export async function campaignStatus(month: string): Promise<NewsletterCampaignStatus> {
  const [campaign, records] = await Promise.all([getCampaign(month), recipientRecords(month)]);
  const status: NewsletterCampaignStatus = {
    month,
    state: campaign?.state ?? 'not-started',
    ...(campaign?.startedAt && { startedAt: campaign.startedAt }),
    ...(campaign?.lastRunAt && { lastRunAt: campaign.lastRunAt }),
    ...(campaign?.finishedAt && { finishedAt: campaign.finishedAt }),
    recipients: campaign?.recipients ?? 0,
    sent: 0,
    skipped: 0,
    failed: 0,
    unknown: 0,
    skippedIds: [],
    failedIds: [],
    unknownIds: [],
    ...(campaign?.paused && { paused: campaign.paused }),
  };
  for (const [id, record] of [...records].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    status[record.outcome] += 1;
    if (record.outcome === 'skipped') status.skippedIds.push({ id, reason: record.reason });
    else if (record.outcome === 'failed') status.failedIds.push({ id, error: record.error });
    else if (record.outcome === 'unknown') status.unknownIds.push(id);
  }
  // The workers drain the queue without closing the campaign (the planner's next run does):
  // every recipient settled is done.
  if (status.state === 'sending' && status.recipients > 0 && status.failed === 0) {
    if (status.sent + status.skipped + status.unknown >= status.recipients) status.state = 'done';
  }
  return status;
}
