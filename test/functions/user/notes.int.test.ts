import { beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '@shared/notes';
import { resetEnv } from '../../../functions/lib/env';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/** The Notes tab's calls (document 2 §2, §5, §7): private to the agent who wrote them. */
let w: DashboardWorld;

beforeAll(async () => {
  w = await dashboardWorld();
  process.env.NOW = '2026-06-15T12:00:00Z';
  resetEnv();
});

const addNote = (token: string, contactId: string, note: string) =>
  call('POST /users/{id}/notes', token, { id: contactId, body: { note } });
const notesOf = async (token: string, contactId: string) => {
  const answer = await call('GET /users/{id}/notes', token, { id: contactId });
  expect(answer.status).toBe(200);
  return answer.body as Note[];
};

describe('notes on a contact', () => {
  it('lets an agent write notes on their contact and lists them newest first', async () => {
    const first = await addNote(w.sarah.idToken, w.olivia.sub, 'Wants a detached home near a good school.');
    const second = await addNote(w.sarah.idToken, w.olivia.sub, 'Prefers calls after 6 pm on weekdays.');

    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ note: 'Wants a detached home near a good school.', id: expect.any(String) });
    const notes = await notesOf(w.sarah.idToken, w.olivia.sub);
    expect(notes.map((n) => n.id).slice(0, 2)).toEqual([second.body.id, first.body.id]);
  });

  it("never shows an agent's notes to an admin viewing the same contact, nor the admin's to the agent", async () => {
    await addNote(w.sarah.idToken, w.olivia.sub, 'Private: considering selling next spring.');
    const adminNote = await addNote(w.priya.idToken, w.olivia.sub, 'Admin: checked the account details.');

    const adminSees = await notesOf(w.priya.idToken, w.olivia.sub);
    const agentSees = await notesOf(w.sarah.idToken, w.olivia.sub);

    expect(adminNote.status).toBe(201);
    expect(adminSees.map((n) => n.note)).toEqual(['Admin: checked the account details.']);
    expect(agentSees.map((n) => n.note)).not.toContain('Admin: checked the account details.');
    expect(agentSees.map((n) => n.note)).toContain('Private: considering selling next spring.');
  });

  it("answers 404 to an agent asking about another agent's contact, and stores nothing", async () => {
    const write = await addNote(w.david.idToken, w.olivia.sub, 'Trying to reach a contact that is not mine.');
    const read = await call('GET /users/{id}/notes', w.david.idToken, { id: w.olivia.sub });

    expect(write.status).toBe(404);
    expect(read.status).toBe(404);
    const notes = await notesOf(w.sarah.idToken, w.olivia.sub);
    expect(notes.map((n) => n.note)).not.toContain('Trying to reach a contact that is not mine.');
  });

  it('refuses a client with 403', async () => {
    const answer = await call('GET /users/{id}/notes', w.olivia.idToken, { id: w.olivia.sub });

    expect(answer.status).toBe(403);
  });

  it.each([
    ['', 'Required'],
    ['Too short', 'Note must have at least 10 characters'],
    ['x'.repeat(301), 'Name must have maximum 300 characters'],
  ])('refuses the note %j with the message %j and stores nothing', async (note, message) => {
    const before = await notesOf(w.sarah.idToken, w.olivia.sub);

    const answer = await addNote(w.sarah.idToken, w.olivia.sub, note);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'note', message });
    expect(await notesOf(w.sarah.idToken, w.olivia.sub)).toEqual(before);
  });

  it('edits and deletes the agent’s own note', async () => {
    const { body: note } = await addNote(w.sarah.idToken, w.olivia.sub, 'Asked for the May sold report.');

    const edited = await call('PUT /users/{id}/notes/{noteId}', w.sarah.idToken, {
      id: w.olivia.sub,
      noteId: note.id,
      body: { note: 'Asked for the May and June sold reports.', id: note.id },
    });
    const removed = await call('DELETE /users/{id}/notes/{noteId}', w.sarah.idToken, {
      id: w.olivia.sub,
      noteId: note.id,
    });

    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: note.id, note: 'Asked for the May and June sold reports.' });
    expect(removed.status).toBe(204);
    expect((await notesOf(w.sarah.idToken, w.olivia.sub)).map((n) => n.id)).not.toContain(note.id);
  });

  it("lets no one else edit or delete an agent's note, an admin included", async () => {
    const { body: note } = await addNote(w.sarah.idToken, w.olivia.sub, 'Keep this exactly as written.');

    const edit = await call('PUT /users/{id}/notes/{noteId}', w.priya.idToken, {
      id: w.olivia.sub,
      noteId: note.id,
      body: { note: 'Overwritten by someone else.' },
    });
    const remove = await call('DELETE /users/{id}/notes/{noteId}', w.priya.idToken, {
      id: w.olivia.sub,
      noteId: note.id,
    });

    expect(edit.status).toBe(404);
    expect(remove.status).toBe(204);
    const kept = (await notesOf(w.sarah.idToken, w.olivia.sub)).find((n) => n.id === note.id);
    expect(kept?.note).toBe('Keep this exactly as written.');
  });

  it("refuses an edit whose body names another note's id", async () => {
    const { body: note } = await addNote(w.sarah.idToken, w.olivia.sub, 'A note to edit with a wrong id.');

    const answer = await call('PUT /users/{id}/notes/{noteId}', w.sarah.idToken, {
      id: w.olivia.sub,
      noteId: note.id,
      body: { note: 'Edited under the wrong id.', id: 'someotherid' },
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'id' });
  });
});
