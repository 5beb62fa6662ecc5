import { user } from '@shared/contract/user';
import { signedInCaller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { created, noContent, ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { addNote, editNote, notesOf, removeNote } from '../notes';

/** `GET /users/{id}/notes`: the caller's own notes on the contact, newest first. */
export const getNotes = handle(user.listNotes, async ({ caller, params }) =>
  ok(await notesOf(signedInCaller(caller), params.id, clock.now())),
);

/** `POST /users/{id}/notes` `{ note }`: 201 with the new note. */
export const postNote = handle(user.addNote, async ({ caller, params, body }) =>
  created(await addNote(signedInCaller(caller), params.id, body.note, clock.now())),
);

/** `PUT /users/{id}/notes/{noteId}` `{ note, id }`: the caller's own note only. */
export const putNote = handle(user.updateNote, async ({ caller, params, body }) =>
  ok(await editNote(signedInCaller(caller), params.id, params.noteId, body, clock.now())),
);

/** `DELETE /users/{id}/notes/{noteId}`: 204, also when there was no such note of the caller's. */
export const deleteNote = handle(user.deleteNote, async ({ caller, params }) => {
  await removeNote(signedInCaller(caller), params.id, params.noteId);
  return noContent();
});
