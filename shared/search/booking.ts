import { dayAfter } from '../format/dates';

/**
 * `POST /properties/{mls}/book` (document 3 §2.6 "Book a Showing"; the spec shows no payload):
 * when the user would like to see the property, and a note for the agent. Who asks comes from
 * the caller's token. The request's schema, which checks the form and the call's body, is in
 * booking-schemas.ts.
 */
export const showingTimes = ['morning', 'afternoon', 'evening'] as const;
export type ShowingTime = (typeof showingTimes)[number];

export const showingTimeLabels: Record<ShowingTime, string> = {
  morning: 'Morning (9 am – 12 pm)',
  afternoon: 'Afternoon (12 pm – 5 pm)',
  evening: 'Evening (5 pm – 8 pm)',
};

/** The hour (Toronto, 24-hour clock) each time of day ends: today, a time already over is refused. */
export const showingTimeEnds: Record<ShowingTime, number> = { morning: 12, afternoon: 17, evening: 20 };

/** Whether `time` on `date` is over at the Toronto `today` and `hour` (QA 47c L6: this evening, at 20:26). */
export const showingTimeOver = (date: string, time: ShowingTime, today: string, hour: number) =>
  date === today && hour >= showingTimeEnds[time];

/** The first time of day still open on `date`, if any. */
export const firstOpenShowingTime = (date: string, today: string, hour: number): ShowingTime | undefined =>
  showingTimes.find((time) => !showingTimeOver(date, time, today, hour));

/** The first day with a time of day still open: today, or tomorrow once the evening is over. */
export function firstShowingDay(today: string, hour: number): string {
  return firstOpenShowingTime(today, today, hour) ? today : dayAfter(today);
}

/**
 * No date yet is 'Choose a date.'; otherwise the date's messages are the shared rule's
 * (`upcomingDate`): 'Please, enter a valid date', and which way a real date is out.
 */
export const bookingMessages = {
  date: 'Choose a date.',
  time: 'Choose a time of day.',
  timeOver: 'This time of day is over. Choose a later time or another day.',
  message: 'The message must be at most 1000 characters.',
  messageCharacters: 'Message must have no control characters',
} as const;

/** The call's answer: the request as stored. */
export interface BookShowingAnswer {
  id: string;
  mls: string;
  date: string;
  time: ShowingTime;
  createdAt: string;
}
