import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserListItem, UsersPage } from '@shared/users';
import { dynamo } from '../../../functions/lib/aws-clients';
import { env, resetEnv } from '../../../functions/lib/env';
import { runJob } from '../../../functions/jobs/job';
import { findJob } from '../../../functions/jobs/jobs';
import { accountKeys } from '../../../functions/user/accounts/keys';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { completeSignUp } from '../../../functions/user/accounts/sign-up';
import { createInvitation } from '../../../functions/user/invitations/invitation';
import { getInvitation } from '../../../functions/user/invitations/invitation-repository';
import { invitationKeys } from '../../../functions/user/invitations/keys';
import { run as runFollowUpAuthors } from '../../../functions/user/notes-follow-ups/jobs/follow-up-authors/index';
import { dynamoFault } from '../../support/dynamo-fault';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * The one-off move of follow-ups to their authors (QA 59a M3), against dynalite: items written
 * in the old shape (one `followUp` a contact, its author in `by`, none on seeded ones) are moved
 * to their author's entry, so the agent sees theirs again in every list; one the author has
 * replaced since in the new shape is kept as they set it; one nobody could see is dropped; and a
 * second run finds nothing.
 */
let w: DashboardWorld;
const now = new Date('2026-06-15T16:00:00Z');
const seeded = { date: '2026-06-12', note: 'Seeded: call about the spring market.' };
const admins = { date: '2026-06-13', note: "Admin's: check the referral paperwork." };
const invited = { date: '2026-06-14', note: 'Walk Nadia through the first valuation.' };

/** Writes a follow-up of the old shape onto an item, as the code before the move did. */
async function writeOldShape(Key: Record<string, string>, followUp: object) {
  await dynamo().send(
    new UpdateCommand({
      TableName: env().USER_TABLE,
      Key,
      UpdateExpression: 'SET followUp = :followUp',
      ExpressionAttributeValues: { ':followUp': followUp },
    }),
  );
}

/** Suggests a follow-up of the contact to their agent, as an e-mail open would. */
async function suggest(userId: string) {
  await dynamo().send(
    new UpdateCommand({
      TableName: env().USER_TABLE,
      Key: accountKeys.profile(userId),
      UpdateExpression: 'SET followUpSuggestion = :suggestion',
      ExpressionAttributeValues: { ':suggestion': suggestion },
    }),
  );
}

const rowOf = async (token: string, id: string) => (await call('GET /users/{id}', token, { id })).body as UserListItem;
const dueOf = async (token: string, id: string) =>
  ((await call('GET /users', token, { query: { followUp: 'due', size: '1000' } })).body as UsersPage).items.find(
    (item) => item.id === id,
  )?.followUp;
const move = () => runJob('follow-up-authors', runFollowUpAuthors, {});

let staffId: string;
let kept: string;
const nadia = 'nadia.rahman@example.com';
const omar = 'omar.haddad@example.com';
const emma = 'emma.signed@example.com';
const emmaSub = randomUUID();
const zoe = 'zoe.signed@example.com';
const zoeSub = randomUUID();
const suggestion = { reason: 'emailEngagement', at: '2026-06-14T12:00:00.000Z' };
const invite = (email: string, firstName: string) =>
  createInvitation(
    { email, firstName, lastName: 'Invited', role: 'client', agentId: w.sarah.sub, invitedBy: w.sarah.sub },
    now,
  );

beforeAll(async () => {
  w = await dashboardWorld();
  process.env.NOW = now.toISOString();
  resetEnv();
  const [staff, liam] = await Promise.all([
    w.stack.createUser({
      email: 'ava.staff@example.com',
      groups: ['agent'],
      profile: { firstName: 'Ava', agentId: w.priya.sub },
    }),
    w.stack.createUser({ email: 'liam.kept@example.com', profile: { firstName: 'Liam', agentId: w.sarah.sub } }),
  ]);
  staffId = staff.sub;
  kept = liam.sub;
  await Promise.all([invite(nadia, 'Nadia'), invite(omar, 'Omar'), invite(emma, 'Emma'), invite(zoe, 'Zoe')]);
  const quiet = { warn: () => undefined, error: () => undefined } as unknown as Parameters<typeof completeSignUp>[1];
  for (const [email, sub] of [
    [emma, emmaSub],
    [zoe, zoeSub],
  ] as const) {
    await completeSignUp(
      { sub, username: email, userPoolId: 'ca-central-1_local', email, now: now.toISOString() },
      quiet,
    );
    await suggest(sub);
  }
  await call('GET /users', w.sarah.idToken); // a warm list, which must see the moves
  await writeOldShape(accountKeys.profile(w.olivia.sub), seeded); // seeded: no author, Sarah's
  await suggest(w.olivia.sub);
  await writeOldShape(accountKeys.profile(w.sophia.sub), { ...admins, by: w.priya.sub });
  await writeOldShape(accountKeys.profile(staffId), seeded); // nobody's contact: nobody saw it
  await writeOldShape(invitationKeys.invitation(nadia), { ...invited, by: w.sarah.sub });
  await writeOldShape(invitationKeys.invitation(omar), invited); // no author: the client's agent's
  // Left on an invitation used since (a carry that failed before the move): the account's now.
  await writeOldShape(invitationKeys.invitation(emma), { ...admins, by: w.priya.sub });
  await writeOldShape(invitationKeys.invitation(zoe), invited); // no author: the client's agent's
  // Sarah set a new one on Liam since the deploy: hers in the new shape is newer than the old.
  await call('POST /users/{id}/follow-up', w.sarah.idToken, { id: kept, body: invited });
  await writeOldShape(accountKeys.profile(kept), { ...seeded, by: w.sarah.sub });
}, 120_000);

describe('the follow-up-authors job', () => {
  it('is a row of the job table over the user table that sends no mail and runs after a deploy that changes it', () => {
    expect(findJob('follow-up-authors')).toMatchObject({
      entry: 'functions/user/notes-follow-ups/jobs/follow-up-authors/index.ts',
      tables: { user: 'readWrite' },
      sendsMail: false,
      runsAfterCodeChange: true,
      schedule: { every: 'month', day: 2, hour: 8, minute: 35 },
    });
  });

  it("moves each to its author's entry (a used invitation's to its account), keeps one set since, drops one nobody saw; the lists show them at once", async () => {
    expect(await rowOf(w.sarah.idToken, w.olivia.sub)).not.toHaveProperty('followUp'); // before: shown nowhere

    const run = await move();

    expect(run.summary).toEqual({ found: 8, moved: 6, dropped: 2, failed: 0 });
    expect((await getProfile(w.olivia.sub))?.followUps).toEqual({ [w.sarah.sub]: seeded });
    // The agent's follow-up answers the suggestion to set one, as setting it does.
    expect(await getProfile(w.olivia.sub)).not.toHaveProperty('followUpSuggestion');
    expect((await getInvitation(omar))?.followUps).toEqual({ [w.sarah.sub]: invited });
    expect((await getProfile(emmaSub))?.followUps).toEqual({ [w.priya.sub]: admins });
    expect((await getProfile(emmaSub))?.followUpSuggestion).toEqual(suggestion); // the admin's leaves it
    expect((await getProfile(zoeSub))?.followUps).toEqual({ [w.sarah.sub]: invited });
    expect(await getProfile(zoeSub)).not.toHaveProperty('followUpSuggestion');
    expect(await getInvitation(emma)).not.toHaveProperty('followUp');
    expect(await getInvitation(emma)).not.toHaveProperty('followUps');
    expect((await getProfile(w.sophia.sub))?.followUps).toEqual({ [w.priya.sub]: admins });
    expect((await getInvitation(nadia))?.followUps).toEqual({ [w.sarah.sub]: invited });
    expect((await getProfile(kept))?.followUps).toEqual({ [w.sarah.sub]: invited });
    for (const id of [w.olivia.sub, w.sophia.sub, staffId, kept]) {
      expect(await getProfile(id), id).not.toHaveProperty('followUp');
    }
    expect(await getInvitation(nadia)).not.toHaveProperty('followUp');
    expect((await getProfile(staffId))?.followUps).toBeUndefined();
    // Each shown to its author only, in the warm list's rows and its "due" filter.
    expect(await dueOf(w.sarah.idToken, w.olivia.sub)).toEqual(seeded);
    expect(await dueOf(w.sarah.idToken, nadia)).toEqual(invited);
    expect(await dueOf(w.priya.idToken, w.sophia.sub)).toEqual(admins);
    expect(await dueOf(w.priya.idToken, w.olivia.sub)).toBeUndefined();
    expect((await rowOf(w.david.idToken, w.sophia.sub)).followUp).toBeUndefined();
  });

  it('fails when it could not move one, recording no run, and moves it on the next', async () => {
    await writeOldShape(accountKeys.profile(w.olivia.sub), { ...seeded, date: '2026-06-30', by: w.david.sub });
    const fault = dynamoFault(async (command, send) => {
      if (command instanceof UpdateCommand && String(command.input.UpdateExpression).includes('#author')) {
        throw new Error('Service unavailable');
      }
      return send();
    });
    try {
      await expect(move()).rejects.toThrow('1 of 1 follow-ups not moved');
    } finally {
      fault.restore();
    }
    expect((await getProfile(w.olivia.sub))?.followUps).toEqual({ [w.sarah.sub]: seeded });

    expect((await move()).summary).toEqual({ found: 1, moved: 1, dropped: 0, failed: 0 });
    expect((await getProfile(w.olivia.sub))?.followUps).toEqual({
      [w.sarah.sub]: seeded,
      [w.david.sub]: { ...seeded, date: '2026-06-30' },
    });
  });

  it("moves an invitation's to the account when its person signs up between the scan and the move (review 60b)", async () => {
    const lena = 'lena.racing@example.com';
    const lenaSub = randomUUID();
    await invite(lena, 'Lena');
    await writeOldShape(invitationKeys.invitation(lena), { ...invited, by: w.sarah.sub });
    let signedUp = false;
    const fault = dynamoFault(async (command, send) => {
      const key = command instanceof UpdateCommand ? command.input.Key : undefined;
      if (!signedUp && key?.PK === invitationKeys.invitation(lena).PK) {
        signedUp = true;
        fault.restore(); // the sign-up's own writes reach dynalite as they are
        await completeSignUp(
          { sub: lenaSub, username: lena, userPoolId: 'ca-central-1_local', email: lena, now: now.toISOString() },
          { warn: () => undefined, error: () => undefined } as unknown as Parameters<typeof completeSignUp>[1],
        );
      }
      return send();
    });
    try {
      expect((await move()).summary).toEqual({ found: 1, moved: 1, dropped: 0, failed: 0 });
    } finally {
      fault.restore();
    }

    expect(signedUp).toBe(true);
    expect((await getProfile(lenaSub))?.followUps).toEqual({ [w.sarah.sub]: invited });
    expect(await dueOf(w.sarah.idToken, lenaSub)).toEqual(invited);
  });

  it('finds nothing on a second run', async () => {
    const before = await getProfile(w.olivia.sub);

    const run = await move();

    expect(run.summary).toEqual({ found: 0, moved: 0, dropped: 0, failed: 0 });
    expect(await getProfile(w.olivia.sub)).toEqual(before);
  });
});
