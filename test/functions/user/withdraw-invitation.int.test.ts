import { randomUUID } from 'node:crypto';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UsersPage } from '@shared/users';
import { resetEnv } from '../../../functions/lib/env';
import { createInvitation } from '../../../functions/user/invitations/invitation';
import { getInvitation } from '../../../functions/user/invitations/invitation-repository';
import { assertInvited, completeSignUp } from '../../../functions/user/accounts/sign-up';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { dynamoFault } from '../../support/dynamo-fault';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * `DELETE /invite/{id}` (issue 29): the invitation's agent or an admin withdraws an invitation
 * nobody has used; the link stops working at once, and the person leaves the list and the counts.
 */
let w: DashboardWorld;
const quiet = { warn: () => undefined, error: () => undefined } as unknown as Parameters<typeof completeSignUp>[1];
const now = new Date('2026-06-15T16:00:00Z');
let n = 0;

/** A fresh invitation of one of Sarah's clients-to-be, and its link's token. */
async function sarahsInvitation() {
  const email = `withdrawn.${++n}@example.com`;
  const token = await createInvitation(
    { email, firstName: 'Mistyped', lastName: 'Address', role: 'client', agentId: w.sarah.sub, invitedBy: w.sarah.sub },
    now,
  );
  return { email, token };
}

const withdraw = (token: string | undefined, email: string) => call('DELETE /invite/{id}', token, { id: email });
const listed = async (token: string, q: string) =>
  ((await call('GET /users', token, { query: { q, size: '50' } })).body as UsersPage).items.map((item) => item.id);

/** Sarah's withdrawal of `email`, with `meanwhile` run once just before its first DynamoDB command that `at` picks. */
async function withdrawCrossing(email: string, at: (command: unknown) => boolean, meanwhile: () => Promise<unknown>) {
  const fault = dynamoFault(async (command, send) => {
    if (at(command)) {
      fault.restore();
      await meanwhile();
    }
    return send();
  });
  try {
    return await withdraw(w.sarah.idToken, email);
  } finally {
    fault.restore();
  }
}

/** The withdrawal's claim of the invitation (`claimWithdrawal`), and its final delete. */
const theClaim = (command: unknown) =>
  command instanceof UpdateCommand && String(command.input.UpdateExpression).includes('#withdrawnAt');
const theDeleteOf = (email: string) => (command: unknown) =>
  command instanceof DeleteCommand && command.input.Key?.PK === `I#${email}`;

/** The post-confirmation trigger of `email`'s sign-up, as account `sub`. */
const signUp = (email: string, sub: string) =>
  completeSignUp({ sub, username: email, userPoolId: 'ca-central-1_local', email, now: now.toISOString() }, quiet);

beforeAll(async () => {
  w = await dashboardWorld();
  process.env.NOW = now.toISOString();
  resetEnv();
});

describe('DELETE /invite/{id}', () => {
  it("lets the invitation's agent withdraw it: the link stops working and the person leaves the list", async () => {
    const { email, token } = await sarahsInvitation();
    await expect(assertInvited(email, token, now)).resolves.toBeUndefined();
    expect(await listed(w.sarah.idToken, 'withdrawn')).toContain(email);

    const answer = await withdraw(w.sarah.idToken, email);

    expect(answer.status).toBe(204);
    expect(await getInvitation(email)).toBeUndefined();
    await expect(assertInvited(email, token, now)).rejects.toThrow();
    expect(await listed(w.sarah.idToken, 'withdrawn')).not.toContain(email);
    expect((await call('GET /invite/{id}', undefined, { id: email })).status).toBe(404);
  });

  it('lets an admin withdraw any open invitation, and the Release 1 count drops', async () => {
    const { email } = await sarahsInvitation();
    const before = (await call('GET /admin/useranalytics', w.priya.idToken)).body as { invites: number };

    expect((await withdraw(w.priya.idToken, email)).status).toBe(204);

    const after = (await call('GET /admin/useranalytics', w.priya.idToken)).body as { invites: number };
    expect(after.invites).toBe(before.invites - 1);
    expect(await listed(w.priya.idToken, 'withdrawn')).not.toContain(email);
  });

  it.each([
    ['another agent', () => w.david.idToken, 404],
    ['a client', () => w.olivia.idToken, 403],
    ['an anonymous caller', () => undefined, 401],
  ])('refuses %s, and the invitation stays usable', async (_, tokenOf, status) => {
    const { email, token } = await sarahsInvitation();

    const answer = await withdraw(tokenOf(), email);

    expect(answer.status).toBe(status);
    expect(await getInvitation(email)).toBeDefined();
    await expect(assertInvited(email, token, now)).resolves.toBeUndefined();
  });

  it('answers 404 for an address with no open invitation, and for one already used', async () => {
    expect((await withdraw(w.sarah.idToken, 'nobody.here@example.com')).status).toBe(404);
    // Olivia signed up: she is a user now, removed with DELETE /users/{id}, not withdrawn.
    expect((await withdraw(w.priya.idToken, 'olivia.chen@example.com')).status).toBe(404);
  });

  it('tells whoever reaches the account that a used invitation has nothing to withdraw, and anyone else 404 (review 59)', async () => {
    const { email } = await sarahsInvitation();
    const sub = randomUUID();
    await signUp(email, sub);

    const fromStalePage = await withdraw(w.sarah.idToken, email);

    expect(fromStalePage).toMatchObject({
      status: 409,
      body: { message: 'This invitation has been used: the person has an account.' },
    });
    expect((await withdraw(w.david.idToken, email)).status).toBe(404);
    expect((await call('GET /users/{id}', w.sarah.idToken, { id: sub })).status).toBe(200);
  });

  it('keeps an invitation used by a sign-up just before the withdrawal claims it: 409, and its notes reach the account (review 65 L9, review 66 M1)', async () => {
    const { email } = await sarahsInvitation();
    const sub = randomUUID();
    const noted = await call('POST /users/{id}/notes', w.sarah.idToken, {
      id: email,
      body: { note: 'Wants a three-bedroom near a school.' },
    });
    expect(noted.status).toBe(201);

    const answer = await withdrawCrossing(email, theClaim, () => signUp(email, sub));

    expect(answer).toMatchObject({
      status: 409,
      body: { message: 'This invitation has been used: the person has an account.' },
    });
    expect((await getInvitation(email))?.usedBy).toBe(sub);
    // Nothing of it was deleted: the agent's note is the account's now.
    const notes = (await call('GET /users/{id}/notes', w.sarah.idToken, { id: sub })).body as { note: string }[];
    expect(notes.map((note) => note.note)).toContain('Wants a three-bedroom near a school.');
    // The address stays taken: inviting it again says an account has it.
    const again = await call('POST /invite/client', w.sarah.idToken, {
      body: { email, firstName: 'Mistyped', lastName: 'Address' },
    });
    expect(again.status).toBe(409);
  });

  it('answers 404, not the 409 of a used invitation, when another withdrawal took it between the read and the claim', async () => {
    const { email } = await sarahsInvitation();
    // Another tab's withdrawal, just before this one's claim.
    const answer = await withdrawCrossing(email, theClaim, async () =>
      expect((await withdraw(w.priya.idToken, email)).status).toBe(204),
    );

    expect(answer).toMatchObject({ status: 404, body: { message: 'There is no such user.' } });
  });

  it('refuses a sign-up confirmed while the withdrawal it lost to runs: 204, and no account is made of it (review 66 M1)', async () => {
    const { email } = await sarahsInvitation();
    const sub = randomUUID();
    const answer = await withdrawCrossing(email, theDeleteOf(email), () => signUp(email, sub));

    expect(answer.status).toBe(204);
    expect(await getInvitation(email)).toBeUndefined();
    expect(await getProfile(sub)).toBeUndefined();
  });

  it('answers 400 with a clear message to an id that is not an e-mail address', async () => {
    const answer = await withdraw(w.sarah.idToken, 'not-an-address');

    expect(answer.status).toBe(400);
    expect(typeof answer.body.message).toBe('string');
  });
});
