import { randomUUID } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Note } from '@shared/notes';
import type { UserListItem, UsersPage } from '@shared/users';
import { resetEnv } from '../../../functions/lib/env';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { completeSignUp } from '../../../functions/user/accounts/sign-up';
import { createInvitation } from '../../../functions/user/invitations/invitation';
import { getInvitation } from '../../../functions/user/invitations/invitation-repository';
import { listNotes } from '../../../functions/user/notes-follow-ups/note-repository';
import { dynamoFault } from '../../support/dynamo-fault';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * Notes and a follow-up on someone invited who has not signed up yet (QA 58b): an imported or
 * invited contact is the person an agent most wants to follow up, so the Notes tab and the
 * follow-up work on the invitation's row (its id is the address), with the same privacy as on a
 * profile, and the sign-up carries both to the new profile. An invitation taken back takes its
 * notes with it.
 */
let w: DashboardWorld;
const now = new Date('2026-06-15T16:00:00Z');
let n = 0;

/** A fresh invitation of one of Sarah's clients-to-be. */
async function sarahsInvitee(): Promise<string> {
  const email = `invitee.${++n}@example.com`;
  await createInvitation(
    { email, firstName: 'Nadia', lastName: 'Rahman', role: 'client', agentId: w.sarah.sub, invitedBy: w.sarah.sub },
    now,
  );
  return email;
}

const addNote = (token: string | undefined, id: string, note: string) =>
  call('POST /users/{id}/notes', token, { id, body: { note } });
const notesOf = (token: string | undefined, id: string) => call('GET /users/{id}/notes', token, { id });
const followUp = (token: string | undefined, id: string, body?: unknown) =>
  call('POST /users/{id}/follow-up', token, { id, ...(body !== undefined && { body }) });
const rowOf = async (token: string, id: string) => (await call('GET /users/{id}', token, { id })).body as UserListItem;
const dueList = async (token: string) =>
  ((await call('GET /users', token, { query: { followUp: 'due', size: '1000' } })).body as UsersPage).items;
const quietLogger = { warn: () => undefined } as unknown as Parameters<typeof completeSignUp>[1];

beforeAll(async () => {
  w = await dashboardWorld();
  process.env.NOW = now.toISOString();
  resetEnv();
});

describe('notes on someone invited', () => {
  it('lets their agent write, list, edit and delete notes, named by the address in any case', async () => {
    const email = await sarahsInvitee();

    const added = await addNote(w.sarah.idToken, email.toUpperCase(), 'Met at the Leslieville open house.');
    const edited = await call('PUT /users/{id}/notes/{noteId}', w.sarah.idToken, {
      id: email,
      noteId: added.body.id,
      body: { note: 'Met at the Leslieville open house on Saturday.' },
    });
    const listed = await notesOf(w.sarah.idToken, email);

    expect(added.status).toBe(201);
    expect(edited.status).toBe(200);
    expect(listed.status).toBe(200);
    expect((listed.body as Note[]).map((note) => note.note)).toEqual([
      'Met at the Leslieville open house on Saturday.',
    ]);
    expect(
      (await call('DELETE /users/{id}/notes/{noteId}', w.sarah.idToken, { id: email, noteId: added.body.id })).status,
    ).toBe(204);
    expect((await notesOf(w.sarah.idToken, email)).body).toEqual([]);
  });

  it("refuses another agent, and a client, as for anyone they cannot reach, and keeps an admin's notes private", async () => {
    const email = await sarahsInvitee();
    await addNote(w.sarah.idToken, email, 'Asked about condos near the subway.');

    // The attack: David, another agent, reads, writes and follows up Sarah's invitee.
    expect((await notesOf(w.david.idToken, email)).status).toBe(404);
    expect((await addNote(w.david.idToken, email, 'Trying to poach this lead.')).status).toBe(404);
    expect((await followUp(w.david.idToken, email, { date: '2026-06-20', note: 'Call first.' })).status).toBe(404);
    expect((await notesOf(w.olivia.idToken, email)).status).toBe(403);
    expect((await notesOf(undefined, email)).status).toBe(401);
    expect((await notesOf(w.sarah.idToken, 'nobody.invited@example.com')).status).toBe(404);

    const adminNote = await addNote(w.priya.idToken, email, 'Admin: imported twice, merged.');
    expect(adminNote.status).toBe(201);
    expect(((await notesOf(w.priya.idToken, email)).body as Note[]).map((note) => note.note)).toEqual([
      'Admin: imported twice, merged.',
    ]);
    expect(((await notesOf(w.sarah.idToken, email)).body as Note[]).map((note) => note.note)).toEqual([
      'Asked about condos near the subway.',
    ]);
  });

  it('sets a follow-up that shows on the row and in the due list to its author only, and Done keeps it as a note', async () => {
    const email = await sarahsInvitee();
    const due = { date: '2026-06-14', note: 'Call about the invitation e-mail.' };

    const answer = await followUp(w.sarah.idToken, email, due);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ followUp: due });
    expect((await rowOf(w.sarah.idToken, email)).followUp).toEqual(due);
    expect((await dueList(w.sarah.idToken)).map((item) => item.id)).toContain(email);
    expect((await rowOf(w.priya.idToken, email)).followUp).toBeUndefined();
    // "Skip" of the bulk action: one held already is kept.
    const skipped = await followUp(w.sarah.idToken, email, {
      ...due,
      note: 'Another call, set in bulk.',
      onlyIfNone: true,
    });
    expect(skipped.status).toBe(409);

    const done = await followUp(w.sarah.idToken, email, { done: due });

    expect(done.body).toEqual({ followUp: null });
    expect((await rowOf(w.sarah.idToken, email)).followUp).toBeUndefined();
    expect(((await notesOf(w.sarah.idToken, email)).body as Note[]).map((note) => note.note)).toEqual([
      'Follow-up done: Call about the invitation e-mail. (due 2026-06-14)',
    ]);
  });
});

describe('the sign-up of someone invited', () => {
  it("carries the notes and each author's follow-up to the new profile, and leaves none on the invitation", async () => {
    const email = await sarahsInvitee();
    await addNote(w.sarah.idToken, email, 'Wants a semi in Riverdale under $1.4M.');
    await addNote(w.priya.idToken, email, 'Admin: referred by the Danforth office.');
    await followUp(w.sarah.idToken, email, { date: '2026-06-18', note: 'Walk through the first valuation.' });
    await followUp(w.priya.idToken, email, { date: '2026-06-19', note: 'Check the referral paperwork.' });
    const sub = randomUUID();

    const confirmed = { sub, username: email, userPoolId: 'ca-central-1_local', email, now: now.toISOString() };
    await completeSignUp(confirmed, quietLogger);
    await completeSignUp(confirmed, quietLogger); // Cognito retries a trigger it got no answer from

    expect(((await notesOf(w.sarah.idToken, sub)).body as Note[]).map((note) => note.note)).toEqual([
      'Wants a semi in Riverdale under $1.4M.',
    ]);
    expect(((await notesOf(w.priya.idToken, sub)).body as Note[]).map((note) => note.note)).toEqual([
      'Admin: referred by the Danforth office.',
    ]);
    expect((await rowOf(w.sarah.idToken, sub)).followUp).toEqual({
      date: '2026-06-18',
      note: 'Walk through the first valuation.',
    });
    expect((await rowOf(w.priya.idToken, sub)).followUp).toEqual({
      date: '2026-06-19',
      note: 'Check the referral paperwork.',
    });
    expect(await listNotes(email, w.sarah.sub)).toEqual([]);
    expect((await getInvitation(email))?.followUps).toBeUndefined();
  });

  it('lets a page, a row or a link opened before the sign-up name them by the address still, as their account (QA 59a M1)', async () => {
    const email = await sarahsInvitee();
    await addNote(w.sarah.idToken, email, 'Asked for the Riverdale report.');
    const sub = randomUUID();
    await completeSignUp(
      { sub, username: email, userPoolId: 'ca-central-1_local', email, now: now.toISOString() },
      quietLogger,
    );

    const row = await call('GET /users/{id}', w.sarah.idToken, { id: email });
    const added = await addNote(w.sarah.idToken, email, 'Typed in the page opened before she signed up.');
    const set = await followUp(w.sarah.idToken, email, { date: '2026-06-19', note: 'Set from the old row.' });

    expect(row.status).toBe(200);
    expect(row.body).toMatchObject({ id: sub, PK: `U#${sub}` });
    expect(added.status).toBe(201);
    expect(((await notesOf(w.sarah.idToken, sub)).body as Note[]).map((note) => note.note)).toEqual([
      'Typed in the page opened before she signed up.',
      'Asked for the Riverdale report.',
    ]);
    expect(set.status).toBe(200);
    expect((await rowOf(w.sarah.idToken, sub)).followUp).toEqual({ date: '2026-06-19', note: 'Set from the old row.' });
    // The account is reached as any profile: another agent still gets nothing by the address.
    expect((await call('GET /users/{id}', w.david.idToken, { id: email })).status).toBe(404);
    expect((await notesOf(w.david.idToken, email)).status).toBe(404);
    expect(
      (await followUp(w.david.idToken, email, { date: '2026-06-20', note: 'Not my contact at all.' })).status,
    ).toBe(404);
  });

  it('still completes the sign-up when the carry fails, and carries what stayed behind at the next read of the notes', async () => {
    const email = await sarahsInvitee();
    await addNote(w.sarah.idToken, email, 'Prefers texts to calls, after 6 pm.');
    await followUp(w.sarah.idToken, email, { date: '2026-06-21', note: 'Text about the open house.' });
    const sub = randomUUID();
    const fault = dynamoFault(async (command, send) => {
      if (command instanceof QueryCommand && command.input.ExpressionAttributeValues?.[':pk'] === `I#${email}`) {
        throw new Error('Service unavailable');
      }
      return send();
    });
    const error = vi.fn();
    try {
      await completeSignUp({ sub, username: email, userPoolId: 'ca-central-1_local', email, now: now.toISOString() }, {
        ...quietLogger,
        error,
      } as unknown as Parameters<typeof completeSignUp>[1]);
    } finally {
      fault.restore();
    }

    expect(await getProfile(sub)).toMatchObject({ id: sub, agentId: w.sarah.sub });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('not carried over'), expect.objectContaining({ sub }));
    expect((await listNotes(email, w.sarah.sub)).map((note) => note.note)).toEqual([
      'Prefers texts to calls, after 6 pm.',
    ]);

    // The agent opens the account's Notes tab: what stayed behind is carried, then listed.
    expect(((await notesOf(w.sarah.idToken, sub)).body as Note[]).map((note) => note.note)).toEqual([
      'Prefers texts to calls, after 6 pm.',
    ]);
    expect(await listNotes(email, w.sarah.sub)).toEqual([]);
    expect((await rowOf(w.sarah.idToken, sub)).followUp).toEqual({
      date: '2026-06-21',
      note: 'Text about the open house.',
    });
  });
});

describe('a follow-up set just as the person signs up', () => {
  it('goes to their new account, not "There is no such user." (review 59 L5)', async () => {
    const email = await sarahsInvitee();
    const sub = randomUUID();
    // The sign-up completes between the read of the invitation and the write of the follow-up.
    const fault = dynamoFault(async (command, send) => {
      if (command instanceof UpdateCommand && command.input.Key?.PK === `I#${email}` && fault) {
        fault.restore();
        await completeSignUp(
          { sub, username: email, userPoolId: 'ca-central-1_local', email, now: now.toISOString() },
          quietLogger,
        );
      }
      return send();
    });
    let answer;
    try {
      answer = await followUp(w.sarah.idToken, email, { date: '2026-06-22', note: 'Call after the first login.' });
    } finally {
      fault.restore();
    }

    expect(answer).toMatchObject({ status: 200, body: { followUp: { date: '2026-06-22' } } });
    expect((await rowOf(w.sarah.idToken, sub)).followUp).toEqual({
      date: '2026-06-22',
      note: 'Call after the first login.',
    });
    expect(await getInvitation(email)).not.toHaveProperty('followUps'); // nothing left behind
  });
});

describe('an invitation taken back', () => {
  it('takes its notes with it: invited again, the person starts with none', async () => {
    const email = await sarahsInvitee();
    await addNote(w.sarah.idToken, email, 'Typo in the address, do not call.');

    expect((await call('DELETE /invite/{id}', w.sarah.idToken, { id: email })).status).toBe(204);
    await createInvitation(
      { email, firstName: 'Nadia', lastName: 'Rahman', role: 'client', agentId: w.sarah.sub, invitedBy: w.sarah.sub },
      now,
    );

    expect(await getInvitation(email)).toBeDefined();
    expect((await notesOf(w.sarah.idToken, email)).body).toEqual([]);
    expect(await listNotes(email, w.sarah.sub)).toEqual([]);
  });
});
