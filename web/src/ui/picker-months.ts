import { addMonths, currentMonth } from '@shared/months';

/**
 * How far back the month pickers reach (document 2 §9): the current month and the 11 before.
 * The Activity tab and the analytics pages share it.
 */
const monthsBack = 12;

/** 'November 2026' for `2026-11`: the one month label of the product. */
export { monthLabel as monthName } from '@shared/sold-report/month-label';

/** The picker's months, newest first: never one in the future (Toronto's current month first). */
export function pickerMonths(now: Date): string[] {
  const latest = currentMonth(now);
  return Array.from({ length: monthsBack }, (_, i) => addMonths(latest, -i));
}
