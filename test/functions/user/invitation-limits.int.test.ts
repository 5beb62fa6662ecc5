import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteMessages } from '@shared/invite-messages';
import { importsSettled } from '../../../functions/user/invitations/contact-import/imports';
import { getInvitation } from '../../../functions/user/invitations/invitation-repository';
import type { RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { mailTo } from '../../support/mail-capture';
import type { TestUser } from '../../support/test-stack';
import { call, importWorld, type DashboardWorld } from './dashboard-world';

/**
 * Invitation e-mail is rate-limited (issue 24 M1, DECISIONS row 46): at most 3 to one address in
 * 24 hours, whoever asks; an agent has a daily budget (`INVITATION_DAILY_BUDGET`, 5 here), which
 * an import must fit whole before it starts; admins have no budget but meet the per-address limit.
 * And a name that would split the invitation's text is refused (L4). Against the stand-ins.
 */
let w: DashboardWorld;
let ses: RunningEmulator;
const budget = 5;

const recipientMessage =
  'This address has already been sent 3 invitation e-mails in the last 24 hours. Please try again tomorrow.';
const budgetMessage = `You have sent your ${budget} invitation e-mails for today. Please try again tomorrow.`;

beforeAll(async () => {
  // The budget is per Toronto day: the clock stops at the file's start, so a run across
  // Toronto's midnight cannot meet a fresh budget halfway. Not a fixed date: the uploads'
  // presigned PUTs are signed at that time, and s3rver checks them against its real clock.
  const now = new Date().toISOString();
  ({ w, ses } = await importWorld(1000, { INVITATION_DAILY_BUDGET: String(budget), NOW: now }));
});

afterAll(async () => {
  await ses?.stop();
});

const address = () => `invitee.${randomUUID().slice(0, 8)}@example.com`;
const body = (email: string, firstName = 'Iris') => ({ email, firstName, lastName: 'Client' });
const invite = (token: string, email: string, firstName?: string) =>
  call('POST /invite/client', token, { body: body(email, firstName) });
const resend = (token: string, email: string) => call('PUT /invite/{id}/resent', token, { id: email });
const mailsTo = async (email: string) => (await mailTo(ses.endpoint, email)).length;

/** An agent of their own for each test, so one test's budget never meets another's. */
async function newAgent(): Promise<TestUser> {
  return w.stack.createUser({
    email: `agent.${randomUUID().slice(0, 8)}@example.com`,
    groups: ['agent'],
    profile: { firstName: 'Ava', lastName: 'Agent' },
  });
}

describe('a name that would split the invitation e-mail (L4)', () => {
  it('refuses "Bob\\r\\nBcc: …" as a first name with 400, inviting and mailing no one', async () => {
    const email = address();

    const answer = await invite(w.sarah.idToken, email, 'Bob\r\nBcc: x@evil.example');

    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([
      { field: 'firstName', message: 'Name must have no line breaks, control characters or angle brackets' },
    ]);
    expect(await getInvitation(email)).toBeUndefined();
    expect(await mailsTo(email)).toBe(0);
  });
});

describe('at most 3 invitation e-mails to one address in 24 hours, whoever asks', () => {
  it('answers 429 to the fourth e-mail, a resend of the agent or the admin, and sends nothing more', async () => {
    const agent = await newAgent();
    const email = address();
    expect((await invite(agent.idToken, email)).status).toBe(201);
    expect((await resend(agent.idToken, email)).status).toBe(200);
    expect((await resend(w.priya.idToken, email)).status).toBe(200);
    const linkBefore = (await getInvitation(email))?.tokenHash;

    const byAgent = await resend(agent.idToken, email);
    const byAdmin = await resend(w.priya.idToken, email);

    expect([byAgent.status, byAdmin.status]).toEqual([429, 429]);
    expect(byAgent.body.message).toBe(recipientMessage);
    expect(await mailsTo(email)).toBe(3);
    // The link mailed last still works: a refused resend renews nothing.
    expect((await getInvitation(email))?.tokenHash).toBe(linkBefore);
  });

  it('counts the e-mails of invitations taken back and made again', async () => {
    const email = address();
    for (let round = 0; round < 3; round += 1) {
      expect((await invite(w.priya.idToken, email)).status).toBe(201);
      expect((await call('DELETE /users/{id}', w.priya.idToken, { id: email })).status).toBe(202);
    }

    const fourth = await invite(w.priya.idToken, email);

    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(recipientMessage);
    expect(await getInvitation(email)).toBeUndefined();
    expect(await mailsTo(email)).toBe(3);
  });
});

describe("SES's answer lost after it took the message (QA 48b M1)", () => {
  it('keeps the invitation, counts the e-mail and says it is unconfirmed; a resend does the same', async () => {
    const agent = await newAgent();
    const email = address();
    // The message goes out, then the connection drops before SES's answer.
    const realSend = SESv2Client.prototype.send as (this: unknown, command: SendEmailCommand) => Promise<unknown>;
    const mock = mockClient(SESv2Client);
    mock.on(SendEmailCommand).callsFake(async (input, getClient) => {
      await realSend.call(getClient(), new SendEmailCommand(input));
      throw Object.assign(new Error('Connection timed out after 5000 ms'), { name: 'TimeoutError' });
    });
    let invited, resent;
    try {
      invited = await invite(agent.idToken, email);
      resent = await resend(agent.idToken, email);
    } finally {
      mock.restore();
    }

    expect(invited).toMatchObject({ status: 201, body: { message: inviteMessages.sentUnconfirmed, email } });
    expect(resent).toMatchObject({ status: 200, body: { message: inviteMessages.resentUnconfirmed } });
    // Both e-mails went out, the invitation stands, and inviting again is "already exists", not a second invitation.
    expect(await mailsTo(email)).toBe(2);
    expect(await getInvitation(email)).toBeDefined();
    expect((await invite(agent.idToken, email)).status).toBe(409);
    // Both counted against the budget of 5: three more, and the sixth is refused.
    for (let i = 0; i < 3; i += 1) expect((await invite(agent.idToken, address())).status).toBe(201);
    expect((await invite(agent.idToken, address())).status).toBe(429);
  });
});

describe("an agent's daily budget of invitation e-mails", () => {
  it('answers 429 past the budget, counting resends, and creates nothing', async () => {
    const agent = await newAgent();
    const first = address();
    expect((await invite(agent.idToken, first)).status).toBe(201);
    expect((await resend(agent.idToken, first)).status).toBe(200);
    for (let i = 0; i < budget - 2; i += 1) expect((await invite(agent.idToken, address())).status).toBe(201);

    const over = address();
    const answer = await invite(agent.idToken, over);
    const resent = await resend(agent.idToken, first);

    expect([answer.status, resent.status]).toEqual([429, 429]);
    expect(answer.body.message).toBe(budgetMessage);
    expect(await getInvitation(over)).toBeUndefined();
    expect(await mailsTo(over)).toBe(0);
  });

  it('does not hold admins to it', async () => {
    for (let i = 0; i < budget + 2; i += 1) expect((await invite(w.priya.idToken, address())).status).toBe(201);
    expect((await call('GET /invitations/budget', w.priya.idToken)).body).toEqual({ daily: null });
  });

  it('tells the agent what is left of it today, spending nothing (QA 62b L3)', async () => {
    const agent = await newAgent();
    const left = async () => (await call('GET /invitations/budget', agent.idToken)).body;
    expect(await left()).toEqual({ daily: budget, left: budget });
    expect(await left()).toEqual({ daily: budget, left: budget });
    const first = address();
    expect((await invite(agent.idToken, first)).status).toBe(201);
    expect((await resend(agent.idToken, first)).status).toBe(200);
    expect(await left()).toEqual({ daily: budget, left: budget - 2 });
  });

  it('keeps one agent’s budget apart from another’s', async () => {
    const [spent, fresh] = [await newAgent(), await newAgent()];
    for (let i = 0; i < budget; i += 1) expect((await invite(spent.idToken, address())).status).toBe(201);

    expect((await invite(spent.idToken, address())).status).toBe(429);
    expect((await invite(fresh.idToken, address())).status).toBe(201);
  });
});

describe("an import that would go past the agent's budget", () => {
  /** Uploads a CSV as the page does and starts its import; the start call's answer. */
  async function startImport(token: string, rows: string[], agentId?: string) {
    const bytes = Buffer.from(['First Name,Last Name,Email', ...rows].join('\r\n'));
    const ticket = await call('POST /uploads', token, {
      body: { purpose: 'contacts', contentType: 'text/csv', size: bytes.byteLength },
    });
    const put = await fetch(ticket.body.url, { method: 'PUT', headers: ticket.body.headers, body: bytes });
    expect(put.ok).toBe(true);
    const query = { key: ticket.body.key as string, name: 'contacts.csv' };
    return agentId
      ? call('GET /invite/contacts/{id}/import', token, { id: agentId, query })
      : call('GET /invite/contacts/import', token, { query });
  }
  const rows = (emails: string[]) => emails.map((email, i) => `Row,Number${i},${email}`);

  it('is refused before it starts, with the count and what is left, and invites no one', async () => {
    const agent = await newAgent();
    expect((await invite(agent.idToken, address())).status).toBe(201);
    const emails = Array.from({ length: budget }, address);

    const answer = await startImport(agent.idToken, rows(emails));
    await importsSettled();

    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe(
      `This import would send ${budget} invitations; you have ${budget - 1} left today.`,
    );
    for (const email of emails) expect(await getInvitation(email)).toBeUndefined();
  });

  it('counts only the invitations it would send (not duplicates or bad rows), and then spends the budget', async () => {
    const agent = await newAgent();
    const known = address();
    expect((await invite(agent.idToken, known)).status).toBe(201);
    const fresh = Array.from({ length: budget - 1 }, address);

    const answer = await startImport(agent.idToken, [...rows(fresh), `Known,Person,${known}`, 'Bad,Row,not-an-email']);
    await importsSettled();
    const progress = await call('GET /imports/{id}', agent.idToken, { id: answer.body.id });

    expect(answer.status).toBe(202);
    expect(progress.body).toMatchObject({ status: 'done', invited: budget - 1, emailsSent: budget - 1 });
    expect((await invite(agent.idToken, address())).status).toBe(429);
  });

  it("lets an admin import any number for an agent: the admin's own, exempt from the budget", async () => {
    const agent = await newAgent();
    const emails = Array.from({ length: budget + 2 }, address);

    const answer = await startImport(w.priya.idToken, rows(emails), agent.sub);
    await importsSettled();

    expect(answer.status).toBe(202);
    for (const email of emails) expect(await mailsTo(email)).toBe(1);
  });

  it('sends no fourth e-mail to an address from an import', async () => {
    const email = address();
    for (let round = 0; round < 3; round += 1) {
      expect((await invite(w.priya.idToken, email)).status).toBe(201);
      expect((await call('DELETE /users/{id}', w.priya.idToken, { id: email })).status).toBe(202);
    }

    const answer = await startImport(w.priya.idToken, rows([email]), w.sarah.sub);
    await importsSettled();

    expect(answer.status).toBe(202);
    expect(await mailsTo(email)).toBe(3);
    expect(await getInvitation(email)).toMatchObject({ importId: answer.body.id });
  });
});
