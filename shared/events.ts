import * as z from 'zod';
import { propertyTypes } from './property-types';
import { neighbourhoodIdSchema } from './sold-report/queries';

/**
 * `POST /events`: the first-party analytics events the screens send (document 1 §7.4). The
 * user service stores each as an activity-feed item (document 2 §3 "User feed item"); the
 * analytics issue adds further types to `eventRequestSchema`.
 */
export const eventTypes = ['openSoldReport', 'downloadSoldReport'] as const;
export type EventType = (typeof eventTypes)[number];

/** The feed type each event is stored as (document 2 §3 names them so). */
export const feedTypeOfEvent = {
  openSoldReport: 'OpenSoldReport',
  downloadSoldReport: 'DownloadSoldReport',
} as const satisfies Record<EventType, string>;

/** Largest accepted `POST /events` body: an event is a few short fields. */
export const maxEventBytes = 2048;

const reportMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month is written YYYY-MM.');

/** The page the event happened on: a path of the site, without its query string. */
const pagePathSchema = z
  .string()
  .max(300, 'path is too long.')
  .regex(/^\/[A-Za-z0-9\-._~%/]*$/, 'path must be a path of the site, without a query string.');

/**
 * The query parameters a newsletter link carries to a sold report (document 1 §7.4:
 * `email`, `month` and `user`). They are what the link said, not who is asking: the server
 * keeps them only on a signed-in user's own event.
 */
export const newsletterLinkSchema = z
  .object({
    email: z.string().max(254, 'email is too long.').optional(),
    month: z.string().max(16, 'month is too long.').optional(),
    user: z.string().max(64, 'user is too long.').optional(),
  })
  .strict();
export type NewsletterLink = z.infer<typeof newsletterLinkSchema>;

/** The visit's analytics session (web/src/lib/analytics-session.ts): a random UUID, never a person. */
export const analyticsSessionIdSchema = z.uuid('sessionId must be a UUID.');

const soldReportEventFields = {
  neighbourhoodId: neighbourhoodIdSchema,
  /** The report's month, `YYYY-MM`. */
  month: reportMonthSchema,
  propertyType: z.enum(propertyTypes).optional(),
  path: pagePathSchema,
  sessionId: analyticsSessionIdSchema.optional(),
};

export const eventRequestSchema = z.discriminatedUnion(
  'type',
  [
    z
      .object({ type: z.literal('openSoldReport'), ...soldReportEventFields, link: newsletterLinkSchema.optional() })
      .strict(),
    z.object({ type: z.literal('downloadSoldReport'), ...soldReportEventFields }).strict(),
  ],
  { error: `type must be one of ${eventTypes.join(', ')}.` },
);
export type EventRequest = z.infer<typeof eventRequestSchema>;
