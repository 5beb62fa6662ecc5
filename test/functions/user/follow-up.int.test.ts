import { beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '@shared/notes';
import type { UserListItem, UsersPage } from '@shared/users';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../../functions/lib/aws-clients';
import { env, resetEnv } from '../../../functions/lib/env';
import { accountKeys } from '../../../functions/user/accounts/keys';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { followUpChanged } from '../../../functions/user/notes-follow-ups/follow-up';
import { dynamoFault } from '../../support/dynamo-fault';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/** `POST /users/{id}/follow-up` (document 2 §4, §5, §7): private to the agent who set it. */
let w: DashboardWorld;

beforeAll(async () => {
  w = await dashboardWorld();
  process.env.NOW = '2026-06-15T12:00:00Z';
  resetEnv();
});

const followUp = (token: string, id: string, body?: unknown) =>
  call('POST /users/{id}/follow-up', token, { id, ...(body !== undefined && { body }) });
/** The follow-up `author` holds of the contact, as stored. */
const heldBy = async (id: string, author: string) => (await getProfile(id))?.followUps?.[author];
const rowOf = async (token: string, id: string) => (await call('GET /users/{id}', token, { id })).body as UserListItem;

/** The users list, which every request brings up to date first (users-list/README.md). */
async function freshList(token: string): Promise<UsersPage> {
  return (await call('GET /users', token, { query: { size: '1000' } })).body as UsersPage;
}

describe('follow-up', () => {
  it("shows the agent's follow-up on their contact's list row, after the list has loaded", async () => {
    await call('GET /users', w.sarah.idToken); // the read model is loaded before the change

    const answer = await followUp(w.sarah.idToken, w.olivia.sub, {
      date: '2026-06-10',
      note: 'Call about the open house.',
    });
    const page = await freshList(w.sarah.idToken);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ followUp: { date: '2026-06-10', note: 'Call about the open house.' } });
    expect(page.items.find((item) => item.id === w.olivia.sub)?.followUp).toEqual({
      date: '2026-06-10',
      note: 'Call about the open house.',
    });
  });

  it("keeps the follow-up private: an admin's view of the contact does not show it", async () => {
    await followUp(w.sarah.idToken, w.olivia.sub, { date: '2026-06-12', note: 'Send the June sold report.' });

    const adminRow = await rowOf(w.priya.idToken, w.olivia.sub);
    const agentRow = await rowOf(w.sarah.idToken, w.olivia.sub);
    const adminList = await freshList(w.priya.idToken);

    expect(adminRow.followUp).toBeUndefined();
    expect(adminList.items.find((item) => item.id === w.olivia.sub)?.followUp).toBeUndefined();
    expect(agentRow.followUp).toEqual({ date: '2026-06-12', note: 'Send the June sold report.' });
  });

  it('clears and deletes the follow-up when the body is empty (the toggle off)', async () => {
    await followUp(w.sarah.idToken, w.olivia.sub, { date: '2026-06-20', note: 'Follow up on the valuation.' });

    const answer = await followUp(w.sarah.idToken, w.olivia.sub);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ followUp: null });
    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toBeUndefined();
  });

  it("does not let an admin clear the agent's follow-up, which they cannot see", async () => {
    await followUp(w.sarah.idToken, w.olivia.sub, { date: '2026-06-21', note: 'Ask about the basement.' });

    await followUp(w.priya.idToken, w.olivia.sub, {});

    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toEqual({ date: '2026-06-21', note: 'Ask about the basement.' });
  });

  it("keeps an admin's follow-up beside the agent's: each sees, lists, skips and clears their own (QA 59a M3)", async () => {
    const agents = { date: '2026-06-13', note: 'Ask Olivia about the basement.' };
    const admins = { date: '2026-06-14', note: 'Check the referral paperwork.' };
    await followUp(w.sarah.idToken, w.olivia.sub, agents);

    const set = await followUp(w.priya.idToken, w.olivia.sub, { ...admins, onlyIfNone: true });
    const due = async (token: string) =>
      ((await call('GET /users', token, { query: { followUp: 'due', size: '1000' } })).body as UsersPage).items.find(
        (item) => item.id === w.olivia.sub,
      )?.followUp;

    expect(set).toMatchObject({ status: 200, body: { followUp: admins } });
    expect((await rowOf(w.sarah.idToken, w.olivia.sub)).followUp).toEqual(agents);
    expect((await rowOf(w.priya.idToken, w.olivia.sub)).followUp).toEqual(admins);
    expect(await due(w.sarah.idToken)).toEqual(agents);
    expect(await due(w.priya.idToken)).toEqual(admins);

    expect(await followUp(w.priya.idToken, w.olivia.sub, { done: admins })).toMatchObject({ status: 200 });
    expect(await heldBy(w.olivia.sub, w.priya.sub)).toBeUndefined();
    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toEqual(agents);
    expect(await due(w.priya.idToken)).toBeUndefined();
    expect(await due(w.sarah.idToken)).toEqual(agents);
  });

  it("keeps both when the agent's and an admin's are the first set on a contact at the same time", async () => {
    const noah = await w.stack.createUser({
      email: 'noah.first@example.com',
      profile: { firstName: 'Noah', agentId: w.sarah.sub },
    });
    const agents = { date: '2026-06-18', note: 'Send Noah the listing plan.' };
    const admins = { date: '2026-06-19', note: 'Check the referral paperwork.' };

    const answers = await Promise.all([
      followUp(w.sarah.idToken, noah.sub, agents),
      followUp(w.priya.idToken, noah.sub, admins),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await getProfile(noah.sub))?.followUps).toEqual({ [w.sarah.sub]: agents, [w.priya.sub]: admins });
  });

  it.each([
    [{ note: 'Call about the open house.' }, 'date', 'Date is required'],
    [{ date: '2026-06-20' }, 'note', 'Note is required'],
    [{ date: '2026-06-20', note: 'Call me' }, 'note', 'Note must have at least 10 characters'],
    [{ date: '2026-13-40', note: 'Call about the open house.' }, 'date', 'Please, enter a valid date'],
    [{ date: '2026-06-20', note: 'x'.repeat(101) }, 'note', 'Note must have at most 100 characters'],
  ])('refuses %j with %s: %j, and changes nothing', async (body, field, message) => {
    const before = (await getProfile(w.olivia.sub))?.followUps;

    const answer = await followUp(w.sarah.idToken, w.olivia.sub, body);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field, message });
    expect((await getProfile(w.olivia.sub))?.followUps).toEqual(before);
  });

  it('answers 404 to another agent and stores nothing on a contact that is not theirs', async () => {
    const before = (await getProfile(w.olivia.sub))?.followUps;

    const answer = await followUp(w.david.idToken, w.olivia.sub, {
      date: '2026-06-20',
      note: 'Not my contact at all.',
    });

    expect(answer.status).toBe(404);
    expect((await getProfile(w.olivia.sub))?.followUps).toEqual(before);
  });
});

const notesOf = async (token: string, id: string) =>
  ((await call('GET /users/{id}/notes', token, { id })).body as Note[]).map((note) => note.note);

/** `done` (Today's "Done: clear it"): the follow-up shown is cleared and kept as a note of its author's. */
describe('a follow-up done', () => {
  const spring = { date: '2026-06-14', note: 'Call about the spring market.' };
  const june = { date: '2026-06-16', note: 'Send the June sold report.' };

  it("clears it and keeps it as the agent's note, which nobody else sees; done again, it keeps no second", async () => {
    await followUp(w.sarah.idToken, w.olivia.sub, spring);
    const adminNotesBefore = await notesOf(w.priya.idToken, w.olivia.sub);

    const answer = await followUp(w.sarah.idToken, w.olivia.sub, { done: spring });
    const again = await followUp(w.sarah.idToken, w.olivia.sub, { done: spring }); // a second click

    expect(answer).toMatchObject({ status: 200, body: { followUp: null } });
    expect(again).toMatchObject({ status: 200, body: { followUp: null } });
    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toBeUndefined();
    const notes = await notesOf(w.sarah.idToken, w.olivia.sub);
    expect(notes[0]).toBe('Follow-up done: Call about the spring market. (due 2026-06-14)');
    expect(notes.filter((note) => note.startsWith('Follow-up done: Call about the spring market.'))).toHaveLength(1);
    expect(await notesOf(w.priya.idToken, w.olivia.sub)).toEqual(adminNotesBefore);
  });

  it('keeps the follow-up set since it was shown (another tab), with 409 and no note', async () => {
    await followUp(w.sarah.idToken, w.olivia.sub, june);
    const before = await notesOf(w.sarah.idToken, w.olivia.sub);

    const answer = await followUp(w.sarah.idToken, w.olivia.sub, { done: spring });

    expect(answer).toMatchObject({ status: 409, body: { message: followUpChanged } });
    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toEqual(june);
    expect(await notesOf(w.sarah.idToken, w.olivia.sub)).toEqual(before);
  });

  it('keeps the follow-up set between its read and its clear, with 409 and no note', async () => {
    await followUp(w.sarah.idToken, w.olivia.sub, spring);
    const before = await notesOf(w.sarah.idToken, w.olivia.sub);
    const fault = dynamoFault(async (command, send) => {
      if (command instanceof UpdateCommand && String(command.input.ConditionExpression).includes(':heldDate')) {
        fault.restore();
        await followUp(w.sarah.idToken, w.olivia.sub, june); // the other tab, just before
      }
      return send();
    });
    try {
      const answer = await followUp(w.sarah.idToken, w.olivia.sub, { done: spring });
      expect(answer).toMatchObject({ status: 409, body: { message: followUpChanged } });
    } finally {
      fault.restore();
    }
    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toEqual(june);
    expect(await notesOf(w.sarah.idToken, w.olivia.sub)).toEqual(before);
  });

  it('puts the follow-up back when its note cannot be written, so the agent can try again', async () => {
    await followUp(w.sarah.idToken, w.olivia.sub, spring);
    const before = await notesOf(w.sarah.idToken, w.olivia.sub);
    const fault = dynamoFault(async (command, send) => {
      if (command instanceof PutCommand && String(command.input.Item?.note ?? '').startsWith('Follow-up done:')) {
        throw new Error('Service unavailable');
      }
      return send();
    });
    let answer;
    try {
      answer = await followUp(w.sarah.idToken, w.olivia.sub, { done: spring });
    } finally {
      fault.restore();
    }
    expect(answer.status).toBe(500);
    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toEqual(spring);
    expect(await notesOf(w.sarah.idToken, w.olivia.sub)).toEqual(before);
  });

  it('keeps nothing when there was none to do, or when it was not the caller’s', async () => {
    await followUp(w.sarah.idToken, w.olivia.sub); // none held
    const sarahBefore = await notesOf(w.sarah.idToken, w.olivia.sub);
    expect(await followUp(w.sarah.idToken, w.olivia.sub, { done: spring })).toMatchObject({ status: 200 });
    expect(await notesOf(w.sarah.idToken, w.olivia.sub)).toEqual(sarahBefore);

    // The agent's follow-up, which an admin does not see: their "done" changes nothing.
    await followUp(w.sarah.idToken, w.olivia.sub, june);
    const adminBefore = await notesOf(w.priya.idToken, w.olivia.sub);
    expect(await followUp(w.priya.idToken, w.olivia.sub, { done: june })).toMatchObject({ status: 200 });
    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toEqual(june);
    expect(await notesOf(w.priya.idToken, w.olivia.sub)).toEqual(adminBefore);
    expect(await notesOf(w.sarah.idToken, w.olivia.sub)).toEqual(sarahBefore);
  });

  it('answers 404 to another agent, and keeps no note', async () => {
    const answer = await followUp(w.david.idToken, w.olivia.sub, { done: june });
    expect(answer.status).toBe(404);
    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toEqual(june);
  });

  it.each([
    [{ done: true }, 'done'],
    [{ done: { date: '2026-06-16' } }, 'done'],
    [{ done: june, ...spring }, 'done'],
  ])('refuses %j, and changes nothing', async (body, field) => {
    const answer = await followUp(w.sarah.idToken, w.olivia.sub, body);
    expect(answer.status).toBe(400);
    expect((answer.body as { field?: string }).field ?? '').toMatch(new RegExp(`^${field}`));
    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toEqual(june);
  });
});

/**
 * Runs `call`, and does `change` (another tab, another admin) between a write its condition
 * refused and the read that follows it: the read that decides what to answer.
 */
async function meanwhile(change: () => Promise<unknown>, call: () => ReturnType<typeof followUp>) {
  const client = dynamo();
  let refused = false;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'GetItemCommand' && refused) {
        refused = false;
        await change();
      }
      try {
        return await next(args);
      } catch (error) {
        const conditionFailed = (error as Error).name === 'ConditionalCheckFailedException';
        if (context.commandName === 'UpdateItemCommand' && conditionFailed) refused = true;
        throw error;
      }
    },
    { step: 'initialize', name: 'meanwhile' },
  );
  try {
    return await call();
  } finally {
    client.middlewareStack.remove('meanwhile');
  }
}

/**
 * `onlyIfNone` (the bulk action's "Skip", issue 29): the browser decided from rows it read
 * earlier; a follow-up set since then (another tab, the Today screen) must be kept, in the write.
 */
describe('follow-up only if none', () => {
  const held = { date: '2026-06-22', note: 'Set from the Today screen meanwhile.' };
  const bulk = { date: '2026-07-01', note: 'Call about the spring market.' };

  it('answers 409 and keeps the follow-up set meanwhile, date and note', async () => {
    await followUp(w.sarah.idToken, w.olivia.sub, held);

    const answer = await followUp(w.sarah.idToken, w.olivia.sub, { ...bulk, onlyIfNone: true });

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: 'This contact already has a follow-up. It was kept as it is.' });
    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toEqual(held);
  });

  it('replaces it without the flag, as before', async () => {
    await followUp(w.sarah.idToken, w.olivia.sub, held);

    const answer = await followUp(w.sarah.idToken, w.olivia.sub, bulk);

    expect(answer.status).toBe(200);
    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toEqual(bulk);
  });

  it('writes with the flag when the contact has none', async () => {
    await followUp(w.sarah.idToken, w.olivia.sub, {});

    const answer = await followUp(w.sarah.idToken, w.olivia.sub, { ...bulk, onlyIfNone: true });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ followUp: bulk });
    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toEqual(bulk);
  });

  it('writes, rather than answering "There is no such user.", when the follow-up is cleared just after the write found it', async () => {
    await followUp(w.sarah.idToken, w.olivia.sub, held);
    // The follow-up is cleared (another tab) between the refused write and the read that
    // decides between 409 and 404: the first read of the profile after the refused update.
    const answer = await meanwhile(
      () => followUp(w.sarah.idToken, w.olivia.sub),
      () => followUp(w.sarah.idToken, w.olivia.sub, { ...bulk, onlyIfNone: true }),
    );

    expect(answer.status).toBe(200);
    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toEqual(bulk);
  });

  it('answers 404 and writes nothing when the contact is given to another agent between the refused write and the read', async () => {
    const moved = await w.stack.createUser({
      email: 'liam.moved@example.com',
      profile: { firstName: 'Liam', agentId: w.sarah.sub, followUps: { [w.sarah.sub]: held } },
    });
    const answer = await meanwhile(
      () =>
        dynamo().send(
          new UpdateCommand({
            TableName: env().USER_TABLE,
            Key: accountKeys.profile(moved.sub),
            UpdateExpression: 'SET agentId = :david',
            ExpressionAttributeValues: { ':david': w.david.sub },
          }),
        ),
      () => followUp(w.sarah.idToken, moved.sub, { ...bulk, onlyIfNone: true }),
    );

    expect(answer.status).toBe(404);
    expect(await getProfile(moved.sub)).toMatchObject({ agentId: w.david.sub, followUps: { [w.sarah.sub]: held } });
  });

  it('refuses a flag that is not true or false, and changes nothing', async () => {
    await followUp(w.sarah.idToken, w.olivia.sub, held);

    const answer = await followUp(w.sarah.idToken, w.olivia.sub, { ...bulk, onlyIfNone: 'yes' });

    expect(answer.status).toBe(400);
    expect(await heldBy(w.olivia.sub, w.sarah.sub)).toEqual(held);
  });
});
