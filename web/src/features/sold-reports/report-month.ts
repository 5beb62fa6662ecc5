import { currentMonth, defaultReportMonth, fromRouteMonth, monthOf, splitMonth, type Month } from '@shared/months';

/**
 * The sold report's month (document 1 §4.1, DECISIONS row 3): last month by default; the
 * picker offers the current year and the 11 before it, with future months disabled; a month
 * asked for outside that range is clamped into it (never past the current month).
 */
export const pickerYearCount = 12;

/** The default, the last complete month, is the API's too: it lives in shared/. */
export { defaultReportMonth };

/** January of the earliest year the picker offers. */
export function earliestReportMonth(now: Date): Month {
  return monthOf(splitMonth(currentMonth(now)).year - (pickerYearCount - 1), 1);
}

/** The month the report shows for the route's `YYYY-M` segment (or none). */
export function reportMonth(monthStr: string | undefined, now: Date): Month {
  if (!monthStr) return defaultReportMonth(now);
  const month = fromRouteMonth(monthStr);
  const current = currentMonth(now);
  if (month > current) return current;
  const earliest = earliestReportMonth(now);
  return month < earliest ? earliest : month;
}

/** The picker's years, newest first: the current year and the 11 before it. */
export function pickerYears(now: Date): number[] {
  const { year } = splitMonth(currentMonth(now));
  return Array.from({ length: pickerYearCount }, (_, index) => year - index);
}

export const isFutureMonth = (month: string, now: Date) => month > currentMonth(now);

/** The current month is still being written: the screen says 'Month to date'. */
export const isMonthToDate = (month: string, now: Date) => month === currentMonth(now);
