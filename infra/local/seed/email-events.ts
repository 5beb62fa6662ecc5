import { addMonths, currentMonth } from '@shared/months';
import { emailFeedTypes } from '../../../functions/user/mail/mail-events/email-activity';
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
 * scanners click some), a few unsubscribe. Written as the handler would leave them: the
 * month's rollups (everyone's and each agent's, totals and per person) and the people's feed
 * items. Deterministic for a seed and a date; pure, the caller writes the items.
 */
export interface SeedContact {
  id: string;
  email: string;
  agentId?: string;
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

  let n = 0;
  for (let back = 2; back >= 0; back -= 1) {
    const month = addMonths(thisMonth, -back);
    const first = Date.parse(`${month}-01T14:00:00Z`);
    // The current month's mail has only gone out up to today.
    const days = back === 0 ? Math.max(1, Math.floor((options.now.getTime() - first) / dayMs) + 1) : 28;
    for (const contact of options.contacts) {
      const sends = random.int(1, 3);
      for (let s = 0; s < sends; s += 1) {
        const sentAt = new Date(first + random.int(0, days - 1) * dayMs);
        if (sentAt > options.now) continue;
        add(month, contact, 'send', 1);
        feedItem(contact, 'send', sentAt, n++);
        if (random.chance(0.3)) add(month, contact, 'openMachine', 1);
        if (random.chance(0.45)) {
          const openedAt = new Date(sentAt.getTime() + random.int(20, 2_000) * 60_000);
          add(month, contact, 'open', 1);
          feedItem(contact, 'open', openedAt, n++);
          if (random.chance(0.35)) {
            add(month, contact, 'click', 1);
            feedItem(contact, 'click', new Date(openedAt.getTime() + 90_000), n++);
          }
        }
        if (random.chance(0.06)) add(month, contact, 'clickMachine', 1);
      }
      if (random.chance(0.03)) {
        add(month, contact, 'unsubscribe', 1);
        feedItem(contact, 'unsubscribe', new Date(first + random.int(0, days - 1) * dayMs), n++);
      }
    }
  }

  const rollups = [...stats.values()].map(({ key, userId, counts }) => ({
    ...key,
    ...(userId && { userId }),
    ...Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0)),
  }));
  return { rollups, feed };
}
