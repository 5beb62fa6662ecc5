import type { ReceiveUpdates } from '@shared/home-value/types';

export type MailedFrequency = Exclude<ReceiveUpdates, 'none'>;

/**
 * The ISO 8601 week of a calendar day, `YYYY-Www`: weeks start on Monday, and week 1 is the
 * one with the year's first Thursday (so 2026-12-31 is in 2026-W53, 2027-01-03 too).
 */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  // The Thursday of this week decides the week's year.
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const year = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The period of an update e-mail that a (Toronto) day falls in, at a frequency: the ISO week
 * (`2026-W47`), the month (`2026-11`) or the year (`2026`). One e-mail a period, and the
 * period names the e-mail's idempotency key.
 */
export function updatePeriod(frequency: MailedFrequency, day: string): string {
  if (frequency === 'weekly') return isoWeek(day);
  return frequency === 'monthly' ? day.slice(0, 7) : day.slice(0, 4);
}

/**
 * Whether an update e-mail is due today: today lies in a later period than the last e-mail
 * (or, before the first one, than the day the valuation was made, so a valuation made this
 * month gets its first update next month rather than tonight).
 */
export function updateDue(frequency: ReceiveUpdates, since: string, today: string): boolean {
  return frequency !== 'none' && today > since && updatePeriod(frequency, today) !== updatePeriod(frequency, since);
}
