import * as z from 'zod';
import { eventTypes } from './events';
import { monthPattern } from './months';
import { propertyTypes } from './property-types';
import { neighbourhoodIdSchema } from './sold-report/queries';

/**
 * `POST /events`: the zod schemas of the analytics events (document 1 §7.4); the event types
 * and limits are in events.ts. The analytics issue adds further types to `eventRequestSchema`.
 */

const reportMonthSchema = z.string().regex(monthPattern, 'month is written YYYY-MM.');

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
    z
      .object({ type: z.literal('pageView'), path: pagePathSchema, sessionId: analyticsSessionIdSchema.optional() })
      .strict(),
  ],
  { error: `type must be one of ${eventTypes.join(', ')}.` },
);
export type EventRequest = z.infer<typeof eventRequestSchema>;
export type SoldReportEvent = Exclude<EventRequest, { type: 'pageView' }>;
export type PageViewEvent = Extract<EventRequest, { type: 'pageView' }>;
