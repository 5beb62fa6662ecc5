import { describe, expect, it } from 'vitest';
import {
  addMonths,
  currentMonth,
  defaultReportMonth,
  fromApiTime,
  fromRouteMonth,
  isRouteMonth,
  monthRange,
  toApiTime,
  toRouteMonth,
} from '@shared/months';
import { analyticsTimeSchema, apiTimeSchema, pickedMonthSchema } from '@shared/months-schemas';

describe('months', () => {
  it('steps across year ends both ways', () => {
    expect(addMonths('2025-11', 2)).toBe('2026-01');
    expect(addMonths('2026-01', -13)).toBe('2024-12');
  });

  it('lists a range with both ends, and nothing for a reversed one', () => {
    expect(monthRange('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthRange('2026-02', '2025-11')).toEqual([]);
  });

  it("writes the API's YYYYMM and the route's YYYY-M, and reads them back", () => {
    expect(toApiTime('2026-05')).toBe('202605');
    expect(fromApiTime('202605')).toBe('2026-05');
    expect(toRouteMonth('2026-05')).toBe('2026-5');
    expect(fromRouteMonth('2026-5')).toBe('2026-05');
  });

  it("accepts the route's YYYY-M months only: no leading zero, no month 0 or 13", () => {
    expect(['2026-5', '2026-12', '2026-1'].filter(isRouteMonth)).toEqual(['2026-5', '2026-12', '2026-1']);
    expect(['2026-05', '2026-0', '2026-13', '26-5', '2026-5x', ''].filter(isRouteMonth)).toEqual([]);
  });

  it('opens the sold reports on the last complete month in Toronto, across a year end', () => {
    expect(defaultReportMonth(new Date('2026-06-15T12:00:00Z'))).toBe('2026-05');
    expect(defaultReportMonth(new Date('2026-01-01T04:59:00Z'))).toBe('2025-11'); // still December in Toronto
    expect(defaultReportMonth(new Date('2026-01-01T05:00:00Z'))).toBe('2025-12');
  });

  it('takes the current month in Toronto, not UTC', () => {
    expect(currentMonth(new Date('2026-06-01T03:59:00Z'))).toBe('2026-05');
    expect(currentMonth(new Date('2026-06-01T04:00:00Z'))).toBe('2026-06');
    expect(currentMonth(new Date('2026-01-01T04:59:00Z'))).toBe('2025-12'); // EST in winter
  });

  it('accepts the current month as time=, and refuses a future or malformed one', () => {
    const schema = apiTimeSchema(() => new Date('2026-06-15T12:00:00Z'));

    expect(schema.parse('202606')).toBe('2026-06');
    expect(schema.safeParse('202607').error?.issues[0]?.message).toBe('time must not be a future month.');
    expect(schema.safeParse('2026-06').error?.issues[0]?.message).toBe('time must be a month written YYYYMM.');
    expect(schema.safeParse('202600').success).toBe(false);
  });

  it('takes time=YYYY-MM beside YYYYMM on the analytics calls, and refuses a future or malformed one', () => {
    const schema = analyticsTimeSchema(() => new Date('2026-06-15T12:00:00Z'));

    expect(schema.parse('202606')).toBe('2026-06');
    expect(schema.parse('2026-05')).toBe('2026-05');
    expect(schema.safeParse('2026-07').error?.issues[0]?.message).toBe('time must not be a future month.');
    expect(schema.safeParse('2026-6').error?.issues[0]?.message).toBe(
      'time must be a month written YYYYMM or YYYY-MM.',
    );
    expect(schema.safeParse('2026--06').success).toBe(false);
    expect(schema.safeParse('2026-00').success).toBe(false);
  });

  // QA 46b L2: `time=000001` answered a report of the month 0000-01, its figures under '-1--10'.
  it('refuses a month before 1900 or after 2099 in every month the API takes, as the dates do', () => {
    const now = () => new Date('2026-06-15T12:00:00Z');
    for (const time of ['000001', '189912', '099912']) {
      expect(apiTimeSchema(now).safeParse(time).success, time).toBe(false);
      expect(analyticsTimeSchema(now).safeParse(time).success, time).toBe(false);
      expect(pickedMonthSchema(now).safeParse(`${time.slice(0, 4)}-${time.slice(4)}`).success, time).toBe(false);
    }
    expect(apiTimeSchema(now).parse('190001')).toBe('1900-01');
    expect(pickedMonthSchema(now).parse('1900-01')).toBe('1900-01');
  });

  // QA 71b N2: `month=202612` in the current month was told it was also a future month.
  it('tells a month written the wrong way only that, not that it is in the future', () => {
    const now = () => new Date('2026-12-06T12:00:00Z');
    const messages = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message);
    expect(messages(pickedMonthSchema(now).safeParse('202612'))).toEqual(['month must be written YYYY-MM.']);
    expect(messages(pickedMonthSchema(now).safeParse('2027-01'))).toEqual(['month must not be a future month.']);
  });
});
