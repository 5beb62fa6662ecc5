import { addMonths, currentMonth } from '@shared/months';
import type { FollowUpSuggestion } from '@shared/users';
import { emailFeedTypes } from '../../../functions/user/mail/mail-events/email-activity';
import { emailEngagementSuggestion } from '../../../functions/user/mail/mail-events/follow-up-suggestion';
import {
  agentScope,
  emailCounters,
  emailRetention,
  everyoneScope,
  type EmailCounter,
} from '../../../functions/user/mail/mail-events/email-stats-repository';
import { mailKeys } from '../../../functions/user/mail/keys';
import { activityIndexKeys, activityKeys } from '../../../functions/user/notes-follow-ups/keys';
import { createRandom } from './random';

/**
 * Sample e-mail activity for the demo contacts (issue 16: "the local seed writes sample e-mail
 * events"), so Email Analytics and the Activity tab show something on `npm start`: for the
 * current month and the two before, each contact is sent the newsletter and a few other
 * messages; some open them (and some of those opens are Apple's prefetch), fewer click (and
 * scanners click some), a few unsubscribe from a message they opened (and are sent nothing
 * after). Written as the handler would leave them: the month's rollups (everyone's and each
 * agent's, totals and per person) and the people's feed items; and what it would leave on the
 * profiles, for the caller to write with them: when each who did unsubscribed (`unsubscribedAt`,
 * the newsletter: `receiveSoldReport` off) and the follow-up suggestions of the contacts'
 * opens and clicks (`suggestions`). Deterministic for a seed and a date; pure, the caller
 * writes the items.
 */
export interface SeedContact {
  id: string;
  email: string;
  agentId?: string;
  /** A follow-up set: no follow-up suggestion is made while there is one. */
  followUps?: Record<string, object>;
}

type Counts = Record<EmailCounter, number>;
const zero = (): Counts => Object.fromEntries(emailCounters.map((c) => [c, 0])) as Counts;
const dayMs = 86_400_000;

export function generateEmailActivity(options: { seed: string; contacts: readonly SeedContact[]; now: Date }) {
  const random = createRandom(`email:${options.seed}`);
  const thisMonth = currentMonth(options.now);
  const stats = new Map<string, { key: { PK: string; SK: string }; userId?: string; counts: Counts }>();
  const feed: Record<string, unknown>[] = [];

  const add = (month: string, contact: SeedContact, counter: EmailCounter, by: number) => {
    if (by === 0) return;
    const scopes = [everyoneScope, ...(contact.agentId ? [agentScope(contact.agentId)] : [])];
    for (const scope of scopes) {
      for (const member of ['TOTAL', `U#${contact.id}`]) {
        const key = mailKeys.emailStats(month, scope, member);
        const id = `${key.PK}|${key.SK}`;
        const entry = stats.get(id) ?? {
          key,
          ...(member !== 'TOTAL' && { userId: contact.id }),
          counts: zero(),
        };
        entry.counts[counter] += by;
        stats.set(id, entry);
      }
    }
  };
  const feedItem = (contact: SeedContact, type: keyof typeof emailFeedTypes, at: Date, n: number) => {
    if (at > options.now) return;
    const time = at.toISOString();
    const id = `seed${n}`;
    feed.push({
      ...activityKeys.feed(contact.id, time, id),
      ...activityIndexKeys.feedOfMonth(currentMonth(at), time, { userId: contact.id }),
      feedType: emailFeedTypes[type],
      time,
      id,
      uid: contact.id,
      expiresAt: emailRetention(at),
    });
  };

  // When each contact unsubscribed: nothing is sent to them after it, and nothing of theirs comes.
  const unsubscribedAt = new Map<string, Date>();
  let n = 0;
  for (let back = 2; back >= 0; back -= 1) {
    const month = addMonths(thisMonth, -back);
    const first = Date.parse(`${month}-01T14:00:00Z`);
    // The current month's mail has only gone out up to today.
    const days = back === 0 ? Math.max(1, Math.floor((options.now.getTime() - first) / dayMs) + 1) : 28;
    for (const contact of options.contacts) {
      if (unsubscribedAt.has(contact.id)) continue;
      // The month's messages in the order they went out; one of them may be the last, unsubscribed from.
      const sentDays = Array.from({ length: random.int(1, 3) }, () => random.int(0, days - 1)).sort((a, b) => a - b);
      const leaves = random.chance(0.03) ? random.int(0, sentDays.length - 1) : -1;
      // What happened, as [counter, when]: a machine's open or click has no feed item.
      const events: [EmailCounter, Date][] = [];
      let leftAt: Date | undefined;
      for (const [s, day] of sentDays.entries()) {
        const sentAt = new Date(first + day * dayMs);
        events.push(['send', sentAt]);
        if (random.chance(0.3)) events.push(['openMachine', sentAt]);
        let seenAt = sentAt;
        if (random.chance(0.45) || s === leaves) {
          seenAt = new Date(sentAt.getTime() + random.int(20, 2_000) * 60_000);
          events.push(['open', seenAt]);
          if (random.chance(0.35)) {
            seenAt = new Date(seenAt.getTime() + 90_000);
            events.push(['click', seenAt]);
          }
        }
        if (random.chance(0.06)) events.push(['clickMachine', sentAt]);
        // The unsubscribe link of a message they opened, a few minutes after its last open or click.
        if (s === leaves) leftAt = new Date(seenAt.getTime() + random.int(1, 10) * 60_000);
      }
      // Nothing is sent after an unsubscribe, nor opened or clicked; nothing comes before it happens.
      const until = leftAt && leftAt <= options.now ? leftAt : options.now;
      if (leftAt && leftAt <= options.now) {
        events.push(['unsubscribe', leftAt]);
        unsubscribedAt.set(contact.id, leftAt);
      }
      for (const [counter, at] of events) {
        if (at > until) continue;
        add(month, contact, counter, 1);
        if (counter !== 'openMachine' && counter !== 'clickMachine') feedItem(contact, counter, at, n++);
      }
    }
  }

  const rollups = [...stats.values()].map(({ key, userId, counts }) => ({
    ...key,
    ...(userId && { userId }),
    ...Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0)),
  }));
  return { rollups, feed, unsubscribedAt, suggestions: followUpSuggestions(options.contacts, feed) };
}

/**
 * The follow-up suggestions the seeded activity leaves, as the mail-event handler would have
 * left them had the events come one by one (email-activity.ts): after each of a contact's opens
 * and clicks, in time order, the product's own rule (`emailEngagementSuggestion`) on their
 * feed; the last suggestion made stays. Only for an agent's contact without a follow-up (a
 * follow-up set answers the suggestion, and no new one is written while it is).
 */
function followUpSuggestions(contacts: readonly SeedContact[], feed: readonly Record<string, unknown>[]) {
  const feedOf = new Map<string, { feedType: string; time: string }[]>();
  for (const item of feed) {
    const uid = String(item.uid);
    feedOf.set(uid, [...(feedOf.get(uid) ?? []), { feedType: String(item.feedType), time: String(item.time) }]);
  }
  const suggestions = new Map<string, FollowUpSuggestion>();
  for (const contact of contacts) {
    if (!contact.agentId || contact.followUps?.[contact.agentId]) continue;
    const items = (feedOf.get(contact.id) ?? []).sort((a, b) => a.time.localeCompare(b.time));
    for (const item of items) {
      if (item.feedType !== emailFeedTypes.open && item.feedType !== emailFeedTypes.click) continue;
      const suggestion = emailEngagementSuggestion(items, new Date(item.time));
      if (suggestion) suggestions.set(contact.id, suggestion);
    }
  }
  return suggestions;
}
