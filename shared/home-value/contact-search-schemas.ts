import * as z from 'zod';
import { searchText } from '../search-text';
import { contactQueryTooShort } from './contact-search';

/**
 * `GET /contacts/search?q=`: more than one character (document 3 §2.7), as the search reads it
 * (`searchText`: apostrophes and accents left out), so "O'" is one, not everyone's "o". A module
 * of its own: the user service's contract reads it, and the rest of the home-value schemas would
 * add 6 KB to its Lambda (DESIGN "Targets": 500 KB).
 */
export const contactSearchQuerySchema = z.object({
  q: z
    .string({ error: contactQueryTooShort })
    .trim()
    .max(100, contactQueryTooShort)
    .refine((q) => searchText(q).trim().length >= 2, contactQueryTooShort),
});
