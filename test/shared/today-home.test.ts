import { describe, expect, it } from 'vitest';
import { rankToday, reasonText } from '@shared/today';
import { anniversaryOffset, homeReasons, homeReasonText, type HomeFacts } from '@shared/today-home';
import type { UserListItem } from '@shared/users';

const person = (id: string): UserListItem => ({
  id,
  PK: `U#${id}`,
  roles: null,
  details: { firstName: id, lastName: 'Chen', email: `${id}@example.com` },
  agentId: 'sarah',
  status: 'active',
  logins: 0,
  totalSessionDuration: 0,
  averageSessionDuration: 0,
  totalReportOpen: 0,
});
const today = '2026-06-15';
const home = (extra: Partial<HomeFacts> = {}): HomeFacts => ({
  contact: person('ana'),
  valuationId: 'v1',
  address: '12 Maple Ave',
  value: 1_000_000,
  ...extra,
});

describe("Today's home reasons", () => {
  it('finds an anniversary within a week either side, says how far, and none further away', () => {
    expect(anniversaryOffset('2019-06-18', today)).toBe(3);
    expect(anniversaryOffset('2019-06-08', today)).toBe(-7);
    expect(anniversaryOffset('2019-06-15', today)).toBe(0);
    expect(anniversaryOffset('2019-06-23', today)).toBeUndefined();
    expect(anniversaryOffset('2026-06-14', today)).toBeUndefined(); // the day itself, not an anniversary
    expect(anniversaryOffset('2019-01-03', '2026-12-30')).toBe(4); // across the new year
    expect(anniversaryOffset('2020-02-29', '2027-02-26')).toBe(2); // the 28th in a year without a 29th
  });

  it('moves 5% or more since the last annual report, else since the confirmed value', () => {
    const report = { value: 950_000, day: '2025-09-01' };
    expect(homeReasons(home({ lastReport: report }), today)).toEqual([
      expect.objectContaining({ kind: 'valueMove', since: 'report', change: 50_000 / 950_000 }),
    ]);
    expect(homeReasons(home({ lastReport: { value: 960_000, day: '2025-09-01' } }), today)).toEqual([]);
    const [confirmed] = homeReasons(home({ confirmedValue: 1_060_000 }), today);
    expect(confirmed).toEqual(expect.objectContaining({ kind: 'valueMove', since: 'confirmed' }));
    expect(homeReasonText(confirmed!)).toBe(
      'Estimate 5.7% below the confirmed value ($1,060,000 confirmed, our estimate $1,000,000; 12 Maple Ave)',
    );
    // A report made before reports kept their value: the confirmed value is the base.
    expect(homeReasons(home({ lastReport: { day: '2025-09-01' }, confirmedValue: 1_000_000 }), today)).toEqual([]);
  });

  it('says which anniversary, when and of what, and the move with its sign', () => {
    const reasons = homeReasons(
      home({ lastPurchaseDate: '2019-06-16', lastReport: { value: 1_100_000, day: '2025-06-12' } }),
      today,
    );
    expect(reasons.map(reasonText)).toEqual([
      'Estimate down 9.1% since the last annual report (our estimate then $1,100,000, now $1,000,000; 12 Maple Ave)',
      'Purchase anniversary in 1 day (bought 2019-06-16, 12 Maple Ave)',
      'Annual report anniversary 3 days ago (last report 2025-06-12, 12 Maple Ave)',
    ]);
  });

  it('ranks a value move after follow-ups and discussions and the anniversaries after engagement', () => {
    const rows = rankToday({
      today,
      due: [{ ...person('due'), followUp: { date: today, note: 'Call about the listing.' } }],
      suggested: [{ ...person('mail'), followUpSuggestion: { reason: 'emailEngagement', at: '2026-06-14T10:00:00Z' } }],
      discussions: [],
      homes: [
        home({ contact: person('bought'), lastPurchaseDate: '2020-06-15' }),
        home({ contact: person('moved'), confirmedValue: 900_000 }),
      ],
    });
    expect(rows.map((row) => row.contact.id)).toEqual(['due', 'moved', 'mail', 'bought']);
  });
});
