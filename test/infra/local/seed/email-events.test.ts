import { describe, expect, it } from 'vitest';
import { generateEmailActivity } from '../../../../infra/local/seed/email-events';
import { expectedEngagementSuggestion } from '../../../support/email-engagement-rule';

/** The seed's sample e-mail activity: rollups that add up as the handler's would, for recent months. */
const now = new Date('2026-06-20T15:00:00Z');
const contacts = Array.from({ length: 40 }, (_, i) => ({
  id: `c${i}`,
  email: `c${i}@example.com`,
  agentId: i % 2 === 0 ? 'agent-a' : 'agent-b',
  ...(i % 5 === 0 && { followUps: { 'agent-a': { date: '2026-06-25', note: 'Call' } } as Record<string, object> }),
}));

type Row = Record<string, unknown> & { PK: string; SK: string };
const sum = (rows: Row[], counter: string) => rows.reduce((total, row) => total + Number(row[counter] ?? 0), 0);

describe('the seeded e-mail activity', () => {
  const activity = generateEmailActivity({ seed: 'test', contacts, now });
  const { rollups, feed } = activity as unknown as { rollups: Row[]; feed: Row[] };
  const feedOf = (id: string) =>
    feed.filter((item) => item.uid === id).map((item) => ({ ...item, feedType: item.feedType, time: item.time }));

  it('covers the current month and the two before, with people and some machines', () => {
    const months = new Set(rollups.map((row) => row.PK.split('#')[1]));
    expect([...months].sort()).toEqual(['2026-04', '2026-05', '2026-06']);
    const totals = rollups.filter((row) => row.PK === 'EMAILSTATS#2026-05#ALL' && row.SK === 'TOTAL');
    expect(totals).toHaveLength(1);
    expect(sum(totals, 'send')).toBeGreaterThan(40);
    expect(sum(totals, 'open')).toBeGreaterThan(0);
    expect(sum(totals, 'openMachine')).toBeGreaterThan(0);
  });

  it("adds up: a month's total is the sum of its people, and each agent's covers their contacts only", () => {
    for (const month of ['2026-04', '2026-05', '2026-06']) {
      const everyone = rollups.filter((row) => row.PK === `EMAILSTATS#${month}#ALL`);
      const agentA = rollups.filter((row) => row.PK === `EMAILSTATS#${month}#AGENT#agent-a`);
      for (const counter of ['send', 'open', 'click', 'unsubscribe', 'openMachine', 'clickMachine']) {
        const people = everyone.filter((row) => row.SK !== 'TOTAL');
        expect(
          sum(
            everyone.filter((row) => row.SK === 'TOTAL'),
            counter,
          ),
        ).toBe(sum(people, counter));
      }
      expect(
        agentA.filter((row) => row.SK !== 'TOTAL').every((row) => Number(String(row.userId).slice(1)) % 2 === 0),
      ).toBe(true);
    }
  });

  it("writes people's feed items, none after today", () => {
    expect(feed.length).toBeGreaterThan(0);
    expect(feed.every((item) => String(item.time) <= now.toISOString())).toBe(true);
    expect(new Set(feed.map((item) => item.feedType))).toContain('_email.open');
  });

  it('is the same for the same seed and date', () => {
    expect(generateEmailActivity({ seed: 'test', contacts, now })).toEqual(
      generateEmailActivity({ seed: 'test', contacts, now }),
    );
  });

  it('suggests a follow-up to exactly the contacts without one whose opens and clicks meet the rule, at the last that did', () => {
    const { suggestions } = activity;
    for (const contact of contacts) {
      expect(suggestions.get(contact.id), contact.id).toEqual(
        expectedEngagementSuggestion(feedOf(contact.id), contact.agentId && contact.followUps?.[contact.agentId]),
      );
    }
    // The test's contacts are active enough for some of each.
    expect(suggestions.size).toBeGreaterThan(2);
    expect(contacts.filter((c) => !c.followUps && !suggestions.has(c.id)).length).toBeGreaterThan(0);
  });

  it('sends an unsubscribed contact nothing after, and nothing of theirs comes after, in the feed or the rollups', () => {
    const { unsubscribedAt } = activity;
    const unsubscribes = feed.filter((item) => item.feedType === '_email.unsubscribe');
    expect(unsubscribes.length).toBeGreaterThan(0);
    expect(new Map(unsubscribes.map((item) => [item.uid, new Date(String(item.time))]))).toEqual(unsubscribedAt);
    for (const [id, at] of unsubscribedAt) {
      const after = feedOf(id).filter((item) => String(item.time) > at.toISOString());
      expect(after, id).toEqual([]);
      // Their rollups of later months count nothing.
      const later = rollups.filter((row) => row.userId === id && row.PK.split('#')[1]! > at.toISOString().slice(0, 7));
      expect(later, id).toEqual([]);
    }
  });
});
