import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Note } from '@shared/notes';
import { noteMaxLength } from '@shared/notes';
import { noteTextSchema } from '@shared/notes-schemas';
import { useSaveNote } from '../api/notes';
import { dropNoteDraft, keepNoteDraft, noteDraftOf } from '../note-drafts';
import { LoadingButton } from '../../../ui/loading-button';
import { showFieldErrors } from '../../../ui/show-field-errors';

interface NoteFormProps {
  contactId: string;
  /** The note being edited; a new one when absent (document 2 §4). */
  note?: Note;
  /** The form closes: saved, cancelled (the typed text is dropped) or left with Escape (it is kept). */
  onDone: () => void;
}

/**
 * A note of 10 to 300 characters, with document 2 §5's messages; saved only when valid. What is
 * typed is kept as the contact's draft until Save or Cancel (note-drafts.ts).
 */
export function NoteForm({ contactId, note, onDone }: NoteFormProps) {
  const form = note?.id ?? 'new';
  const [text, setText] = useState(() => {
    const draft = noteDraftOf(contactId);
    return draft?.form === form ? draft.text : (note?.note ?? '');
  });
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
    // runs (a held key repeats: review 55); Escape closes it, as the bulk bar's follow-up form
    // does (QA 55a L8), keeping the text as a draft. Enter in the box is a new line.
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
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setText(typed);
            if (typed === (note?.note ?? '')) dropNoteDraft(contactId);
            else keepNoteDraft(contactId, { form, text: typed });
          }}
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
          <Button
            variant="default"
            size="sm"
            onClick={() => {
              dropNoteDraft(contactId);
              onDone();
            }}
          >
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
