import * as z from 'zod';
import { messages } from './validation/messages';

/**
 * `POST /unsubscribe` (DECISIONS rows 13 and 38). The token travels in the query string when
 * a mail client makes RFC 8058's one-click POST (its body is the form field
 * `List-Unsubscribe=One-Click`), and in the JSON body when the unsubscribe page confirms. Its
 * shape and signature are checked by the server; here only its size.
 */
const token = z.string().trim().min(1, messages.unsubscribeLinkInvalid).max(600, messages.unsubscribeLinkInvalid);

export const unsubscribeQuerySchema = z.object({ uid: token.optional() });

export const unsubscribeBodySchema = z.object({
  uid: token.optional(),
  'List-Unsubscribe': z.literal('One-Click').optional(),
});

/**
 * `GET /unsubscribe` (the List-Unsubscribe address opened in a browser): whatever `uid` holds is
 * handed to the page, which says when a link is not valid; the query's length is capped upstream.
 */
export const unsubscribePageQuerySchema = z.object({ uid: z.string().optional() });
