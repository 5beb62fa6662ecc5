import { torontoTimeZone } from '@shared/format/dates';

/**
 * Calendar arithmetic on `YYYY-MM-DD` dates as whole day numbers (days since 1970-01-01), so
 * the generator never depends on the machine's time zone or clock.
 */
const msPerDay = 86_400_000;

export function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / msPerDay;
}

// The seed formats the same two thousand days over and over: remember them.
const isoDates = new Map<number, string>();
const yearMonths = new Map<number, { year: number; month: number }>();

export function isoDate(day: number): string {
  let iso = isoDates.get(day);
  if (iso === undefined) isoDates.set(day, (iso = new Date(day * msPerDay).toISOString().slice(0, 10)));
  return iso;
}

export function yearMonth(day: number): { readonly year: number; readonly month: number } {
  let found = yearMonths.get(day);
  if (!found) {
    const date = new Date(day * msPerDay);
    yearMonths.set(day, (found = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 }));
  }
  return found;
}

export function firstOfMonth(year: number, month: number): number {
  return Date.UTC(year, month - 1, 1) / msPerDay;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return new Date(day * msPerDay).getUTCDay();
}

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: torontoTimeZone, timeZoneName: 'longOffset' });

/** The ISO instant of a Toronto wall-clock time on a day (EST or EDT as that day has it). */
export function torontoInstant(day: number, hour: number, minute = 0): string {
  const noonUtc = new Date(day * msPerDay + 12 * 3_600_000);
  const offset = offsetFormat.formatToParts(noonUtc).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-05:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset);
  const offsetMinutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : -300;
  return new Date(day * msPerDay + (hour * 60 + minute - offsetMinutes) * 60_000).toISOString();
}
