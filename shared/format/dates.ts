/** Dates and months are computed in America/Toronto (document 1 §1). */
export const torontoTimeZone = 'America/Toronto';

const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: torontoTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Dates already read, by instant: `formatToParts` is slow, and a page asks the same few instants
 * many times (the contact list's 50 rows each read today's date and their last login's, three
 * times over: 25–70 ms of a phone's load). Bounded; emptied when full.
 */
const datesByInstant = new Map<number, string>();
const rememberedDates = 1_000;

/** The Toronto calendar date of an instant, as `YYYY-MM-DD`. */
export function torontoDate(instant: Date): string {
  const time = instant.getTime();
  const known = datesByInstant.get(time);
  if (known !== undefined) return known;
  const parts = Object.fromEntries(isoDateFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  if (datesByInstant.size >= rememberedDates) datesByInstant.clear();
  datesByInstant.set(time, date);
  return date;
}

/**
 * The Toronto calendar date of an ISO instant (`confirmedAt`, `createdAt`), as `YYYY-MM-DD`: an
 * evening's instant is already the next day in UTC, so its first ten characters are not its day.
 */
export function torontoDayOf(instant: string): string {
  return torontoDate(new Date(instant));
}

/** The Toronto month of an instant: year and month (1–12). */
export function torontoMonth(instant: Date): { year: number; month: number } {
  const [year, month] = torontoDate(instant).split('-').map(Number) as [number, number];
  return { year, month };
}

/**
 * The 1st of the Toronto month `months` before the instant's, at 00:00 UTC, as a value history's
 * days are stamped: where its back-cast points fall, so a year back reaches the point of the
 * month a year before. The annual report's 12 months and the chart's 1Y both start here (QA 33,
 * review 33b: one started on the same day a year back, the other on the 1st, and their changes
 * once had opposite signs).
 */
export function monthsBackStart(instant: Date, months: number): number {
  const { year, month } = torontoMonth(instant);
  return Date.UTC(year, month - 1 - months, 1);
}

const wireDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const wireMonthPattern = /^\d{4}-\d{2}$/;

/**
 * How every date shows on a page or in a PDF (document 1 §1): `YYYY-MM-DD`. A wire date
 * (already `YYYY-MM-DD`, a Toronto one) shows as it is, and so does a month given as one
 * (`YYYY-MM`: a visitor's list date of a sale); an instant (a `Date` or an ISO timestamp) as its
 * Toronto date; anything unreadable as it came.
 */
export function displayDate(value: string | Date): string {
  if (typeof value === 'string') {
    if (wireDatePattern.test(value) || wireMonthPattern.test(value)) return value;
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? value : torontoDate(instant);
  }
  return Number.isNaN(value.getTime()) ? '' : torontoDate(value);
}

const timeOfDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: torontoTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Toronto hour of an instant, 0–23. */
export const torontoHour = (instant: Date): number => Number(torontoTimeOfDay(instant).slice(0, 2));

/** The Toronto time of day of an instant, `HH:MM` on a 24-hour clock (`09:05`, `17:30`). */
export function torontoTimeOfDay(instant: Date): string {
  const parts = Object.fromEntries(timeOfDayFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute}`;
}

const dayMs = 86_400_000;

/** The day before a `YYYY-MM-DD` day. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) - dayMs).toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` day `days` after another. */
export function dayAfter(day: string, days = 1): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}
