import * as z from 'zod';
import { bookingMessages, showingTimes } from './booking';

/**
 * `POST /properties/{mls}/book` (document 3 §2.6 "Book a Showing"): the request's zod schema.
 * The same schema checks the form and the call's body; the times, their labels and the
 * messages are in booking.ts, which the page shows without needing zod.
 */

/** `today` is the Toronto date (`YYYY-MM-DD`) of the caller's clock: no showing in the past. */
export function bookShowingSchema(today: string) {
  return z.object({
    date: z
      .string({ error: bookingMessages.date })
      .regex(/^\d{4}-\d{2}-\d{2}$/, bookingMessages.date)
      .refine((date) => date >= today, bookingMessages.pastDate),
    time: z.enum(showingTimes, { error: bookingMessages.time }),
    message: z.string().trim().max(1000, bookingMessages.message).optional(),
  });
}

export type BookShowingRequest = z.output<ReturnType<typeof bookShowingSchema>>;
