import * as z from 'zod';
import { plainText, upcomingDate } from '../validation/rules-schemas';
import { bookingMessages, showingTimeOver, showingTimes } from './booking';

/**
 * `POST /properties/{mls}/book` (document 3 §2.6 "Book a Showing"): the request's zod schema.
 * The same schema checks the form and the call's body; the times, their labels and the
 * messages are in booking.ts, which the page shows without needing zod.
 */

/**
 * `today` is the Toronto date (`YYYY-MM-DD`) of the caller's clock, `hour` its Toronto hour
 * (0–23). The date is a real one, from today to a year ahead: one before today or past the
 * year says which way it is out, what is not a date is 'Please, enter a valid date'
 * (`upcomingDate`), and none at all 'Choose a date.'. Today, a time of day already over is refused on `time`.
 */
export function bookShowingSchema(today: string, hour: number) {
  return z
    .object({
      date: z.string({ error: bookingMessages.date }).min(1, bookingMessages.date).pipe(upcomingDate(today)),
      time: z.enum(showingTimes, { error: bookingMessages.time }),
      message: plainText(
        z.string().trim().max(1000, bookingMessages.message),
        bookingMessages.messageCharacters,
      ).optional(),
    })
    .refine((request) => !showingTimeOver(request.date, request.time, today, hour), {
      path: ['time'],
      message: bookingMessages.timeOver,
    });
}

export type BookShowingRequest = z.output<ReturnType<typeof bookShowingSchema>>;
