import { addMonths } from '../months';

/** Dates as whole days and months, in UTC arithmetic: the model's dates are calendar dates, not instants. */
const dayMs = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / dayMs);
}

export function isoDay(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** Months since year 0 (year × 12 + month − 1) of a `YYYY-MM-DD` date. */
export function monthNumber(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

/** `YYYY-MM` of a month number. */
export function monthKey(month: number): string {
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
}

/** A month number from `YYYY-MM` (or a longer date). */
export function parseMonth(key: string): number {
  return monthNumber(`${key.slice(0, 7)}-01`);
}

export const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The held-out back-test's period for a run on `today` (`heldOutBacktest`): the six whole months
 * before today's month. The model is fitted on the sales up to `until` (the last day of the month
 * before them) and values those up to `to` (the last day of the month before today's). Whole
 * months, because visitors read the figures and the job runs daily (QA 45 L1): a period that
 * moved by a day with each run gave, by differencing two days' counts of each type, how many of
 * its sales were dated on the day that entered and the day that left it.
 */
export function heldOutMonths(today: string): { until: string; to: string } {
  const dayBeforeMonth = (month: string) => isoDay(dayNumber(`${month}-01`) - 1);
  const month = today.slice(0, 7);
  return { until: dayBeforeMonth(addMonths(month, -6)), to: dayBeforeMonth(month) };
}

/** Six months before a date, same day of the month (the back-test's default hold-out starts the day after). */
export function sixMonthsBefore(date: string): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 6);
  return d.toISOString().slice(0, 10);
}
