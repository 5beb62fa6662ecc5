import { describe, expect, it } from 'vitest';
import type { WebAnalyticsFigures } from '@shared/analytics';
import { analyticsKeys } from '../../../../functions/user/web-analytics/keys';
import { figureNames } from '../../../../functions/user/web-analytics/session-rules';
import { generatePeople } from '../../../../infra/local/seed/people';
import { generateWebAnalytics } from '../../../../infra/local/seed/web-analytics';

/** The seed's year of web-analytics rollups: days up to now, months that add up, a plausible rhythm. */
// 11:00 in Toronto (EDT) on Saturday 2026-06-20.
const now = new Date('2026-06-20T15:00:00Z');
const people = generatePeople({ seed: 'test', tag: 'test', agentIds: ['agent-a', 'agent-b'], count: 155, now });
const seeded = generateWebAnalytics({ seed: 'test', people, now });

const total = (figures: Iterable<WebAnalyticsFigures>, figure: keyof WebAnalyticsFigures) =>
  [...figures].reduce((sum, f) => sum + f[figure], 0);
const daysWhere = (test: (day: string) => boolean) =>
  [...seeded.days].filter(([day]) => test(day)).map(([, figures]) => figures);
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

describe('the seeded web analytics', () => {
  it('covers every Toronto day from the first of the month eleven months back to today, and the twelve months', () => {
    const days = [...seeded.days.keys()].sort();
    expect(days[0]).toBe('2025-07-01');
    expect(days.at(-1)).toBe('2026-06-20');
    // 2025-07-01 to 2026-06-20, both included.
    expect(days).toHaveLength(355);
    expect([...seeded.months.keys()].sort()).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
  });

  it("adds up: each month's figures are exactly the sums of its days'", () => {
    for (const [month, figures] of seeded.months) {
      const itsDays = daysWhere((day) => day.startsWith(`${month}-`));
      for (const figure of figureNames) expect(figures[figure], `${month} ${figure}`).toBe(total(itsDays, figure));
    }
  });

  it('has nothing after now: only the part of today already gone counts', () => {
    const justAfterMidnight = new Date('2026-06-20T04:00:00Z'); // 00:00 in Toronto
    const early = generateWebAnalytics({ seed: 'test', people, now: justAfterMidnight });

    expect([...early.days.keys()].every((day) => day <= '2026-06-20')).toBe(true);
    expect(early.days.get('2026-06-20')).toEqual({
      visitors: 0,
      sessionNumber: 0,
      logins: 0,
      mobileSessionNumber: 0,
      sessionTime: 0,
      pageVisited: 0,
    });
    expect(early.days.get('2026-06-19')!.visitors).toBeGreaterThan(0);
    expect([...seeded.days.keys()].some((day) => day > '2026-06-20')).toBe(false);
  });

  it('is the same for the same seed, people and date', () => {
    expect(generateWebAnalytics({ seed: 'test', people, now })).toEqual(seeded);
  });

  it('is plausible: sessions at least the visitors, phones and pages in proportion, minutes per session', () => {
    for (const [day, f] of seeded.days) {
      if (day === '2026-06-20') continue;
      expect(f.visitors, day).toBeGreaterThan(20);
      expect(f.sessionNumber, day).toBeGreaterThanOrEqual(f.visitors);
      expect(f.mobileSessionNumber, day).toBeLessThanOrEqual(f.sessionNumber);
      expect(f.mobileSessionNumber, day).toBeGreaterThan(f.sessionNumber * 0.4);
      expect(f.pageVisited, day).toBeGreaterThanOrEqual(f.sessionNumber * 3);
      expect(f.sessionTime / f.sessionNumber, day).toBeGreaterThan(60_000);
      expect(f.sessionTime / f.sessionNumber, day).toBeLessThan(5 * 60_000);
    }
  });

  it('has a weekly rhythm and grows over the year', () => {
    const sundays = daysWhere((day) => weekdayOf(day) === 0);
    const fridays = daysWhere((day) => weekdayOf(day) === 5);
    expect(total(sundays, 'visitors') / sundays.length).toBeGreaterThan(
      (total(fridays, 'visitors') / fridays.length) * 1.2,
    );
    const weekdays = daysWhere((day) => weekdayOf(day) >= 1 && weekdayOf(day) <= 5);
    const weekends = daysWhere((day) => weekdayOf(day) === 0 || weekdayOf(day) === 6);
    expect(total(weekdays, 'logins') / weekdays.length).toBeGreaterThan(
      (total(weekends, 'logins') / weekends.length) * 1.2,
    );
    // The same season a year apart (September to November): the later is well up.
    const autumn = (year: number) =>
      total(
        daysWhere((day) => day >= `${year}-09-01` && day <= `${year}-11-30`),
        'visitors',
      );
    const spring = total(
      daysWhere((day) => day >= '2026-03-01' && day <= '2026-05-31'),
      'visitors',
    );
    expect(spring).toBeGreaterThan(autumn(2025) * 1.3);
  });

  it("keeps the year's logins in the scale of the people's login counters: below their lifetime total, not far below", () => {
    const lifetime = people.reduce((sum, person) => sum + person.logins, 0);
    const year = total(seeded.months.values(), 'logins');

    expect(year).toBeLessThanOrEqual(lifetime);
    expect(year).toBeGreaterThan(lifetime * 0.5);
    const fewer = generateWebAnalytics({ seed: 'test', people: people.slice(0, 20), now });
    expect(total(fewer.months.values(), 'logins')).toBeLessThan(year / 4);
  });

  it('writes one item per day and month, keyed as the repository reads them, with every figure', () => {
    expect(seeded.items).toHaveLength(seeded.days.size + seeded.months.size);
    const may = seeded.items.find((item) => item.PK === analyticsKeys.analyticsRollup('MONTH', '2026-05').PK);
    expect(may).toEqual({ ...analyticsKeys.analyticsRollup('MONTH', '2026-05'), ...seeded.months.get('2026-05') });
    const day = seeded.items.find((item) => item.PK === analyticsKeys.analyticsRollup('DAY', '2026-05-03').PK);
    expect(day).toEqual({ ...analyticsKeys.analyticsRollup('DAY', '2026-05-03'), ...seeded.days.get('2026-05-03') });
  });
});
