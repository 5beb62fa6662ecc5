import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { displayDate } from '@shared/format/dates';
import type { Note } from '@shared/notes';
import { useDeleteNote, useNotes } from '../api/notes';
import { NoteForm } from './note-form';
import { noteDraftOf } from '../note-drafts';
import { LoadFailure } from '../../../ui/load-failure';
import { useFocusReturn } from '../../../ui/use-focus-return';
import { LoadingButton } from '../../../ui/loading-button';

/** Document 2 §2: the note delete confirmation, verbatim. */
export const noteDeleteConfirmation = 'Are you sure you want to permanently remove this note?';

function DeleteNoteDialog({
  contactId,
  note,
  onClose,
  onDeleted,
}: {
  contactId: string;
  note: Note;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteNote(contactId);
  useFocusReturn();
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>Delete note</Text>} centered>
      <Text mb="lg">{noteDeleteConfirmation}</Text>
      {remove.isError && (
        <Alert color="red" variant="light" mb="md" role="alert">
          {remove.error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <LoadingButton
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate(note.id, { onSuccess: onDeleted })}
        >
          Delete
        </LoadingButton>
      </Group>
    </Modal>
  );
}

/**
 * The Notes tab (document 2 §2): an agent's private notes on a customer, newest first; 'Add new
 * note' opens the form, each note can be edited in place or deleted after the confirm.
 */
export function NotesTab({ contactId }: { contactId: string }) {
  const notes = useNotes(contactId);
  // The note being written: 'new', a note's id, or none; open again on a draft left on this
  // contact (a switch to another tab and back, QA 63b M1).
  const [editing, setEditing] = useState<string | null>(() => noteDraftOf(contactId)?.form ?? null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  // A closed form gives the keyboard back to the button that opened it, not to the page's top.
  const addButton = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (editing !== null || returnTo.current === null) return;
    (returnTo.current === 'new' ? addButton.current : editButtons.current.get(returnTo.current))?.focus();
    returnTo.current = null;
  }, [editing]);
  const closeForm = (opener: string) => {
    returnTo.current = opener;
    setEditing(null);
  };
  // A deleted note's Delete button is gone: the keyboard goes to 'Add new note' (QA 29: it fell to the page).
  const afterDelete = useRef(false);
  useEffect(() => {
    if (deleting !== null || !afterDelete.current) return;
    afterDelete.current = false;
    addButton.current?.focus();
  }, [deleting]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={700}>Notes</Text>
        <Button ref={addButton} size="sm" onClick={() => setEditing('new')} disabled={editing === 'new'}>
          Add new note
        </Button>
      </Group>
      {editing === 'new' && <NoteForm contactId={contactId} onDone={() => closeForm('new')} />}
      {notes.isPending ? (
        <Skeleton h={80} radius="md" />
      ) : notes.isError ? (
        <LoadFailure text="The notes could not be loaded." onRetry={() => void notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No notes yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notes">
          {notes.data.map((note) => (
            <Paper key={note.id} component="li" withBorder radius="md" p="sm" bg="white" data-testid="note">
              {editing === note.id ? (
                <NoteForm contactId={contactId} note={note} onDone={() => closeForm(note.id)} />
              ) : (
                <>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {note.note}
                  </Text>
                  <Group justify="space-between" mt="xs">
                    <Text size="xs" c="dimmed">
                      {displayDate(note.updatedAt)}
                    </Text>
                    <Group gap="xs">
                      <Button
                        ref={(button) => {
                          if (button) editButtons.current.set(note.id, button);
                          else editButtons.current.delete(note.id);
                        }}
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => setEditing(note.id)}
                      >
                        Edit
                      </Button>
                      <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDeleting(note)}>
                        Delete
                      </Button>
                    </Group>
                  </Group>
                </>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      {deleting && (
        <DeleteNoteDialog
          contactId={contactId}
          note={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            afterDelete.current = true;
            setDeleting(null);
          }}
        />
      )}
    </Stack>
  );
}
