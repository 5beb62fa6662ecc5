import type { Note } from '@shared/notes';
import type { Caller } from '../../lib/auth/caller';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { createLogger } from '../../lib/logger';
import { reachableProfile } from '../accounts/published';
import { carryInviteeKeeping, isInvitationId, reachInvitee } from '../invitations/published';
import { deleteNote, listNotes, newNoteId, putNote, updateNote, type NoteRecord } from './note-repository';

/**
 * An agent's notes on a contact (document 2 §2 "Notes tab", §7; issue 14: "private to the
 * agent who wrote them"). The caller must reach the contact (their agent, or an admin); then
 * every read and write is limited to the caller's own notes, so another agent, or an admin
 * looking at the same contact, never sees or changes them. An admin's own notes are theirs
 * alike (DECISIONS row 9: an admin may do what an agent may).
 */
const logger = /* @__PURE__ */ createLogger('user');

const toNote = ({ id, note, createdAt, updatedAt }: NoteRecord): Note => ({ id, note, createdAt, updatedAt });

const noSuchNote = () => new NotFoundError('There is no such note.');

/**
 * The contact the caller reaches, as notes name them: a user by their id, or someone invited who
 * has not signed up by their address (lower-cased), whose notes the sign-up carries to the new
 * profile (accounts/sign-up.ts); the address of someone who has signed up since names their
 * account (`reachInvitee`). 404 otherwise, alike. `email`: a user's, whose invitation may have
 * left something to carry.
 */
async function reachableContact(caller: Caller, contactId: string): Promise<{ id: string; email?: string }> {
  if (!isInvitationId(contactId)) return reachedUser(await reachableProfile(caller, contactId));
  const invitee = await reachInvitee(caller, contactId);
  if ('signedUp' in invitee) return reachedUser(await reachableProfile(caller, invitee.signedUp));
  return { id: invitee.invitation.email };
}

const reachedUser = ({ id, email }: { id: string; email?: string }) => ({ id, ...(email && { email }) });

const reachableContactId = async (caller: Caller, contactId: string) => (await reachableContact(caller, contactId)).id;

/**
 * The caller's notes on the contact, newest first. A user's invitation may still hold what was
 * kept on them before they signed up (a carry that failed, a note written as they signed up):
 * carried first (invitations/invitee-carry.ts), so nothing kept is ever out of sight.
 */
export async function notesOf(caller: Caller, contactId: string, now: Date): Promise<Note[]> {
  const contact = await reachableContact(caller, contactId);
  if (contact.email) {
    // The notes are read all the same when the carry fails; the next read tries again.
    await carryInviteeKeeping(contact.email, contact.id, now.toISOString()).catch((error: unknown) =>
      logger.warn('What was kept on the invitation could not be carried over', { error, userId: contact.id }),
    );
  }
  return (await listNotes(contact.id, caller.sub)).map(toNote);
}

export async function addNote(caller: Caller, contactId: string, text: string, now: Date): Promise<Note> {
  return writeNote(caller, await reachableContactId(caller, contactId), text, now);
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
  const saved = await updateNote(
    await reachableContactId(caller, contactId),
    noteId,
    caller.sub,
    body.note,
    now.toISOString(),
  );
  if (!saved) throw noSuchNote();
  return toNote(saved);
}

/** Deletes the caller's note; a note that is not theirs (or gone already) changes nothing and answers alike. */
export async function removeNote(caller: Caller, contactId: string, noteId: string): Promise<void> {
  await deleteNote(await reachableContactId(caller, contactId), noteId, caller.sub);
}
