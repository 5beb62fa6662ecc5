import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Note } from '@shared/notes';
import { queryAll } from '../../lib/adapters/query-all';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { withoutKeys } from '../../lib/item-keys';
import { deleteBatches } from '../../lib/adapters/batch-write';
import { activityKeys, activitySortPrefixes, notesPartition } from './keys';

const table = () => env().USER_TABLE;

/** A note as stored (README.md "Note"): in the contact's partition, with its author. */
export interface NoteRecord extends Note {
  contactId: string;
  authorId: string;
}

/**
 * A new note's id: the real time of its creation in base 36, then 48 random bits, so the
 * sort key orders a contact's notes by creation even under a pinned `NOW` (the injected
 * clock gives every note of a test the same instant) and two notes of one millisecond differ.
 */
export function newNoteId(now: number = Date.now()): string {
  return `${now.toString(36).padStart(10, '0')}${randomBytes(6).toString('hex')}`;
}

export async function putNote(note: NoteRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...activityKeys.note(note.contactId, note.id), ...note },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The notes one author wrote about one contact, newest first; nobody else's. */
export async function listNotes(contactId: string, authorId: string): Promise<NoteRecord[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    FilterExpression: 'authorId = :author',
    ExpressionAttributeValues: {
      ':pk': notesPartition(contactId),
      ':prefix': activitySortPrefixes.notes,
      ':author': authorId,
    },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutKeys<NoteRecord>(item));
}

/** Every author's notes about one contact. */
async function allNotesOf(contactId: string): Promise<NoteRecord[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': notesPartition(contactId), ':prefix': activitySortPrefixes.notes },
  });
  return items.map((item) => withoutKeys<NoteRecord>(item));
}

/**
 * Moves every note about someone invited (`from`, their address) to the profile they signed up
 * with (`to`): each is written there under its own id, then taken from the invitation's
 * partition. A step run again (a retried trigger) finds fewer to move, and overwrites none it
 * moved before (its author may have edited it since).
 */
export async function carryNotes(from: string, to: string): Promise<number> {
  const notes = await allNotesOf(from);
  for (const note of notes) {
    try {
      // A note carried by an earlier run is kept as it is now: its author may have changed it since.
      await dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { ...activityKeys.note(to, note.id), ...note, contactId: to },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  await deleteBatches(
    table(),
    notes.map((note) => activityKeys.note(from, note.id)),
  );
  return notes.length;
}

/** Deletes every note about a contact (an invitation taken back): nothing is kept about someone no longer here. */
export async function deleteNotesOf(contactId: string): Promise<number> {
  const notes = await allNotesOf(contactId);
  await deleteBatches(
    table(),
    notes.map((note) => activityKeys.note(contactId, note.id)),
  );
  return notes.length;
}

/** Rewrites a note's text when this author wrote it; undefined when there is no such note of theirs. */
export async function updateNote(
  contactId: string,
  noteId: string,
  authorId: string,
  text: string,
  now: string,
): Promise<NoteRecord | undefined> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: activityKeys.note(contactId, noteId),
        UpdateExpression: 'SET note = :note, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND authorId = :author',
        ExpressionAttributeValues: { ':note': text, ':now': now, ':author': authorId },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return withoutKeys<NoteRecord>(Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** Deletes a note when this author wrote it; false when there was no such note of theirs. */
export async function deleteNote(contactId: string, noteId: string, authorId: string): Promise<boolean> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: table(),
        Key: activityKeys.note(contactId, noteId),
        ConditionExpression: 'attribute_exists(PK) AND authorId = :author',
        ExpressionAttributeValues: { ':author': authorId },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
