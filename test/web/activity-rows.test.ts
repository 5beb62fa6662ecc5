import { describe, expect, it } from 'vitest';
import type { FeedEntry } from '@shared/feeds';
import { activityRows } from '../../web/src/features/contact-detail/activity-rows';

const viewed = (id: string, time: string): FeedEntry => ({
  id,
  feedType: 'HomeValue',
  time,
  title: 'Viewed a home valuation',
  description: '99 14th Ave, Markham',
  payload: { address: '99 14th Ave, Markham' },
});
const names = new Map([['erindale', 'Erindale']]);

describe("the Activity history's rows (QA 21)", () => {
  it('makes one row, ×N with the span of its times, of the same event repeated the same day with nothing between', () => {
    // Newest first, as the API answers; 14:02 and 16:10 UTC are 09:02 and 11:10 in Toronto.
    const rows = activityRows(
      [
        viewed('v3', '2026-11-30T16:10:00Z'),
        viewed('v2', '2026-11-30T15:00:00Z'),
        viewed('v1', '2026-11-30T14:02:00Z'),
        { id: 's1', feedType: 'SignIn', time: '2026-11-30T13:00:00Z', title: 'Signed in' },
        viewed('v0', '2026-11-30T12:00:00Z'),
        viewed('w1', '2026-11-29T20:00:00Z'),
      ],
      names,
    );

    expect(rows.map(({ date, time, title, count }) => [date, time, title, count])).toEqual([
      ['2026-11-30', '09:02–11:10', 'Viewed a home valuation', 3],
      ['2026-11-30', '08:00', 'Signed in', 1],
      ['2026-11-30', '07:00', 'Viewed a home valuation', 1],
      ['2026-11-29', '15:00', 'Viewed a home valuation', 1],
    ]);
  });

  it("dates and times an event by Toronto's clock: 02:30 UTC is the evening before", () => {
    const [row] = activityRows([viewed('v', '2026-12-01T02:30:00Z')], names);
    expect([row!.date, row!.time]).toEqual(['2026-11-30', '21:30']);
  });

  it("names a sold report by its neighbourhood and month, and keeps an unknown one's id", () => {
    const report = (nid: string): FeedEntry => ({
      id: nid,
      feedType: 'OpenSoldReport',
      time: '2026-11-30T15:00:00Z',
      title: 'Opened the sold report',
      description: `${nid}, 2026-10`,
      nid,
      month: '2026-10',
    });

    expect(activityRows([report('erindale')], names)[0]!.description).toBe('Erindale, October 2026');
    expect(activityRows([report('somewhere-new')], names)[0]!.description).toBe('somewhere-new, October 2026');
  });
});
