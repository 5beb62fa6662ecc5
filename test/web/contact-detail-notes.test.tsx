import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '@shared/notes';
import { dropNoteDraft } from '../../web/src/features/contact-detail/note-drafts';
import { person, showContact, stubContactApi } from './contact-detail-render';

/** A contact's notes kept as the API keeps them: newest first, each change answered as the server does. */
function notesApi(initial: Note[] = []) {
  let notes = [...initial];
  let made = 0;
  const { calls } = stubContactApi(({ method, path, body }) => {
    if (path === '/users/c1' && method === 'GET') return { body: person('c1') };
    if (path === '/users/c1/notes' && method === 'GET') return { body: notes };
    if (path === '/users/c1/notes' && method === 'POST') {
      const note = {
        id: `n${++made}`,
        note: (body as { note: string }).note,
        createdAt: '',
        updatedAt: '2026-06-15T15:00:00Z',
      };
      notes = [note, ...notes];
      return { status: 201, body: note };
    }
    const noteId = /^\/users\/c1\/notes\/(\w+)$/.exec(path)?.[1];
    if (noteId && method === 'PUT') {
      notes = notes.map((note) => (note.id === noteId ? { ...note, note: (body as { note: string }).note } : note));
      return { body: notes.find((note) => note.id === noteId) };
    }
    if (noteId && method === 'DELETE') {
      notes = notes.filter((note) => note.id !== noteId);
      return { status: 204 };
    }
    return undefined;
  });
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET' && call.path.includes('/notes')) };
}

const older: Note = {
  id: 'a1',
  note: 'Met at the open house on Elm St.',
  createdAt: '',
  updatedAt: '2026-05-02T14:00:00Z',
};

async function openNotes() {
  showContact('c1', { tab: 'notes' });
  return screen.findByRole('button', { name: 'Add new note' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  // A test's note left unsaved is kept as the contact's draft: none carries into the next test.
  dropNoteDraft('c1');
});

describe('the Notes tab (document 2 §2, §4, §5)', () => {
  it('puts the focus back on the note it refuses, whose message a screen reader then reads (QA 48c M8)', async () => {
    notesApi();
    fireEvent.click(await openNotes());
    const box = await screen.findByLabelText('New note');
    const save = screen.getByRole('button', { name: 'Save note' });

    save.focus();
    fireEvent.click(save);

    const message = await screen.findByText('Required');
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('checks a new note against 10 to 300 characters with the spec messages before sending it', async () => {
    const { writes } = notesApi();
    fireEvent.click(await openNotes());
    const box = await screen.findByLabelText('New note');

    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note must have at least 10 characters')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(301) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Name must have maximum 300 characters')).toBeTruthy();

    expect(writes()).toEqual([]);
  });

  it('adds a note, which shows first in the list, newest first', async () => {
    const { writes } = notesApi([older]);
    fireEvent.click(await openNotes());

    fireEvent.change(await screen.findByLabelText('New note'), {
      target: { value: 'Wants a 3-bedroom near a school' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));

    await waitFor(() => expect(screen.getAllByTestId('note')).toHaveLength(2));
    expect(screen.getAllByTestId('note')[0]!.textContent).toContain('Wants a 3-bedroom near a school');
    expect(screen.getAllByTestId('note')[1]!.textContent).toContain('2026-05-02');
    expect(screen.queryByLabelText('New note')).toBeNull();
    expect(writes()).toEqual([
      { method: 'POST', path: '/users/c1/notes', body: { note: 'Wants a 3-bedroom near a school' } },
    ]);
  });

  it('edits a note in place with a PUT carrying its id', async () => {
    const { writes } = notesApi([older]);
    await openNotes();
    const note = await screen.findByTestId('note');

    fireEvent.click(within(note).getByRole('button', { name: 'Edit' }));
    const box = await screen.findByLabelText('Edit note');
    expect((box as HTMLTextAreaElement).value).toBe(older.note);
    fireEvent.change(box, { target: { value: 'Met at the open house on Oak Ave.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));

    await screen.findByText('Met at the open house on Oak Ave.');
    expect(writes()).toEqual([
      { method: 'PUT', path: '/users/c1/notes/a1', body: { note: 'Met at the open house on Oak Ave.', id: 'a1' } },
    ]);
  });

  it('saves on Ctrl+Enter and closes on Escape, the keyboard back on the button that opened it (QA 55a L8)', async () => {
    const { writes } = notesApi([older]);
    const add = await openNotes();
    fireEvent.click(add);
    const box = await screen.findByLabelText('New note');
    fireEvent.change(box, { target: { value: 'Wants a 3-bedroom near a school' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(screen.getAllByTestId('note')).toHaveLength(2));
    expect(writes()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Add new note' }));
    fireEvent.change(await screen.findByLabelText('New note'), { target: { value: 'Not this one after all' } });
    fireEvent.keyDown(screen.getByLabelText('New note'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText('New note')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add new note' })));
    expect(writes()).toHaveLength(1);
  });

  it('keeps a note being typed through a switch to another tab and Escape, until Save or Cancel (QA 63b M1)', async () => {
    const { writes } = notesApi([older]);
    fireEvent.click(await openNotes());
    const typed = 'Wants to list in spring, after the kitchen';
    fireEvent.change(await screen.findByLabelText('New note'), { target: { value: typed } });

    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    await screen.findByText('Profile tab of olivia@example.com');
    fireEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    const back = (await screen.findByLabelText('New note')) as HTMLTextAreaElement;
    expect(back.value).toBe(typed);

    fireEvent.keyDown(back, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText('New note')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add new note' }));
    expect(((await screen.findByLabelText('New note')) as HTMLTextAreaElement).value).toBe(typed);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add new note' }));
    expect(((await screen.findByLabelText('New note')) as HTMLTextAreaElement).value).toBe('');
    expect(writes()).toEqual([]);
  });

  it('saves once on Ctrl+Enter, held or pressed again while the save runs (review 55)', async () => {
    const { writes } = notesApi([older]);
    const answered = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') await held;
      return answered(url, init);
    });
    fireEvent.click(await openNotes());
    const box = await screen.findByLabelText('New note');
    fireEvent.change(box, { target: { value: 'Wants a 3-bedroom near a school' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true, repeat: true });
    const save = screen.getByRole('button', { name: 'Save note' });
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    release();
    await waitFor(() => expect(screen.getAllByTestId('note')).toHaveLength(2));
    expect(writes()).toHaveLength(1);
  });

  it('gives the keyboard back where the form was opened from once it closes, never the top of the page', async () => {
    notesApi([older]);
    const add = await openNotes();
    fireEvent.click(add);
    fireEvent.change(await screen.findByLabelText('New note'), {
      target: { value: 'Wants a 3-bedroom near a school' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.queryByLabelText('New note')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add new note' })));

    const note = screen.getAllByTestId('note')[1]!;
    fireEvent.click(within(note).getByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(within(note).getByRole('button', { name: 'Edit' })));
  });

  it('deletes a note only after the confirm, and Cancel keeps it', async () => {
    const { writes } = notesApi([older]);
    await openNotes();

    fireEvent.click(within(await screen.findByTestId('note')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to permanently remove this note?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(within(screen.getByTestId('note')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await screen.findByText('No notes yet.');
    expect(writes()).toEqual([{ method: 'DELETE', path: '/users/c1/notes/a1' }]);
    // The note's own buttons are gone: the keyboard is at 'Add new note', not the page's top (QA 29).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add new note' })));
  });

  it('says so when the notes cannot be loaded, and loads them on Try again', async () => {
    let fail = true;
    stubContactApi(({ method, path }) => {
      if (path === '/users/c1' && method === 'GET') return { body: person('c1') };
      if (path === '/users/c1/notes')
        return fail ? { status: 500, body: { message: 'Internal error' } } : { body: [older] };
      return undefined;
    });
    await openNotes();

    expect(await screen.findByText('The notes could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(older.note)).toBeTruthy();
  });
});
