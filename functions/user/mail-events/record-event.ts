import { createLogger } from '../../lib/logger';
import { machineClickReason } from '../../lib/mail/machine-click';
import { parseSesEvent, type MailEvent } from '../../lib/mail/ses-events';
import { suppressOnce } from '../mail-ledger-repository';
import { getSentMessage, getSentMessageByClick, mailEventsOf, markSend, putMailEvent } from './mail-events-repository';
import { checkSendingHealth } from './sending';

const logger = /* @__PURE__ */ createLogger('mail-events');

export type RecordOutcome = { recorded: MailEvent['type']; userId?: string } | { skipped: string };

/**
 * One SES event, as SNS delivered its message body (README.md here): kept per message and
 * recipient, and in the user's partition when the helper's record or the message's `userId`
 * tag names the user. A hard bounce (bounceType Permanent) or a complaint suppresses the
 * address on the first event, marks the send in the sending-health window and checks whether
 * bulk sending must pause. Anything we cannot read is logged and skipped; a storage failure
 * throws, so that SNS delivers the event again (every write here can be repeated).
 */
export async function recordSesEvent(message: string, now: Date): Promise<RecordOutcome> {
  const parsed = parseSesEvent(message);
  if ('skip' in parsed) {
    logger.warn('An SES event was skipped', { reason: parsed.skip });
    return { skipped: parsed.skip };
  }
  const { event } = parsed;
  const sent = await getSentMessage(event.messageId);
  const userId = sent?.userId ?? event.tags.userId;
  const campaign = sent?.campaign ?? event.tags.campaign;
  for (const recipient of event.recipients.length > 0 ? event.recipients : [sent?.to ?? 'unknown']) {
    await putMailEvent({
      messageId: event.messageId,
      type: event.type,
      at: event.at,
      recipient,
      ...(campaign && { campaign }),
      ...(userId && { userId }),
      detail: event.detail,
    });
  }

  const harmful = (event.type === 'bounce' && event.permanent) || event.type === 'complaint';
  if (harmful) {
    const reason = event.type === 'complaint' ? 'complaint' : 'bounce';
    for (const email of event.recipients) {
      if (await suppressOnce({ email, reason, createdAt: event.at })) {
        logger.info('An address was suppressed', { reason, messageId: event.messageId });
      }
    }
    if (sent) {
      await markSend(sent, event.type === 'complaint' ? 'complained' : 'bounced');
      await checkSendingHealth(now);
    }
  }
  return { recorded: event.type, ...(userId && { userId }) };
}

/** A click on a tracked link, as the e-mail redirect reports it (`POST /email/click/{id}`). */
export interface LinkClick {
  /** The message's click reference (the click id's first part) and the link's number. */
  clickReference: string;
  link: number;
  /** The path it led to: never the query, which may hold an invitation's token. */
  path: string;
  userAgent: string | undefined;
  clickedAt: Date;
}

/**
 * Keeps a click on one of our tracked links as a `click` event of its message, in the store the
 * SES events use (per message and recipient, and in the user's partition when the message names
 * them), with `detail.source` 'redirect' and, for a machine's click (scanner-agent, or
 * soon-after-delivery: functions/lib/mail/machine-click.ts), `detail.machine` saying why. A
 * reference no message of ours carries (its record was lost) is logged and skipped.
 */
export async function recordLinkClick(click: LinkClick): Promise<RecordOutcome> {
  const sent = await getSentMessageByClick(click.clickReference);
  if (!sent) {
    logger.warn('A click on a link of an unknown message was skipped', { clickReference: click.clickReference });
    return { skipped: 'unknown message' };
  }
  const delivery = (await mailEventsOf(sent.messageId)).find((event) => event.type === 'delivery');
  const machine = machineClickReason({
    clickedAt: click.clickedAt,
    deliveredAt: new Date(delivery?.at ?? sent.sentAt),
    userAgent: click.userAgent,
  });
  await putMailEvent({
    messageId: sent.messageId,
    type: 'click',
    at: click.clickedAt.toISOString(),
    recipient: sent.to,
    campaign: sent.campaign,
    ...(sent.userId && { userId: sent.userId }),
    detail: {
      source: 'redirect',
      link: click.path,
      linkNumber: String(click.link),
      ...(click.userAgent && { userAgent: click.userAgent.slice(0, 300) }),
      ...(machine && { machine }),
    },
  });
  return { recorded: 'click', ...(sent.userId && { userId: sent.userId }) };
}
