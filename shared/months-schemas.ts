import * as z from 'zod';
import { currentMonth, fromApiTime, monthPattern } from './months';

/*
 * The zod rules of months, kept apart from the month helpers (months.ts), which the web's
 * pages import without needing zod.
 */

/** The API's `time=YYYYMM`: a real month of 1900-2099 (`monthPattern`), not after the current Toronto month. */
export function apiTimeSchema(now: () => Date) {
  return z
    .string()
    .regex(/^(19|20)\d{2}(0[1-9]|1[0-2])$/, 'time must be a month written YYYYMM.')
    .transform(fromApiTime)
    .refine((month) => month <= currentMonth(now()), 'time must not be a future month.');
}

/**
 * The analytics calls' `time`: `YYYYMM` as the API writes months, or `YYYY-MM` as the spec's
 * analytics calls do (issue 29); a real month, not after the current Toronto month.
 */
export function analyticsTimeSchema(now: () => Date) {
  return z
    .string()
    .regex(/^(19|20)\d{2}-?(0[1-9]|1[0-2])$/, 'time must be a month written YYYYMM or YYYY-MM.')
    .transform((time) => fromApiTime(time.replace('-', '')))
    .refine((month) => month <= currentMonth(now()), 'time must not be a future month.');
}

/** The analytics calls' query (shared/analytics.ts): an optional `time`; absent, the call's default period. */
export function analyticsQuerySchema(now: () => Date) {
  return z.object({ time: analyticsTimeSchema(now).optional() });
}

/** `--month YYYY-MM` of the jobs. */
export const jobMonthSchema = z.string().regex(monthPattern, 'The month is written YYYY-MM.');

/** A month picker's `YYYY-MM` on the API (the Activity tab's `month=`), not after the current Toronto month. */
export function pickedMonthSchema(now: () => Date) {
  // A month written otherwise is told only that: compared as text, 202612 read as a future month.
  return z
    .string()
    .regex(monthPattern, { error: 'month must be written YYYY-MM.', abort: true })
    .refine((month) => month <= currentMonth(now()), 'month must not be a future month.');
}
