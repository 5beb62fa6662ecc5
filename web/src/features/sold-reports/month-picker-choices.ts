import { addMonths, monthOf, type Month } from '@shared/months';
import { earliestReportMonth, isFutureMonth, pickerYears } from './report-month';

/*
 * What the sold report's month picker offers (document 1 §4.1, DECISIONS row 3): the months
 * of the current year and the 11 before it, future months disabled.
 */

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The arrows beside the picker: a month back and on, each disabled past the picker's range. */
export function neighbouringMonths(value: string, now: Date) {
  const previous = addMonths(value, -1);
  const next = addMonths(value, 1);
  return {
    previous: { month: previous, disabled: previous < earliestReportMonth(now) },
    next: { month: next, disabled: isFutureMonth(next, now) },
  };
}

export interface MonthCell {
  /** Jan, Feb... */
  name: string;
  month: Month;
  disabled: boolean;
  selected: boolean;
}

/** The twelve months of one of the picker's years. */
export function monthCells(year: number, value: string, now: Date): MonthCell[] {
  return monthNames.map((name, index) => {
    const month = monthOf(year, index + 1);
    return { name, month, disabled: isFutureMonth(month, now), selected: month === value };
  });
}

/** Whether the year arrows can go further back or on: the picker's years only. */
export function yearSteps(year: number, now: Date) {
  const years = pickerYears(now);
  return { canGoBack: year > years.at(-1)!, canGoOn: year < years[0]! };
}
