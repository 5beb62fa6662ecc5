import * as z from 'zod';
import { noteMaxLength, noteMinLength } from './notes';
import { userIdSchema } from './users-schemas';
import { messages } from './validation/messages';
import { plainText, requiredText } from './validation/rules-schemas';

/** A note's text (document 2 §5: 'Required', at least 10, at most 300 characters). */
export const noteTextSchema = plainText(
  requiredText(messages.required).min(noteMinLength, messages.noteMinLength).max(noteMaxLength, messages.noteMaxLength),
  messages.noteCharacters,
);

/** A note's id as the API makes them: time-ordered, lower-case letters and digits. */
export const noteIdSchema = z
  .string()
  .min(1, 'The note id is required.')
  .max(64, 'The note id is too long.')
  .regex(/^[0-9a-z]+$/, 'The note id is not valid.');

/** `POST /users/{id}/notes`: `{ note }`. */
export const newNoteSchema = z.object({ note: noteTextSchema });

/** `PUT /users/{id}/notes/{noteId}`: `{ note, id }`; the id, when sent, must be the path's. */
export const noteUpdateSchema = z.object({ note: noteTextSchema, id: noteIdSchema.optional() });

export const contactParamsSchema = z.object({ id: userIdSchema });
export const noteParamsSchema = z.object({ id: userIdSchema, noteId: noteIdSchema });
