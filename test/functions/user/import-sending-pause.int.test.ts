import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessSending } from '../../../functions/lib/mail/sending-health';
import { runImport } from '../../../functions/user/invitations/contact-import/import-job';
import { getImport, putNewImport } from '../../../functions/user/invitations/contact-import/import-repository';
import { getInvitation } from '../../../functions/user/invitations/invitation-repository';
import { hashInvitationToken } from '../../../functions/user/invitations/invitation-token';
import { putPause } from '../../../functions/user/mail/mail-events/mail-events-repository';
import { putSuppression } from '../../../functions/user/mail/mail-ledger-repository';
import type { RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { mailTo } from '../../support/mail-capture';
import { call, importWorld, uploadContacts, type DashboardWorld } from './dashboard-world';

/**
 * An import's e-mails and the sending pause (issue 15 "Sending"): paused, the job stops before
 * the next e-mail and says so; after an admin's resume the next run carries on from there and
 * nobody gets two. A suppressed address is skipped, not a failure.
 */
let w: DashboardWorld;
let ses: RunningEmulator;
const now = new Date('2026-06-15T12:00:00Z');

beforeAll(async () => {
  ({ w, ses } = await importWorld(1000));
});

afterAll(async () => {
  await ses?.stop();
});

/** An import of these addresses, queued as the upload's answer leaves it. */
async function queuedImport(id: string, emails: string[]): Promise<void> {
  const csv = ['First Name,Last Name,Email', ...emails.map((email, i) => `Person,Number${i},${email}`)].join('\r\n');
  const key = await uploadContacts(w.sarah.idToken, Buffer.from(csv));
  await putNewImport({
    id,
    agentId: w.sarah.sub,
    startedBy: w.sarah.sub,
    fileKey: key,
    fileName: 'contacts.csv',
    status: 'queued',
    read: 0,
    invited: 0,
    skipped: 0,
    rejected: 0,
    emailsSent: 0,
    emailsTotal: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
}

const pauseSending = () =>
  putPause({
    reason: 'complaints',
    pausedAt: now.toISOString(),
    figures: assessSending({ sends: 1000, bounces: 0, complaints: 1 }),
  });

/** The token of the newest invitation link mailed to `email`, and whether it is the one that works. */
async function newestLink(email: string): Promise<{ mails: number; works: boolean }> {
  const mails = await mailTo(ses.endpoint, email);
  const token = decodeURIComponent(/[?&]i=([^&\s"]+)/.exec(mails.at(-1)?.body.text ?? '')?.[1] ?? '');
  return { mails: mails.length, works: hashInvitationToken(token) === (await getInvitation(email))?.tokenHash };
}

describe("an import's e-mails under the sending pause", () => {
  it('stops while sending is paused, and carries on after an admin resumes, each e-mail sent once', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `paused.${i}@example.com`);
    const id = '7d2e4c61-1a3b-4c5d-8e9f-0a1b2c3d4e5f';
    await queuedImport(id, emails);
    await putSuppression({ email: emails[5]!, reason: 'bounce', createdAt: now.toISOString() });
    await pauseSending();

    expect(await runImport(id, now)).toBe('paused');

    expect(await getImport(id)).toMatchObject({ status: 'sending', invited: 6, emailsSent: 0 });
    for (const email of emails) {
      expect(await mailTo(ses.endpoint, email)).toHaveLength(0);
      expect((await getInvitation(email))?.mailedAt).toBeUndefined();
    }

    expect((await call('POST /admin/sending/resume', w.priya.idToken)).status).toBe(200);
    expect(await runImport(id, now)).toBe('done');

    expect(await getImport(id)).toMatchObject({ status: 'done', emailsSent: 6, emailsTotal: 6 });
    for (const email of emails.slice(0, 5)) expect(await mailTo(ses.endpoint, email)).toHaveLength(1);
    // Suppressed: skipped, and the import finished rather than failed.
    expect(await mailTo(ses.endpoint, emails[5]!)).toHaveLength(0);
  });

  it('passes over an invitation the agent resent while it waited, so its link keeps working (QA 48b M2)', async () => {
    const emails = ['waiting.0@example.com', 'waiting.1@example.com'];
    const id = '8e3f5d72-2b4c-4d6e-9fa0-1b2c3d4e5f60';
    await queuedImport(id, emails);
    await pauseSending();
    expect(await runImport(id, now)).toBe('paused');

    // The pause holds bulk sending only: the agent's single resend goes out at once.
    expect((await call('PUT /invite/{id}/resent', w.sarah.idToken, { id: emails[0]! })).status).toBe(200);
    expect(await newestLink(emails[0]!)).toEqual({ mails: 1, works: true });

    expect((await call('POST /admin/sending/resume', w.priya.idToken)).status).toBe(200);
    expect(await runImport(id, now)).toBe('done');

    // One e-mail each, and the link the agent sent still works: the import did not renew it.
    expect(await newestLink(emails[0]!)).toEqual({ mails: 1, works: true });
    expect(await newestLink(emails[1]!)).toEqual({ mails: 1, works: true });
  });
});
