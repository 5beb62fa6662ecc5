import * as z from 'zod';
import { pickedMonthSchema } from './months-schemas';

/** `GET /admin/newsletter?month=YYYY-MM`: the campaign of one month, not a future one. */
export function newsletterStatusQuerySchema(now: () => Date) {
  return z.object({ month: pickedMonthSchema(now) });
}
