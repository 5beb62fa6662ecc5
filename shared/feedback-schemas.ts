import * as z from 'zod';
import {
  feedbackMaxLength,
  feedbackMaxPageSize,
  feedbackPageMaxLength,
  feedbackPageSize,
  feedbackRates,
} from './feedback';
import { plainText, wireNumber } from './validation/rules-schemas';

/**
 * The page the feedback was sent from: a path of the site as the browser writes it
 * (percent-encoded; RFC 3986 path characters only), without its query string.
 */
const feedbackPageSchema = z
  .string({ error: 'page is required.' })
  .max(feedbackPageMaxLength, 'page is too long.')
  .regex(/^\/[A-Za-z0-9\-._~%/!$&'()*+,;=:@]*$/, 'page must be a path of the site, without a query string.');

/**
 * `POST /users/feedback` (document 2 §7: rate, description; document 2 §5: the rate is required).
 * Our widget sends the page too; the spec's form without it is accepted (issue 29).
 */
export const feedbackRequestSchema = z
  .object({
    rate: z.enum(feedbackRates, { error: 'Choose whether you were satisfied (negative or positive).' }),
    description: plainText(
      z
        .string({ error: 'description must be text.' })
        .trim()
        .max(feedbackMaxLength, `The feedback must have at most ${feedbackMaxLength} characters.`),
      'The feedback must have no control characters.',
    )
      .optional()
      .default(''),
    page: feedbackPageSchema.optional(),
  })
  .strict();
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

/** `GET /admin/feedback?size=&cursor=` (ours): newest first, a page at a time. */
export const feedbackListQuerySchema = z.object({
  size: wireNumber(
    z
      .number({ error: 'size must be a number.' })
      .int('size must be a whole number.')
      .min(1, 'size must be at least 1.')
      .max(feedbackMaxPageSize, `size must be at most ${feedbackMaxPageSize}.`)
      .default(feedbackPageSize),
  ),
  cursor: z.string().max(500, 'cursor is not valid.').optional(),
});
