import type { Month } from '@shared/months';
import { publishedNeighbourhoodMonth } from '../../../property/published';
import { env } from '../../../lib/env';
import { createLogger } from '../../../lib/logger';
import { queueWorker, type QueueWorker } from '../../../lib/queue/worker';
import { getProfile } from '../../accounts/published';
import { endCampaignRun, getCampaign, getRecipientRecord, noteRecipient } from './campaign-repository';
import { isSettled } from './newsletter-job';
import { newsletterDeliveries, pacer, subscribed } from './newsletter-delivery';
import { newsletterMessageSchema } from './newsletter-plan';

const logger = /* @__PURE__ */ createLogger('newsletter-worker');

export interface NewsletterWorkerOptions {
  /** Epoch ms: no send starts after it (the Lambda's timeout less a margin); the rest come back later. */
  deadline?: () => number;
}

/**
 * The newsletter's queue worker (the planner's messages, newsletter-plan.ts): for each
 * recipient of a message, the same delivery as the one-process run, its sends spaced to this
 * worker's share of `NEWSLETTER_MAILS_PER_SECOND` (`NEWSLETTER_WORKERS` run at once).
 *
 * - A recipient already sent (or perhaps sent) is passed over: a redelivered message finds its
 *   notes, and the mail helper's claim covers the moment between claim and note.
 * - Bulk sending paused: the campaign is `paused` and the message dropped; the planner's run
 *   after the resume queues whoever is left. A campaign already paused sends nothing.
 * - SES refuses for the account (throttling, a quota), or the deadline: the message and the rest
 *   of the batch are reported failed and come back after the visibility timeout; after a few
 *   tries SQS moves one to the dead-letter queue, whose alarm says to replay it
 *   (docs/operations.md).
 */
export function newsletterWorker(options: NewsletterWorkerOptions = {}): QueueWorker {
  const gapMs = (1000 * env().NEWSLETTER_WORKERS) / env().NEWSLETTER_MAILS_PER_SECOND;
  const pace = pacer(gapMs);
  const deliveries = new Map<string, ReturnType<typeof newsletterDeliveries> | undefined>();
  const deliveriesOf = async (month: Month, plannedAt: string) => {
    const key = `${month}|${plannedAt}`;
    if (!deliveries.has(key)) {
      const publication = await publishedNeighbourhoodMonth(month);
      deliveries.set(
        key,
        publication && newsletterDeliveries(month, publication.neighbourhoods, new Date(plannedAt), pace),
      );
    }
    return deliveries.get(key);
  };

  return queueWorker(
    (body) => newsletterMessageSchema.parse(body),
    async ({ body }) => {
      const month = body.month as Month;
      const campaign = await getCampaign(month);
      if (!campaign || campaign.state === 'paused' || campaign.state === 'done') return 'done';
      const deliver = await deliveriesOf(month, body.plannedAt);
      if (!deliver) throw new Error(`${month} is not published`);
      const at = body.plannedAt;
      for (const userId of body.userIds) {
        if (isSettled(await getRecipientRecord(month, userId))) continue;
        if (options.deadline && Date.now() >= options.deadline()) return 'stop';
        const profile = await getProfile(userId);
        if (!profile || !subscribed(profile)) {
          await noteRecipient(month, { userId, at, outcome: 'skipped', reason: 'unsubscribed' });
          continue;
        }
        const delivery = await deliver(profile);
        if (delivery.kind === 'paused') {
          logger.warn('Newsletter paused: bulk sending is paused', { month, pause: delivery.pause });
          await endCampaignRun(month, 'paused', new Date(at), delivery.pause);
          return 'done';
        }
        if (delivery.kind === 'refused') {
          logger.warn('Newsletter worker stopped: SES refused for the account', { month, error: delivery.error });
          return 'stop';
        }
      }
      return 'done';
    },
    (record, error) => logger.error('Newsletter message failed', { messageId: record.messageId, error }),
  );
}
