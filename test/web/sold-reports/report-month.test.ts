import { describe, expect, it } from 'vitest';
import {
  defaultReportMonth,
  earliestReportMonth,
  isFutureMonth,
  isMonthToDate,
  pickerYears,
  reportMonth,
} from '../../../web/src/features/sold-reports/report-month';

// 15 May 2026, noon in Toronto.
const now = new Date('2026-05-15T16:00:00Z');

describe('the sold report month (document 1 §4.1, DECISIONS row 3)', () => {
  it('defaults to last month', () => {
    expect(reportMonth(undefined, now)).toBe('2026-04');
    expect(defaultReportMonth(now)).toBe('2026-04');
  });

  it('reads the route month written YYYY-M', () => {
    expect(reportMonth('2025-9', now)).toBe('2025-09');
    expect(reportMonth('2026-5', now)).toBe('2026-05');
  });

  it('clamps a future month to the current month', () => {
    expect(reportMonth('2026-6', now)).toBe('2026-05');
    expect(reportMonth('2031-1', now)).toBe('2026-05');
  });

  it('clamps a month before the picker to January of its first year', () => {
    expect(earliestReportMonth(now)).toBe('2015-01');
    expect(reportMonth('2014-12', now)).toBe('2015-01');
    expect(reportMonth('2015-1', now)).toBe('2015-01');
  });

  it('offers the current year and the 11 before it, newest first', () => {
    const years = pickerYears(now);
    expect(years).toHaveLength(12);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2015);
  });

  it('disables future months and calls the current one month to date', () => {
    expect(isFutureMonth('2026-06', now)).toBe(true);
    expect(isFutureMonth('2026-05', now)).toBe(false);
    expect(isMonthToDate('2026-05', now)).toBe(true);
    expect(isMonthToDate('2026-04', now)).toBe(false);
  });

  it('counts months in Toronto: late on 31 January there is still January', () => {
    // 03:00 UTC on 1 February is 22:00 on 31 January in Toronto.
    const lateJanuary = new Date('2026-02-01T03:00:00Z');
    expect(defaultReportMonth(lateJanuary)).toBe('2025-12');
    expect(reportMonth('2026-2', lateJanuary)).toBe('2026-01');
  });

  it('in January, last month is December of the year before', () => {
    expect(defaultReportMonth(new Date('2027-01-10T12:00:00Z'))).toBe('2026-12');
  });
});
