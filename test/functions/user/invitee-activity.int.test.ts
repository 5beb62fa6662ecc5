import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserFeeds } from '@shared/feeds';
import { dynamo } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { completeSignUp } from '../../../functions/user/accounts/sign-up';
import { deletionsSettled } from '../../../functions/user/deletion/deletion-starter';
import { createInvitation } from '../../../functions/user/invitations/invitation';
import { listFeedItems, putFeedItem } from '../../../functions/user/notes-follow-ups/feed-repository';
import { recordActivity } from '../../../functions/user/notes-follow-ups/activity';
import { getInvitation } from '../../../functions/user/invitations/invitation-repository';
import { invitationKeys } from '../../../functions/user/invitations/keys';
import type { RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { call, importWorld, type DashboardWorld } from './dashboard-world';

/**
 * How a contact arrived, on their Activity tab (QA 63b L5): the invitation's Invited and
 * ResendInvite items (document 2 §3), written while the person was known by their address, go
 * with them to the account their sign-up makes; an imported invitation, which wrote none, is
 * said as Invited at its creation. And nothing stays under the address (DECISIONS row 43): its
 * feed goes once carried, and with an invitation withdrawn or an account deleted. Against the
 * stand-ins.
 */
let w: DashboardWorld;
let ses: RunningEmulator;
const now = new Date('2026-06-15T16:00:00Z');
const quietLogger = { warn: () => undefined, error: () => undefined } as unknown as Parameters<
  typeof completeSignUp
>[1];

beforeAll(async () => {
  ({ w, ses } = await importWorld(1000));
  process.env.NOW = now.toISOString();
  resetEnv();
});

afterAll(async () => {
  await ses?.stop();
});

const signUp = (email: string, sub: string) =>
  completeSignUp(
    { sub, username: email, userPoolId: 'ca-central-1_local', email, now: now.toISOString() },
    quietLogger,
  );

async function activity(sub: string): Promise<UserFeeds> {
  const answer = await call('GET /users/{id}/feeds', w.sarah.idToken, { id: sub, query: { month: '2026-06' } });
  expect(answer.status).toBe(200);
  return answer.body as UserFeeds;
}

const feedTypes = (feeds: UserFeeds) => feeds.items.map((item) => item.feedType).sort();
const everything = (id: string) => listFeedItems(id, '2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z');

async function invite(email: string, firstName: string) {
  const answer = await call('POST /invite/client', w.sarah.idToken, { body: { email, firstName, lastName: 'Lee' } });
  expect(answer.status).toBe(201);
}

/** Calls made at another instant of the injected clock. */
async function at<T>(instant: string, act: () => Promise<T>): Promise<T> {
  process.env.NOW = instant;
  resetEnv();
  try {
    return await act();
  } finally {
    process.env.NOW = now.toISOString();
    resetEnv();
  }
}

describe('the Activity of someone who signed up through an invitation (QA 63b L5)', () => {
  it('starts at Invited, with the resent invitation, and leaves nothing under the address', async () => {
    const email = 'quinn.quill@example.com';
    await invite(email, 'Quinn');
    expect((await call('PUT /invite/{id}/resent', w.sarah.idToken, { id: email })).status).toBe(200);
    const sub = randomUUID();

    await signUp(email, sub);
    await signUp(email, sub); // Cognito retries a trigger it got no answer from

    const feeds = await activity(sub);
    expect(feedTypes(feeds)).toEqual(['Invited', 'ResendInvite', 'SignUp']);
    expect(feeds.items.find((item) => item.feedType === 'Invited')?.title).toBe('Was invited');
    expect(feeds.aggregation).toContainEqual({
      feedType: 'ResendInvite',
      title: 'Was sent the invitation again',
      count: 1,
    });
    expect(await everything(email)).toEqual([]);
  });

  it('starts at the invitation it came from: an earlier one, withdrawn, took its lines with it', async () => {
    const email = 'sam.again@example.com';
    await at('2026-06-03T15:00:00.000Z', async () => {
      await invite(email, 'Sam');
      expect((await call('DELETE /invite/{id}', w.sarah.idToken, { id: email })).status).toBe(204);
    });
    expect(await everything(email)).toEqual([]);
    await at('2026-06-10T15:00:00.000Z', () => invite(email, 'Sam'));
    const sub = randomUUID();

    await signUp(email, sub);

    const invited = (await activity(sub)).items.filter((item) => item.feedType === 'Invited');
    expect(invited.map((item) => item.time)).toEqual(['2026-06-10T15:00:00.000Z']);
    expect(await everything(email)).toEqual([]);
  });

  it('says an imported contact was invited when the import made the invitation, once', async () => {
    const email = 'rhea.imported@example.com';
    const createdAt = new Date('2026-06-02T14:00:00Z');
    await createInvitation(
      {
        email,
        firstName: 'Rhea',
        lastName: 'Singh',
        role: 'client',
        agentId: w.sarah.sub,
        invitedBy: w.sarah.sub,
        importId: randomUUID(),
      },
      createdAt,
    );
    const sub = randomUUID();

    await signUp(email, sub);
    // The carry runs again when the account's notes are read (invitee-carry.ts).
    expect((await call('GET /users/{id}/notes', w.sarah.idToken, { id: sub })).status).toBe(200);

    const feeds = await activity(sub);
    expect(feedTypes(feeds)).toEqual(['Invited', 'SignUp']);
    expect(feeds.items.find((item) => item.feedType === 'Invited')?.time).toBe(createdAt.toISOString());
  });

  it("carries only the invitation's own items, and once: not the address's other lines, nor again on each notes read (review 64)", async () => {
    const email = 'wren.waitlisted@example.com';
    // Anyone may put an address on the waitlist, signed out: that line is not the account's.
    await recordActivity(email, 'AddToWaitList', new Date('2026-06-12T10:00:00.000Z'));
    await invite(email, 'Wren');
    const sub = randomUUID();

    await signUp(email, sub);
    expect(feedTypes(await activity(sub))).toEqual(['Invited', 'SignUp']);
    expect((await getInvitation(email))?.activityCarried).toBe(true);

    // Done once: a line written under the address since is not carried by the next notes read.
    await recordActivity(email, 'ResendInvite', new Date('2026-06-15T15:00:00.000Z'));
    expect((await call('GET /users/{id}/notes', w.sarah.idToken, { id: sub })).status).toBe(200);
    expect(feedTypes(await activity(sub))).toEqual(['Invited', 'SignUp']);
  });
});

describe('the feed of an invited address (DECISIONS row 43: kept no longer than its invitation)', () => {
  it('is emptied by the carry: the lines before the invitation and the waitlist line too', async () => {
    const email = 'uma.before@example.com';
    await recordActivity(email, 'AddToWaitList', new Date('2026-05-20T10:00:00.000Z'));
    // An earlier invitation's line, from before its withdrawal took them (or a run this one replaced).
    await recordActivity(email, 'Invited', new Date('2026-05-25T10:00:00.000Z'), { by: w.sarah.sub });
    await invite(email, 'Uma');
    const sub = randomUUID();

    await signUp(email, sub);

    expect(feedTypes(await activity(sub))).toEqual(['Invited', 'SignUp']);
    expect((await activity(sub)).items.find((item) => item.feedType === 'Invited')?.time).toBe(now.toISOString());
    expect(await everything(email)).toEqual([]);
  });

  it('loses nothing when a carry stops after its writes: the next notes read finishes it, each line once', async () => {
    const email = 'vera.halfway@example.com';
    await invite(email, 'Vera');
    expect((await call('PUT /invite/{id}/resent', w.sarah.idToken, { id: email })).status).toBe(200);
    const sub = randomUUID();
    await signUp(email, sub);
    const carried = (await everything(sub)).filter((item) => item.feedType !== 'SignUp');
    expect(carried.map((item) => item.feedType).sort()).toEqual(['Invited', 'ResendInvite']);
    // As a run cut short between its writes to the account and the address's deletes leaves it.
    for (const item of carried) await putFeedItem({ ...item, uid: email });
    await recordActivity(email, 'AddToWaitList', new Date('2026-06-15T15:00:00.000Z'));
    await dynamo().send(
      new UpdateCommand({
        TableName: w.stack.tableNames.user,
        Key: invitationKeys.invitation(email),
        UpdateExpression: 'REMOVE activityCarried',
      }),
    );

    expect((await call('GET /users/{id}/notes', w.sarah.idToken, { id: sub })).status).toBe(200);

    expect(feedTypes(await activity(sub))).toEqual(['Invited', 'ResendInvite', 'SignUp']);
    expect(await everything(email)).toEqual([]);
    expect((await getInvitation(email))?.activityCarried).toBe(true);
  });

  it('is emptied when the invitation is withdrawn', async () => {
    const email = 'will.withdrawn@example.com';
    await recordActivity(email, 'AddToWaitList', new Date('2026-06-01T10:00:00.000Z'));
    await invite(email, 'Will');
    expect((await call('PUT /invite/{id}/resent', w.sarah.idToken, { id: email })).status).toBe(200);
    expect((await everything(email)).map((item) => item.feedType).sort()).toEqual([
      'AddToWaitList',
      'Invited',
      'ResendInvite',
    ]);

    expect((await call('DELETE /invite/{id}', w.sarah.idToken, { id: email })).status).toBe(204);

    expect(await getInvitation(email)).toBeUndefined();
    expect(await everything(email)).toEqual([]);
  });

  it('is emptied page by page, however long it is', async () => {
    const email = 'lou.long@example.com';
    await invite(email, 'Lou');
    for (let i = 0; i < 230; i++) {
      const time = new Date(Date.parse('2026-06-01T00:00:00.000Z') + i * 60_000).toISOString();
      await putFeedItem({ feedType: 'ResendInvite', time, id: randomUUID(), uid: email, by: w.sarah.sub });
    }
    expect(await everything(email)).toHaveLength(231);

    expect((await call('DELETE /invite/{id}', w.sarah.idToken, { id: email })).status).toBe(204);

    expect(await everything(email)).toEqual([]);
  });

  it('is emptied when the account that signed up from the invitation is deleted', async () => {
    const email = 'dee.deleted@example.com';
    await invite(email, 'Dee');
    const sub = randomUUID();
    await signUp(email, sub);
    // A line left under the address after the carry (a waitlist join an older version let an
    // account's address make; PUT /waitlist refuses it now, QA 66c M1).
    await recordActivity(email, 'AddToWaitList', new Date());
    expect((await call('PUT /waitlist', undefined, { body: { email } })).status).toBe(409);
    expect((await everything(email)).map((item) => item.feedType)).toEqual(['AddToWaitList']);

    expect((await call('DELETE /users/{id}', w.sarah.idToken, { id: sub })).status).toBe(202);
    await deletionsSettled();

    expect(await getInvitation(email)).toBeUndefined();
    expect(await everything(sub)).toEqual([]);
    expect(await everything(email)).toEqual([]);
  });
});
