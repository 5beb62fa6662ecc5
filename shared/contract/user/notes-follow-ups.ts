import * as z from 'zod';
import type { UserFeeds } from '@shared/feeds';
import { followUpSchema } from '@shared/follow-up-schemas';
import { pickedMonthSchema } from '@shared/months-schemas';
import type { Note } from '@shared/notes';
import { contactParamsSchema, newNoteSchema, noteParamsSchema, noteUpdateSchema } from '@shared/notes-schemas';
import { created, json, noContent, route } from '../route';
import type { SavedFollowUp } from './answers';
import { contact, staff } from './targets';

/**
 * Notes, follow-ups and the Activity tab (document 2 §2, §4): what an agent keeps about a
 * contact, private to the agent who wrote or set it (notes.ts, follow-up.ts, feeds.ts).
 */
export const notesFollowUps = {
  // Notes (document 2 §2 "Notes tab"): private to the agent who wrote them (notes.ts).
  addNote: route({
    method: 'POST',
    path: '/users/{id}/notes',
    params: contactParamsSchema,
    body: newNoteSchema,
    answer: created<Note>(),
    access: staff,
    owner: contact,
    spec: '2 §7',
  }),
  listNotes: route({
    method: 'GET',
    path: '/users/{id}/notes',
    params: contactParamsSchema,
    answer: json<Note[]>(),
    access: staff,
    owner: contact,
    spec: '2 §7',
  }),
  updateNote: route({
    method: 'PUT',
    path: '/users/{id}/notes/{noteId}',
    params: noteParamsSchema,
    body: noteUpdateSchema,
    answer: json<Note>(),
    access: staff,
    owner: contact,
    names: { in: 'path', name: 'noteId', record: 'note', rule: 'author', refusal: 404 },
    spec: '2 §7',
  }),
  // Deleting a note that is not the caller's, on this contact, answers 204 and changes nothing.
  deleteNote: route({
    method: 'DELETE',
    path: '/users/{id}/notes/{noteId}',
    params: noteParamsSchema,
    answer: noContent(),
    access: staff,
    owner: contact,
    names: { in: 'path', name: 'noteId', record: 'note', rule: 'author', refusal: 'unchanged' },
    spec: '2 §7',
  }),
  // Follow-up (document 2 §4): private to the agent who set it (follow-up.ts); an empty body clears it.
  setFollowUp: route({
    method: 'POST',
    path: '/users/{id}/follow-up',
    params: contactParamsSchema,
    body: followUpSchema,
    answer: json<SavedFollowUp>(),
    access: staff,
    owner: contact,
    spec: '2 §7',
  }),
  // The Activity tab (document 2 §2): a month's items; the current Toronto month when none is given (§9).
  getActivity: route({
    method: 'GET',
    path: '/users/{id}/feeds',
    params: contactParamsSchema,
    query: (now: Date) => z.object({ month: pickedMonthSchema(() => now).optional() }),
    answer: json<UserFeeds>(),
    access: staff,
    owner: contact,
    spec: '2 §7',
  }),
};
