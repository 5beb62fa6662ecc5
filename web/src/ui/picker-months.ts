import { addMonths, currentMonth, splitMonth } from '@shared/months';

/**
 * How far back the month pickers reach (document 2 §9): the current month and the 11 before.
 * The Activity tab and the analytics pages share it.
 */
const monthsBack = 12;

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'November 2026' for `2026-11`. */
export function monthName(month: string): string {
  const { year, month: m } = splitMonth(month);
  return `${monthNames[m - 1]} ${year}`;
}

/** The picker's months, newest first: never one in the future (Toronto's current month first). */
export function pickerMonths(now: Date): string[] {
  const latest = currentMonth(now);
  return Array.from({ length: monthsBack }, (_, i) => addMonths(latest, -i));
}
