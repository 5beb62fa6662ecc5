import {
  AlreadyExistsException,
  CreateEmailIdentityCommand,
  DeleteEmailIdentityCommand,
  GetEmailIdentityCommand,
  NotFoundException,
  SESv2Client,
} from '@aws-sdk/client-sesv2';
import { mockClient, type AwsClientStub } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { senderIdentityMessages } from '@shared/sender-identity';
import { resetClients } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { sendMail } from '../../../functions/lib/mail/send';
import { mailLedger } from '../../../functions/user/published';
import { putSenderIdentity, requestSesIdentity } from '../../../functions/user/mail/sender-identity-repository';
import { findFreePort, startSesLocal, type RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { mailTo } from '../../support/mail-capture';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * `POST /verifySesIdentity/{id}` and whose address the mail comes from (DECISIONS row 12). The
 * SES stand-in has no identity API: locally the user table's record is the identity's state
 * (sender-identity-repository.ts); SES's own answers are mocked below, for the AWS path only.
 */
let w: DashboardWorld;
let ses: RunningEmulator;
let n = 0;

async function mailFor(agent: { name: string; email: string }) {
  n += 1;
  const to = `contact.${n}@example.com`;
  await sendMail(
    mailLedger,
    {
      to,
      idempotencyKey: `invitation:${to}`,
      kind: 'transactional',
      subject: 'You are invited',
      blocks: [{ paragraph: 'Hello' }],
      agent,
    },
    new Date(),
  );
  const [mail] = await mailTo(ses.endpoint, to);
  return mail!;
}

beforeAll(async () => {
  w = await dashboardWorld();
  ses = await startSesLocal({ port: await findFreePort() });
  Object.assign(process.env, {
    SES_ENDPOINT: ses.endpoint,
    MAIL_FROM: 'GTA Homes <no-reply@homes.example.com>',
    PRODUCT_NAME: 'GTA Homes',
  });
  resetEnv();
  resetClients();
});

afterAll(async () => {
  await ses?.stop();
});

describe('POST /verifySesIdentity/{id}', () => {
  it("answers pending, with the spec's message, until the agent's address is verified", async () => {
    const answer = await call('POST /verifySesIdentity/{id}', w.sarah.idToken, { id: w.sarah.sub });
    const again = await call('POST /verifySesIdentity/{id}', w.sarah.idToken, { id: w.sarah.sub });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      email: w.sarah.email,
      status: 'pending',
      message: 'Invite failed. Agent email is not verified by Amazon AWS. Please check email from Amazon Web Services.',
      newLink: true,
    });
    expect(answer.body.message).toBe(senderIdentityMessages.notVerified);
    // Checked again: the link is the one e-mailed before.
    expect(again.body).toEqual({ ...answer.body, newLink: undefined });
  });

  it('answers verified, without the message, once it is', async () => {
    await putSenderIdentity({ email: w.david.email, agentId: w.david.sub, status: 'verified', checkedAt: 'x' });

    const answer = await call('POST /verifySesIdentity/{id}', w.priya.idToken, { id: w.david.sub });

    expect(answer.body).toEqual({ email: w.david.email, status: 'verified' });
  });

  it("refuses an agent another agent's address, and answers an admin 404 for someone who is no agent", async () => {
    expect((await call('POST /verifySesIdentity/{id}', w.sarah.idToken, { id: w.david.sub })).status).toBe(403);
    expect((await call('POST /verifySesIdentity/{id}', w.olivia.idToken, { id: w.olivia.sub })).status).toBe(403);
    const client = await call('POST /verifySesIdentity/{id}', w.priya.idToken, { id: w.olivia.sub });
    expect(client).toMatchObject({ status: 404, body: { message: 'There is no such agent.' } });
  });
});

describe('GET /verifySesIdentity/{id}', () => {
  it('says not-asked, then how the address stood when SES was last asked', async () => {
    const james = await w.stack.createUser({
      email: 'james.wright@example.com',
      groups: ['agent'],
      profile: { firstName: 'James' },
    });
    const before = await call('GET /verifySesIdentity/{id}', james.idToken, { id: james.sub });
    expect(before).toMatchObject({ status: 200, body: { email: james.email, status: 'not-asked' } });

    await call('POST /verifySesIdentity/{id}', james.idToken, { id: james.sub });
    const asked = await call('GET /verifySesIdentity/{id}', james.idToken, { id: james.sub });
    expect(asked.body).toEqual({ email: james.email, status: 'pending' });

    await putSenderIdentity({ email: james.email, agentId: james.sub, status: 'verified', checkedAt: 'x' });
    const byAdmin = await call('GET /verifySesIdentity/{id}', w.priya.idToken, { id: james.sub });
    expect(byAdmin.body).toEqual({ email: james.email, status: 'verified' });
  });

  it("refuses an agent another agent's address, and answers an admin 404 for someone who is no agent", async () => {
    expect((await call('GET /verifySesIdentity/{id}', w.sarah.idToken, { id: w.david.sub })).status).toBe(403);
    expect((await call('GET /verifySesIdentity/{id}', w.olivia.idToken, { id: w.olivia.sub })).status).toBe(403);
    const client = await call('GET /verifySesIdentity/{id}', w.priya.idToken, { id: w.olivia.sub });
    expect(client).toMatchObject({ status: 404, body: { message: 'There is no such agent.' } });
  });
});

describe('whose address the mail comes from', () => {
  it('sends "{agent} via {product}" from the product, replies to the agent, while the agent is not verified', async () => {
    const mail = await mailFor({ name: 'Sarah Thompson', email: w.sarah.email });

    expect(mail.from).toBe('"Sarah Thompson via GTA Homes" <no-reply@homes.example.com>');
    expect(mail.replyTo).toEqual([w.sarah.email]);
  });

  it("sends from the agent's own address once SES verified it", async () => {
    await putSenderIdentity({ email: w.david.email, agentId: w.david.sub, status: 'verified', checkedAt: 'x' });

    const mail = await mailFor({ name: 'David Okafor', email: w.david.email });

    expect(mail.from).toBe(`"David Okafor" <${w.david.email}>`);
  });
});

describe('asking SES (the AWS path, SES mocked: the stand-in has no identity API)', () => {
  /** Runs `act` as in AWS (no SES endpoint), with SES mocked; the local stand-in's after it. */
  async function onAws(act: (sesMock: AwsClientStub<SESv2Client>) => Promise<void>) {
    const endpoint = process.env.SES_ENDPOINT;
    delete process.env.SES_ENDPOINT;
    resetEnv();
    const sesMock = mockClient(SESv2Client);
    try {
      await act(sesMock);
    } finally {
      sesMock.restore();
      process.env.SES_ENDPOINT = endpoint;
      resetEnv();
    }
  }
  it('creates the identity and answers pending, then reads it verified once it exists', async () => {
    await onAws(async (sesMock) => {
      sesMock
        .on(CreateEmailIdentityCommand)
        .resolvesOnce({ VerifiedForSendingStatus: false, IdentityType: 'EMAIL_ADDRESS' });
      expect(await requestSesIdentity('new.agent@example.com')).toEqual({ status: 'pending', newLink: true });
      expect(sesMock.commandCalls(CreateEmailIdentityCommand)[0]!.args[0].input).toEqual({
        EmailIdentity: 'new.agent@example.com',
      });

      sesMock.on(CreateEmailIdentityCommand).rejects(new AlreadyExistsException({ message: 'exists', $metadata: {} }));
      sesMock.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true, VerificationStatus: 'SUCCESS' });
      expect(await requestSesIdentity('new.agent@example.com')).toEqual({ status: 'verified' });
    });
  });

  it('makes an identity whose link expired (FAILED) again, so Amazon e-mails a new link, and answers pending', async () => {
    await onAws(async (sesMock) => {
      sesMock
        .on(CreateEmailIdentityCommand)
        .rejectsOnce(new AlreadyExistsException({ message: 'exists', $metadata: {} }))
        .resolvesOnce({ VerifiedForSendingStatus: false, IdentityType: 'EMAIL_ADDRESS' });
      sesMock.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false, VerificationStatus: 'FAILED' });

      expect(await requestSesIdentity('late.agent@example.com')).toEqual({ status: 'pending', newLink: true });
      expect(sesMock.commandCalls(DeleteEmailIdentityCommand).map((c) => c.args[0].input)).toEqual([
        { EmailIdentity: 'late.agent@example.com' },
      ]);
      expect(sesMock.commandCalls(CreateEmailIdentityCommand)).toHaveLength(2);

      // Another check crossing this one deleted it first, or made it again first: still pending.
      sesMock.reset();
      sesMock.on(CreateEmailIdentityCommand).rejects(new AlreadyExistsException({ message: 'exists', $metadata: {} }));
      sesMock.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false, VerificationStatus: 'FAILED' });
      sesMock.on(DeleteEmailIdentityCommand).rejects(new NotFoundException({ message: 'gone', $metadata: {} }));
      expect(await requestSesIdentity('late.agent@example.com')).toEqual({ status: 'pending', newLink: true });

      // Deleted by a crossing renewal between this check's create and its read: made again.
      sesMock.reset();
      sesMock
        .on(CreateEmailIdentityCommand)
        .rejectsOnce(new AlreadyExistsException({ message: 'exists', $metadata: {} }))
        .resolves({ VerifiedForSendingStatus: false, IdentityType: 'EMAIL_ADDRESS' });
      sesMock.on(GetEmailIdentityCommand).rejects(new NotFoundException({ message: 'gone', $metadata: {} }));
      expect(await requestSesIdentity('late.agent@example.com')).toEqual({ status: 'pending', newLink: true });
      expect(sesMock.commandCalls(CreateEmailIdentityCommand)).toHaveLength(2);

      // Still pending within the link's day: nothing is deleted.
      sesMock.reset();
      sesMock.on(CreateEmailIdentityCommand).rejects(new AlreadyExistsException({ message: 'exists', $metadata: {} }));
      sesMock.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false, VerificationStatus: 'PENDING' });
      expect(await requestSesIdentity('late.agent@example.com')).toEqual({ status: 'pending' });
      expect(sesMock.commandCalls(DeleteEmailIdentityCommand)).toHaveLength(0);
    });
  });
});
