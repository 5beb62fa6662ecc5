import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserFeeds } from '@shared/feeds';
import { resetEnv } from '../../../functions/lib/env';
import { completeSignUp } from '../../../functions/user/accounts/sign-up';
import { createInvitation } from '../../../functions/user/invitations/invitation';
import { listFeedItems } from '../../../functions/user/notes-follow-ups/feed-repository';
import { recordActivity } from '../../../functions/user/notes-follow-ups/activity';
import { getInvitation } from '../../../functions/user/invitations/invitation-repository';
import type { RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { call, importWorld, type DashboardWorld } from './dashboard-world';

/**
 * How a contact arrived, on their Activity tab (QA 63b L5): the invitation's Invited and
 * ResendInvite items (document 2 §3), written while the person was known by their address, go
 * with them to the account their sign-up makes; an imported invitation, which wrote none, is
 * said as Invited at its creation. Against the stand-ins.
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

describe('the Activity of someone who signed up through an invitation (QA 63b L5)', () => {
  it('starts at Invited, with the resent invitation, and leaves nothing under the address', async () => {
    const email = 'quinn.quill@example.com';
    expect(
      (await call('POST /invite/client', w.sarah.idToken, { body: { email, firstName: 'Quinn', lastName: 'Quill' } }))
        .status,
    ).toBe(201);
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

  it('leaves behind what an earlier invitation of the address, taken back, recorded', async () => {
    const email = 'sam.again@example.com';
    const inviteAt = async (instant: string) => {
      process.env.NOW = instant;
      resetEnv();
      const answer = await call('POST /invite/client', w.sarah.idToken, {
        body: { email, firstName: 'Sam', lastName: 'Again' },
      });
      expect(answer.status).toBe(201);
    };
    try {
      await inviteAt('2026-06-03T15:00:00.000Z');
      expect((await call('DELETE /invite/{id}', w.sarah.idToken, { id: email })).status).toBe(204);
      await inviteAt('2026-06-10T15:00:00.000Z');
    } finally {
      process.env.NOW = now.toISOString();
      resetEnv();
    }
    const sub = randomUUID();

    await signUp(email, sub);

    const invited = (await activity(sub)).items.filter((item) => item.feedType === 'Invited');
    expect(invited.map((item) => item.time)).toEqual(['2026-06-10T15:00:00.000Z']);
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
    expect(
      (await call('POST /invite/client', w.sarah.idToken, { body: { email, firstName: 'Wren', lastName: 'Lee' } }))
        .status,
    ).toBe(201);
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
