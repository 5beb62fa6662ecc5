import { createLogger } from '../../../lib/logger';
import {
  honeypotLinkNumber,
  isHoneypotLink,
  machineClickReason,
  trackedLinkNumber,
} from '../../../lib/mail/machine-click';
import { machineOpenReason } from '../../../lib/mail/machine-open';
import { parseSesEvent, type MailEvent } from '../../../lib/mail/ses-events';
import { suppressOnce } from '../mail-ledger-repository';
import { getProfile } from '../../accounts/published';
import { getSentMessage, getSentMessageByClick, mailEventsOf, markSend, putMailEvent } from './mail-events-repository';
import { recordEmailActivity, type EmailActivityType } from './email-activity';
import { checkSendingHealth } from './sending';

const logger = /* @__PURE__ */ createLogger('mail-events');

export type RecordOutcome = { recorded: MailEvent['type']; userId?: string } | { skipped: string };

/**
 * One SES event, as SNS delivered its message body (README.md here): kept per message and
 * recipient, and in the user's partition when the helper's record or the message's `userId`
 * tag names a user whose profile is still there and not being deleted. A hard bounce (bounceType Permanent) or a complaint suppresses the
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
  const taggedUser = sent?.userId ?? event.tags.userId;
  const userId = await livingUser(taggedUser);
  const campaign = sent?.campaign ?? event.tags.campaign;
  const machine = await machineReason(event, sent?.sentAt);
  // The reader's address and agent are only signals (machine-open.ts, machine-click.ts), never kept.
  const { ipAddress: _address, userAgent: _agent, ...detail } = event.detail;
  const recipients = event.recipients.length > 0 ? event.recipients : [sent?.to ?? 'unknown'];
  for (const recipient of recipients) {
    await putMailEvent({
      messageId: event.messageId,
      type: event.type,
      at: event.at,
      recipient,
      ...(campaign && { campaign }),
      ...(userId && { userId }),
      detail: { ...detail, ...(machine && { machine }) },
    });
  }
  const activity = activityOf(event);
  if (activity) {
    for (const recipient of recipients) {
      await recordEmailActivity({
        key: countingKey(event.messageId, activity, machine, `${event.at}#${recipient}`),
        type: activity,
        at: event.at,
        sentAt: sent?.sentAt ?? event.sentAt,
        ...(campaign && { kind: campaign }),
        recipient,
        // The user the message went to, even once gone: it counts in the totals (email-activity.ts).
        ...(taggedUser && { userId: taggedUser }),
        ...(machine && { machine }),
        ...(isPersonsOpenOrClick(activity, machine) && { messageOpen: messageOpenKeys(event.messageId) }),
      });
    }
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

/**
 * The user an event names, unless their profile is gone or being deleted: a late event must not
 * bring back the history the delete job took (it is kept per message only).
 */
async function livingUser(userId: string | undefined): Promise<string | undefined> {
  if (!userId) return undefined;
  const profile = await getProfile(userId);
  return profile && profile.status !== 'deleting' ? userId : undefined;
}

/**
 * What makes an event count once (email-activity.ts): a person's open or click once per message,
 * and machines' once per message apart, however often it is replayed or reloaded (the raw events
 * are all kept); any other type once per SES event (`occurrence`: its time and recipient).
 */
function countingKey(
  messageId: string,
  type: EmailActivityType,
  machine: string | undefined,
  occurrence?: string,
): string {
  if (type === 'open' || type === 'click') return `${messageId}#${type}${machine ? '#machine' : ''}`;
  return `${messageId}#${type}#${occurrence}`;
}

const isPersonsOpenOrClick = (type: EmailActivityType, machine: string | undefined) =>
  !machine && (type === 'open' || type === 'click');

/** A message's open as the rollups count it, seen or proven by a click (`EmailActivity.messageOpen`). */
const messageOpenKeys = (messageId: string) => ({
  counted: `${messageId}#open#counted`,
  seen: countingKey(messageId, 'open', undefined),
});

/**
 * The analytics' name of an SES event (email-activity.ts), or undefined for one they leave out:
 * SES's send (sends are counted when the helper records them, locally too, where SES publishes
 * nothing), its clicks on our tracked buttons (the redirect counts those), rejects, rendering
 * failures, delays and soft bounces.
 */
function activityOf(event: MailEvent): EmailActivityType | undefined {
  switch (event.type) {
    case 'delivery':
      return 'delivered';
    case 'click': {
      // Our own tracked buttons' clicks are the redirect's to count (they carry ses:no-track;
      // one SES tracked all the same is not counted twice). The honeypot is counted here.
      const link = trackedLinkNumber(event.detail.link);
      return link === undefined || link === honeypotLinkNumber ? 'click' : undefined;
    }
    case 'open':
    case 'complaint':
      return event.type;
    case 'bounce':
      return event.permanent ? 'hardbounce' : undefined;
    default:
      return undefined;
  }
}

/**
 * Why an open or a click SES saw was a machine's (DECISIONS row 39): Apple's prefetch or a
 * named bot for opens (machine-open.ts); the honeypot link, a scanner's agent or a click within
 * seconds of delivery for clicks (machine-click.ts). SES tracks only the links we do not (the
 * redirect counts ours) and the honeypot.
 */
async function machineReason(event: MailEvent, sentAt: string | undefined): Promise<string | undefined> {
  if (event.type === 'open') {
    return machineOpenReason({ userAgent: event.detail.userAgent, ipAddress: event.detail.ipAddress });
  }
  if (event.type !== 'click') return undefined;
  if (isHoneypotLink(event.detail.link)) return 'honeypot';
  const delivery = (await mailEventsOf(event.messageId)).find((stored) => stored.type === 'delivery');
  return machineClickReason({
    clickedAt: new Date(event.at),
    deliveredAt: new Date(delivery?.at ?? sentAt ?? event.sentAt),
    userAgent: event.detail.userAgent,
  });
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
 * them), with `detail.source` 'redirect' (never the user agent) and, for a machine's click (scanner-agent, or
 * soon-after-delivery: functions/lib/mail/machine-click.ts), `detail.machine` saying why. A
 * reference no message of ours carries (its record was lost) is logged and skipped.
 */
export async function recordLinkClick(click: LinkClick): Promise<RecordOutcome> {
  const sent = await getSentMessageByClick(click.clickReference);
  if (!sent) {
    logger.warn('A click on a link of an unknown message was skipped', { clickReference: click.clickReference });
    return { skipped: 'unknown message' };
  }
  const userId = await livingUser(sent.userId);
  const delivery = (await mailEventsOf(sent.messageId)).find((event) => event.type === 'delivery');
  const machine = machineClickReason({
    clickedAt: click.clickedAt,
    deliveredAt: new Date(delivery?.at ?? sent.sentAt),
    userAgent: click.userAgent,
    link: click.link,
  });
  await putMailEvent({
    messageId: sent.messageId,
    type: 'click',
    at: click.clickedAt.toISOString(),
    recipient: sent.to,
    campaign: sent.campaign,
    ...(userId && { userId }),
    detail: {
      source: 'redirect',
      link: click.path,
      linkNumber: String(click.link),
      ...(machine && { machine }),
    },
  });
  await recordEmailActivity({
    key: countingKey(sent.messageId, 'click', machine),
    type: 'click',
    at: click.clickedAt.toISOString(),
    sentAt: sent.sentAt,
    kind: sent.campaign,
    recipient: sent.to,
    ...(sent.userId && { userId: sent.userId }),
    ...(machine && { machine }),
    ...(!machine && { messageOpen: messageOpenKeys(sent.messageId) }),
  });
  return { recorded: 'click', ...(userId && { userId }) };
}
