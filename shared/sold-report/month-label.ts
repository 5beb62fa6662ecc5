import { splitMonth } from '../months';

/**
 * Month and date labels. The months and dates are already Toronto ones (`YYYY-MM`,
 * `YYYY-MM-DD`); they are formatted in UTC so no time zone can shift them a day.
 */
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const firstOf = (month: string) => {
  const { year, month: m } = splitMonth(month);
  return new Date(Date.UTC(year, m - 1, 1));
};

const dateOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

/** `2026-05` → `May 2026`. */
export const monthLabel = (month: string) => longMonth.format(firstOf(month));

/** `2026-05` → `May`. */
export const shortMonthLabel = (month: string) => shortMonth.format(firstOf(month));

/** `2026-05-14` → `May 14`; an unreadable date is shown as it is. */
export function shortDateLabel(date: string): string {
  const value = dateOf(date);
  return Number.isNaN(value.getTime()) ? date : shortDay.format(value);
}

/** `2026-05-14` → `May 14, 2026`. */
export const longDateLabel = (date: string) => longDay.format(dateOf(date));
