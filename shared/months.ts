import { torontoMonth } from './format/dates';

/**
 * Months as the different layers write them (DESIGN "Access levels, tokens and wire formats"):
 * `YYYY-MM` inside the product and for jobs, `YYYYMM` on the API (`time=`), `YYYY-M` in the
 * sold-report route. All are Toronto months. Their zod rules are in months-schemas.ts.
 */
export type Month = `${number}-${number}`;

/**
 * `YYYY-MM` with a real month of 1900-2099 (as the dates, rules.ts `isValidIsoDate`): how the
 * product and the jobs write a month. The year 0000 made months before it ('-1-10', QA 46b L2).
 */
export const monthPattern = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

const pad = (month: number) => String(month).padStart(2, '0');

export function monthOf(year: number, month: number): Month {
  return `${year}-${pad(month)}` as Month;
}

export function splitMonth(month: string): { year: number; month: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { year, month: m };
}

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: string, count: number): Month {
  const { year, month: m } = splitMonth(month);
  const index = year * 12 + (m - 1) + count;
  return monthOf(Math.floor(index / 12), (index % 12) + 1);
}

/** Months from `first` to `last`, both included; empty when `first` is after `last`. */
export function monthRange(first: string, last: string): Month[] {
  const months: Month[] = [];
  for (let month = first as Month; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The Toronto month of an instant, `YYYY-MM`. */
export function currentMonth(now: Date): Month {
  const { year, month } = torontoMonth(now);
  return monthOf(year, month);
}

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const monthOfDate = (date: string) => date.slice(0, 7) as Month;

export const toApiTime = (month: string) => month.replace('-', '');
export const fromApiTime = (time: string) => `${time.slice(0, 4)}-${time.slice(4, 6)}` as Month;

/**
 * The month the sold-report screens and calls open on when none is asked for: the last
 * complete month (document 1 §4.1), in Toronto.
 */
export const defaultReportMonth = (now: Date): Month => addMonths(currentMonth(now), -1);

/** `YYYY-M` of the sold-report route: a year and a month number without its leading zero. */
export const routeMonthPattern = /^\d{4}-([1-9]|1[0-2])$/;
export const isRouteMonth = (value: string) => routeMonthPattern.test(value);

/** `YYYY-M` of the sold-report route (document 1 §3 "Month value is the string 'YYYY-M'"). */
export const toRouteMonth = (month: string) => {
  const { year, month: m } = splitMonth(month);
  return `${year}-${m}`;
};
export const fromRouteMonth = (value: string) => {
  const [year, m] = value.split('-').map(Number) as [number, number];
  return monthOf(year, m);
};
