import type { Note } from '@shared/notes';
import type { Caller } from '../../lib/auth/caller';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { reachableProfile } from '../accounts/published';
import { deleteNote, listNotes, newNoteId, putNote, updateNote, type NoteRecord } from './note-repository';

/**
 * An agent's notes on a contact (document 2 §2 "Notes tab", §7; issue 14: "private to the
 * agent who wrote them"). The caller must reach the contact (their agent, or an admin); then
 * every read and write is limited to the caller's own notes, so another agent, or an admin
 * looking at the same contact, never sees or changes them. An admin's own notes are theirs
 * alike (DECISIONS row 9: an admin may do what an agent may).
 */
const toNote = ({ id, note, createdAt, updatedAt }: NoteRecord): Note => ({ id, note, createdAt, updatedAt });

const noSuchNote = () => new NotFoundError('There is no such note.');

export async function notesOf(caller: Caller, contactId: string): Promise<Note[]> {
  await reachableProfile(caller, contactId);
  return (await listNotes(contactId, caller.sub)).map(toNote);
}

export async function addNote(caller: Caller, contactId: string, text: string, now: Date): Promise<Note> {
  await reachableProfile(caller, contactId);
  return writeNote(caller, contactId, text, now);
}

/** Writes a new note of the caller's on a contact they were found to reach. */
export async function writeNote(caller: Caller, contactId: string, text: string, now: Date): Promise<Note> {
  const at = now.toISOString();
  const record: NoteRecord = {
    id: newNoteId(),
    contactId,
    authorId: caller.sub,
    note: text,
    createdAt: at,
    updatedAt: at,
  };
  await putNote(record);
  return toNote(record);
}

export async function editNote(
  caller: Caller,
  contactId: string,
  noteId: string,
  body: { note: string; id?: string | undefined },
  now: Date,
): Promise<Note> {
  if (body.id !== undefined && body.id !== noteId) {
    throw new ValidationError([{ field: 'id', message: "The note's id must be the one in the path." }]);
  }
  await reachableProfile(caller, contactId);
  const saved = await updateNote(contactId, noteId, caller.sub, body.note, now.toISOString());
  if (!saved) throw noSuchNote();
  return toNote(saved);
}

/** Deletes the caller's note; a note that is not theirs (or gone already) changes nothing and answers alike. */
export async function removeNote(caller: Caller, contactId: string, noteId: string): Promise<void> {
  await reachableProfile(caller, contactId);
  await deleteNote(contactId, noteId, caller.sub);
}
