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
