import * as z from 'zod';
import { currentMonth, monthPattern } from './months';

/**
 * `GET /admin/webanalytics?time=YYYY-MM` (shared/analytics.ts): a month, not after the current
 * Toronto month; without `time`, the 12-month overview. Unknown parameters are ignored, like
 * every query's.
 */
export function webAnalyticsQuerySchema(now: () => Date) {
  return z.object({
    time: z
      .string()
      .regex(monthPattern, 'time must be a month written YYYY-MM.')
      .refine((month) => month <= currentMonth(now()), 'time must not be a future month.')
      .optional(),
  });
}
