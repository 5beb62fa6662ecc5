import * as z from 'zod';
import { clickIdPattern } from './email-link';
import { messages } from './validation/messages';

/**
 * `POST /email/click/{id}` (document 3 §2.12): the redirect page's report of a tracked link,
 * its parts as the page read them (shared/email-link.ts). Only their shape here; the server
 * checks the signature.
 */
export const emailClickParamsSchema = z.object({
  id: z.string().regex(clickIdPattern, messages.emailLinkInvalid),
});

export const emailClickBodySchema = z.object({
  path: z.string().min(1, messages.emailLinkInvalid).max(2000, messages.emailLinkInvalid),
  query: z.string().max(4000, messages.emailLinkInvalid),
  h: z.string().regex(/^[A-Za-z0-9_-]{43}$/, messages.emailLinkInvalid),
});
export type EmailClickBody = z.infer<typeof emailClickBodySchema>;

/** The answer: where the verified link leads (a path of our site, with its query). */
export interface EmailClickAnswer {
  target: string;
}
