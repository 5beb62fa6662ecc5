import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Note } from '@shared/notes';
import { noteMaxLength } from '@shared/notes';
import { noteTextSchema } from '@shared/notes-schemas';
import { useSaveNote } from '../api/notes';
import { LoadingButton } from '../../../ui/loading-button';
import { showFieldErrors } from '../../../ui/show-field-errors';

interface NoteFormProps {
  contactId: string;
  /** The note being edited; a new one when absent (document 2 §4). */
  note?: Note;
  onDone: () => void;
}

/** A note of 10 to 300 characters, with document 2 §5's messages; saved only when valid. */
export function NoteForm({ contactId, note, onDone }: NoteFormProps) {
  const [text, setText] = useState(note?.note ?? '');
  const [error, setError] = useState<string>();
  const save = useSaveNote(contactId);

  const submit = (form: HTMLFormElement) => {
    const checked = noteTextSchema.safeParse(text);
    if (!checked.success) return showFieldErrors(form, () => setError(checked.error.issues[0]?.message));
    setError(undefined);
    save.mutate({ id: note?.id, note: checked.data }, { onSuccess: onDone });
  };

  return (
    // Ctrl+Enter (⌘+Enter) saves, as in a mail, through Save, which does nothing while a save
    // runs (a held key repeats: review 55); Escape closes it, as the bulk bar's follow-up form and
    // Cancel do (QA 55a L8). Enter in the box is a new line.
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !save.isPending) onDone();
        else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          if (!event.repeat) event.currentTarget.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
        }
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={note ? 'Edit note' : 'New note'}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          description={`${text.length} / ${noteMaxLength}`}
          rows={4}
          resize="vertical"
          autoFocus
        />
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="sm" onClick={onDone}>
            Cancel
          </Button>
          <LoadingButton type="submit" size="sm" loading={save.isPending}>
            Save note
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
