import { createHash } from 'node:crypto';
import { currentMonth } from '@shared/months';
import { putFeedItemOnce } from '../../notes-follow-ups/published';
import { agentOfContact, getProfile } from '../../accounts/published';
import {
  addToEmailStats,
  claimEmailActivity,
  emailActivityClaimed,
  emailRetention,
  type EmailCounter,
} from './email-stats-repository';
import { suggestFollowUpAfter } from './follow-up-suggestion';

/**
 * What the analytics make of one e-mail event (README.md here, "E-mail analytics"): the
 * document 2 §3 feed types of e-mail, as the user's Activity tab shows them.
 */
export const emailFeedTypes = {
  send: '_email.send',
  delivered: '_email.delivered',
  open: '_email.open',
  click: '_email.click',
  unsubscribe: '_email.unsubscribe',
  complaint: '_email.complaint',
  hardbounce: '_email.hardbounce',
} as const;
export type EmailActivityType = keyof typeof emailFeedTypes;

export interface EmailActivity {
  /** Names the event, so the same event twice is counted once (`claimEmailActivity`). */
  key: string;
  type: EmailActivityType;
  /** ISO instant. */
  at: string;
  /**
   * When the message went out (ISO instant): the month the rollups count the event in, so a
   * month's rates are of the mail sent in it. Counted in the month it happened, a late open of
   * November's mail raised December's rate, which could pass 100%, while November's page said its
   * rates could still rise (QA 56a M2). Without it (a message the ledger does not know), `at`.
   */
  sentAt?: string;
  /**
   * The user the message went to (its `userId` tag), even when their profile is gone: without
   * one (invitations, notices to agents, the print desk) the event is counted nowhere.
   */
  userId?: string;
  /**
   * What kind of message it was (`newsletter`, `valuation-update`: the send's campaign), which the
   * user's Activity history names (shared/feeds.ts `emailKindLabels`).
   */
  kind?: string;
  /** The address it went to: read by no rollup (a former agent's items outlive an erasure). */
  recipient?: string;
  /** Why a machine did it (Apple's prefetch, a scanner, the honeypot); undefined for a person. */
  machine?: string;
  /**
   * A person's open or click: the message's open as the rollups count it, once, whether seen or
   * proven by a click (a reader who blocks images opens unseen; QA 29 read "0% opened, 22%
   * clicked"). `counted`: the key that counts it; `seen`: a seen open's own key, which an open
   * counted before these keys holds. A click adds no open in the person's feed (nothing was
   * seen), and the open seen after it keeps its feed item and its follow-up check.
   */
  messageOpen?: { counted: string; seen: string };
}

/** The rollup counter of a type, for the four the Email Analytics page shows. */
function counterOf(type: EmailActivityType, machine: boolean): EmailCounter | undefined {
  if (type === 'open' || type === 'click') return machine ? `${type}Machine` : type;
  if (type === 'send' || type === 'unsubscribe') return type;
  return undefined;
}

/**
 * Counts one event once: the month's rollups (everyone's, the person's, their agent's; only the
 * totals when the person's profile is gone or being deleted) for
 * send, open, click and unsubscribe, people's and machines' apart, of mail to a user only (the
 * message names its user: newsletters, valuation updates); the user's feed item, for
 * a person's events only (a proxy's prefetch is not something the user did), kept 25 months;
 * and, for a person's open or click, the follow-up suggestion check. False when it was counted
 * before.
 */
export async function recordEmailActivity(activity: EmailActivity): Promise<boolean> {
  const at = new Date(activity.at);
  if (!(await claimEmailActivity(activity.key, at))) return false;
  const found = activity.userId ? await getProfile(activity.userId) : undefined;
  // A late event for someone deleted, or being deleted, counts in the totals only: it must not
  // bring back their rollup items or feed after the delete job took them.
  const profile = found?.status === 'deleting' ? undefined : found;
  const userId = profile && activity.userId;
  const agentId = agentOfContact(profile);
  const machine = activity.machine !== undefined;
  const counter = counterOf(activity.type, machine);
  // Mail to no user (invitations, notices to agents, the print desk) can appear in no side
  // panel, so it is in no total either: every rate is over the mail its lists show.
  if (counter && activity.userId) {
    const sent = activity.sentAt ? new Date(activity.sentAt) : at;
    const month = currentMonth(Number.isNaN(sent.getTime()) ? at : sent);
    const scope = { month, ...(userId && { userId }), ...(agentId && { agentId }) };
    const open = machine ? undefined : activity.messageOpen;
    if (counter !== 'open' || !open || (await claimEmailActivity(open.counted, at))) {
      await addToEmailStats({ ...scope, counter });
    }
    if (
      activity.type === 'click' &&
      open &&
      !(await emailActivityClaimed(open.seen)) &&
      (await claimEmailActivity(open.counted, at))
    ) {
      await addToEmailStats({ ...scope, counter: 'open' });
    }
  }
  if (userId && !machine) {
    await putFeedItemOnce({
      feedType: emailFeedTypes[activity.type],
      time: at.toISOString(),
      id: createHash('sha256').update(activity.key).digest('base64url').slice(0, 16),
      uid: userId,
      ...(activity.kind && { emailtype: activity.kind }),
      expiresAt: emailRetention(at),
    });
    if (profile && agentId && (activity.type === 'open' || activity.type === 'click')) {
      await suggestFollowUpAfter(profile, at);
    }
  }
  return true;
}
