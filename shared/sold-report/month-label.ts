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

/**
 * The year to write under each of a chart's month labels: under the first, and under each whose
 * year differs from the label's before it (January, when every month is labelled), so a
 * twelve-month axis says which year its months are in. Screen and PDF write it the same way.
 */
export const yearsUnder = (months: readonly string[]): (string | undefined)[] =>
  months.map((month, i) =>
    i === 0 || month.slice(0, 4) !== months[i - 1]!.slice(0, 4) ? month.slice(0, 4) : undefined,
  );
