/** Dates and months are computed in America/Toronto (document 1 §1). */
export const torontoTimeZone = 'America/Toronto';

const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: torontoTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Toronto calendar date of an instant, as `YYYY-MM-DD`. */
export function torontoDate(instant: Date): string {
  const parts = Object.fromEntries(isoDateFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The Toronto month of an instant: year and month (1–12). */
export function torontoMonth(instant: Date): { year: number; month: number } {
  const [year, month] = torontoDate(instant).split('-').map(Number) as [number, number];
  return { year, month };
}

const wireDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * How every date shows on a page or in a PDF (document 1 §1): `YYYY-MM-DD`. A wire date
 * (already `YYYY-MM-DD`, a Toronto one) shows as it is; an instant (a `Date` or an ISO
 * timestamp) as its Toronto date; anything unreadable as it came.
 */
export function displayDate(value: string | Date): string {
  if (typeof value === 'string') {
    if (wireDatePattern.test(value)) return value;
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

/** The Toronto time of day of an instant, `HH:MM` on a 24-hour clock (`09:05`, `17:30`). */
export function torontoTimeOfDay(instant: Date): string {
  const parts = Object.fromEntries(timeOfDayFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute}`;
}
