/**
 * Dates as whole days since 1970-01-01: the snapshot stores them as Int32 and the filters
 * compare them as numbers. Dates are the listings' own `YYYY-MM-DD` (Toronto), so no time
 * zone enters: a date maps to its day and back.
 */
const msPerDay = 86_400_000;

export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / msPerDay);
}

export function dateOfDay(day: number): string {
  return new Date(day * msPerDay).toISOString().slice(0, 10);
}

/**
 * The last day of the calendar month `day` falls in. A visitor's sold windows compare a deal's
 * month, not its day (DECISIONS row 35): a deal counts as made on the last day of its month.
 */
export function lastDayOfMonth(day: number): number {
  const date = new Date(day * msPerDay);
  return Math.round(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0) / msPerDay);
}

/** The first day of the month of a day number. */
export function firstDayOfMonth(day: number): number {
  const date = new Date(day * msPerDay);
  return Math.round(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / msPerDay);
}
