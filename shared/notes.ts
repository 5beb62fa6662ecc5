/*
 * An agent's private notes on a contact (document 2 §2 "Notes tab", §3 "Note", §5, §9). The
 * request's zod schema is in notes-schemas.ts.
 */

/** Document 2 §9: a note is 10 to 300 characters. */
export const noteMinLength = 10;
export const noteMaxLength = 300;

/** A note as `GET /users/{id}/notes` lists it, newest first (document 2 §3). */
export interface Note {
  id: string;
  note: string;
  /** ISO instant of the last write. */
  updatedAt: string;
  /** ISO instant of its creation. */
  createdAt: string;
}
