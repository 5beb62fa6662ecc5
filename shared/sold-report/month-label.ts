import { splitMonth } from '../months';

/**
 * Month labels. The months are already Toronto ones (`YYYY-MM`); they are formatted in UTC so
 * no time zone can shift them. Dates show as `YYYY-MM-DD` (`displayDate` in format/dates.ts).
 */
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

const firstOf = (month: string) => {
  const { year, month: m } = splitMonth(month);
  return new Date(Date.UTC(year, m - 1, 1));
};

/** `2026-05` → `May 2026`. */
export const monthLabel = (month: string) => longMonth.format(firstOf(month));

/** `2026-05` → `May`. */
export const shortMonthLabel = (month: string) => shortMonth.format(firstOf(month));
