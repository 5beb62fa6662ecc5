import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { inviteSchemas } from '@shared/invite-schemas';
import { mockClient } from 'aws-sdk-client-mock';
import type { Caller } from '../../../functions/lib/auth/caller';
import { inviteUser, resendInvite } from '../../../functions/user/invitations/invite';
import { putNewProfile } from '../../../functions/user/accounts/profile-repository';
import { messages } from '@shared/validation/messages';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { Logger } from '@aws-lambda-powertools/logger';
import { confirmationRefusedLog } from '../../../functions/lib/signals/metric-names';
import { resetClients } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { createInvitation, renewInvitationToken } from '../../../functions/user/invitations/invitation';
import {
  claimWithdrawal,
  getInvitation,
  markInvitationUsed,
} from '../../../functions/user/invitations/invitation-repository';
import { deleteInvitationItem } from '../../../functions/user/deletion/erasure-repository';
import { withdrawInvitation } from '../../../functions/user/deletion/deletion';
import { setDeletionStarter } from '../../../functions/user/deletion/deletion-starter';
import { getDeletion } from '../../../functions/user/deletion/deletion-repository';
import { handler as userApi } from '../../../functions/user/index';
import { primeLocalJwks, resetVerifier } from '../../../functions/lib/auth/verifier';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { dynamoFault } from '../../support/dynamo-fault';
import { getProfile } from '../../../functions/user/accounts/profile-repository';
import { completeSignUp } from '../../../functions/user/accounts/sign-up';
import { listFeedItems } from '../../../functions/user/notes-follow-ups/feed-repository';
import { startCognitoLocal, type RunningCognitoLocal } from '../../../infra/local/stand-ins/cognito-local';
import { createGateway, type RunningGateway } from '../../../infra/local/gateway/gateway';
import { findFreePort } from '../../../infra/local/stand-ins/ports';
import { startSesLocal, type RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { mailTo } from '../../support/mail-capture';
import { createTables } from '../../../infra/local/provision/tables';
import { readTrackedLocation } from '@shared/email-link';
import { reportEmailClick } from '../../../functions/user/mail/email-click';
import { ensureUserPool } from '../../../infra/local/provision/user-pool';
import { triggerFunctionNames, triggers } from '../../../infra/local/gateway/triggers';
import { waitForCode } from '../../support/cognito-codes';
import { decodeJwtPayload } from '../../support/test-stack';

/**
 * Invitation-only sign-up against the real stand-ins: cognito-local calls the very trigger
 * handlers the CDK stack attaches, through the local gateway's Lambda Invoke endpoint, and
 * they read and write dynalite. (Its own cognito-local, not the shared one of
 * `useTestStack()`: that one runs no triggers.)
 */
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const region = 'ca-central-1';
const password = 'Welcome-home-2026!';
const attackerPassword = 'Attacker-owns-it-1!';
/** The injected clock of the triggers, which run in this process behind the gateway. */
const now = new Date('2026-05-15T12:00:00.000Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

let folder: string;
let cognitoLocal: RunningCognitoLocal;
let gateway: RunningGateway;
let cognito: CognitoIdentityProviderClient;
let userPoolId: string;
let clientId: string;
let logPath: string;
const agentId = 'agent-sarah';

/** Invites an address as the repository's callers will, and answers the link's token. */
function invite(
  email: string,
  options: { role?: 'client' | 'agent'; issuedAt?: Date; firstName?: string; lastName?: string } = {},
): Promise<string> {
  const role = options.role ?? 'client';
  return createInvitation(
    {
      email,
      firstName: options.firstName ?? 'Invited',
      lastName: options.lastName ?? 'Person',
      role,
      ...(role === 'client' && { agentId }),
      invitedBy: agentId,
    },
    options.issuedAt ?? daysBefore(1),
  );
}

/** A SignUp straight to the pool, as anyone can send it; the token rides in ClientMetadata. */
function signUp(email: string, options: { token?: string; name?: string; password?: string } = {}) {
  return cognito.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: options.password ?? password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: options.name ?? 'Hannah Lee' },
      ],
      ...(options.token !== undefined && { ClientMetadata: { invitationToken: options.token } }),
    }),
  );
}

/** Refused by the pre-sign-up trigger, with the product's words inside Cognito's, and nothing created. */
async function expectRefusedWithNoUser(
  email: string,
  answer: Promise<unknown>,
  reason: string = messages.invitationInvalid,
) {
  await expect(answer).rejects.toMatchObject({
    name: 'UserLambdaValidationException',
    message: expect.stringContaining(reason),
  });
  await expect(poolUser(email)).rejects.toMatchObject({ name: 'UserNotFoundException' });
}

async function confirm(email: string, previousCode?: string) {
  const code = await waitForCode(logPath, email, previousCode);
  await cognito.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: code }));
  return code;
}

async function signIn(email: string) {
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return AuthenticationResult!;
}

async function poolUser(email: string) {
  return cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
}

beforeAll(async () => {
  const emulators = inject('emulators');
  folder = mkdtempSync(join(tmpdir(), 'gta-sign-up-'));
  const prefix = `s${Date.now().toString(36)}-`;
  const tables = await createTables(
    new DynamoDBClient({ endpoint: emulators.dynamodbEndpoint, region, credentials }),
    prefix,
  );

  const [gatewayPort, cognitoPort] = [await findFreePort(), await findFreePort()];
  gateway = await createGateway({ services: [], port: gatewayPort, triggers });
  cognitoLocal = await startCognitoLocal({
    port: cognitoPort,
    directory: folder,
    lambdaEndpoint: gateway.url,
    lambdaCredentials: gateway.invokeCredentials,
    triggerFunctions: triggerFunctionNames(triggers),
  });
  logPath = join(folder, 'cognito-local.log');
  cognito = new CognitoIdentityProviderClient({ endpoint: cognitoLocal.endpoint, region, credentials });
  ({ userPoolId, userPoolClientId: clientId } = await ensureUserPool(cognito, { name: `${prefix}pool` }));

  Object.assign(process.env, {
    USER_TABLE: tables.user,
    DYNAMODB_ENDPOINT: emulators.dynamodbEndpoint,
    COGNITO_ENDPOINT: cognitoLocal.endpoint,
    NOW: now.toISOString(),
  });
  resetEnv();
  resetClients();
  // The inviting agent: a client's sign-up is linked to an agent who has an account.
  await putAgent(agentId, 'Sarah', 'Thompson');
});

/** An agent's profile, made a month ago. */
function putAgent(id: string, firstName: string, lastName: string) {
  return putNewProfile({
    id,
    email: `${firstName.toLowerCase()}@example.com`,
    firstName,
    lastName,
    phone: '416-555-0100',
    roles: ['agent'],
    preferredContactMethod: 'email',
    receiveEmail: true,
    receiveSoldReport: true,
    createdAt: daysBefore(30).toISOString(),
  });
}

afterAll(async () => {
  await cognitoLocal?.stop();
  await gateway?.stop();
  if (!process.env.KEEP_TMP) rmSync(folder, { recursive: true, force: true });
});

describe('taking an invited address before its owner does (issue 11, hole 1)', () => {
  // The attacker knows the address is invited (GET /invite/{id} says 204) but not the link's token.
  it('refuses a sign-up with no token, and creates no user', async () => {
    await invite('target.one@example.com');
    await expectRefusedWithNoUser(
      'target.one@example.com',
      signUp('target.one@example.com', { password: attackerPassword }),
    );
  });

  it('refuses a sign-up whose token does not match, including the token of another invitation', async () => {
    await invite('target.two@example.com');
    const othersToken = await invite('someone.else@example.com');

    await expectRefusedWithNoUser(
      'target.two@example.com',
      signUp('target.two@example.com', { token: othersToken, password: attackerPassword }),
    );
    await expectRefusedWithNoUser(
      'target.two@example.com',
      signUp('target.two@example.com', { token: 'A'.repeat(43), password: attackerPassword }),
    );
  });

  it('refuses a sign-up whose token has expired (14 days after issue)', async () => {
    const token = await invite('target.three@example.com', { issuedAt: daysBefore(15) });
    await expectRefusedWithNoUser(
      'target.three@example.com',
      signUp('target.three@example.com', { token, password: attackerPassword }),
    );
  });

  it('refuses a token that has already been used for that address', async () => {
    const token = await invite('target.four@example.com');
    await signUp('target.four@example.com', { token });
    await confirm('target.four@example.com');
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: 'target.four@example.com' }));

    await expectRefusedWithNoUser(
      'target.four@example.com',
      signUp('target.four@example.com', { token, password: attackerPassword }),
    );
  });

  it('refuses a token that was replaced by a new one (Resend)', async () => {
    const first = await invite('target.five@example.com');
    const second = await renewInvitationToken('target.five@example.com', daysBefore(0));

    await expectRefusedWithNoUser('target.five@example.com', signUp('target.five@example.com', { token: first }));
    expect(second).toBeDefined();
    expect((await signUp('target.five@example.com', { token: second })).UserConfirmed).toBe(false);
  });

  it('refuses the address in other than lower case, as a withdrawal would not find its account (review 69 L2)', async () => {
    const token = await invite('target.seven@example.com');
    await expectRefusedWithNoUser('Target.Seven@example.com', signUp('Target.Seven@example.com', { token }));
    // The address as invited, as the web sends it, signs up with the same link.
    expect((await signUp('target.seven@example.com', { token })).UserConfirmed).toBe(false);
  });

  it("lets the link's own token sign up, and confirmation gives the invited role", async () => {
    const token = await invite('target.six@example.com', { role: 'agent' });

    const { UserSub } = await signUp('target.six@example.com', { token, name: 'Target Six' });
    await confirm('target.six@example.com');

    const claims = decodeJwtPayload((await signIn('target.six@example.com')).IdToken!);
    expect(claims['cognito:groups']).toEqual(['agent']);
    expect(await getProfile(UserSub!)).toMatchObject({ roles: ['agent'] });
  });
});

describe('invitation-only sign-up, enforced by the user pool', () => {
  it("keeps the invitation's first and last name when the name signed up with is theirs, as the form proposes it", async () => {
    const token = await invite('mary.ann.smith@example.com', { firstName: 'Mary Ann', lastName: 'Smith' });

    const { UserSub } = await signUp('mary.ann.smith@example.com', { token, name: ' Mary  Ann Smith ' });
    await confirm('mary.ann.smith@example.com');

    expect(await getProfile(UserSub!)).toMatchObject({ firstName: 'Mary Ann', lastName: 'Smith' });
  });

  // QA 76 review H3: the form's rule, skipped by calling Cognito's sign-up directly.
  it("keeps the invitation's names when the name signed up with is a link or a formula", async () => {
    const token = await invite('nora.quinn@example.com', { firstName: 'Nora', lastName: 'Quinn' });

    const { UserSub } = await signUp('nora.quinn@example.com', {
      token,
      name: '=HYPERLINK("http://evil.example/x","Click") Quinn',
    });
    await confirm('nora.quinn@example.com');

    expect(await getProfile(UserSub!)).toMatchObject({ firstName: 'Nora', lastName: 'Quinn' });
  });

  it('lets an invited address sign up, confirm, and get a profile linked to the inviting agent', async () => {
    const token = await invite('hannah.lee@example.com');

    const { UserSub, UserConfirmed } = await signUp('hannah.lee@example.com', { token });
    expect(UserConfirmed).toBe(false);
    await confirm('hannah.lee@example.com');

    const profile = await getProfile(UserSub!);
    expect(profile).toMatchObject({
      id: UserSub,
      email: 'hannah.lee@example.com',
      firstName: 'Hannah',
      lastName: 'Lee',
      roles: ['client'],
      agentId,
      receiveEmail: true,
      receiveSoldReport: true,
      version: 1,
    });
    const used = await getInvitation('hannah.lee@example.com');
    expect(used).toMatchObject({ usedBy: UserSub });
    expect(used?.usedAt).toBeDefined();
    // Used up: the token's hash is gone with it.
    expect(used?.tokenHash).toBeUndefined();
  });

  // QA 53b L3: cognito-local left a confirmed address unverified, so the product took the new
  // user's e-mail for unproven (a showing request without a Reply-To). Cognito verifies it with
  // the code: the proxy does so too.
  it('verifies the address with the confirmation code, as Cognito does: the ID token says so', async () => {
    const token = await invite('verified.on.confirm@example.com');
    await signUp('verified.on.confirm@example.com', { token });
    // A wrong code is still cognito-local's own refusal, and verifies nothing.
    await expect(
      cognito.send(
        new ConfirmSignUpCommand({
          ClientId: clientId,
          Username: 'verified.on.confirm@example.com',
          ConfirmationCode: '000000',
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    const refused = await poolUser('verified.on.confirm@example.com');
    expect(refused.UserStatus).toBe('UNCONFIRMED');
    expect(refused.UserAttributes?.find((attribute) => attribute.Name === 'email_verified')?.Value).not.toBe('true');
    await confirm('verified.on.confirm@example.com');

    const claims = decodeJwtPayload((await signIn('verified.on.confirm@example.com')).IdToken!);
    expect(claims.email_verified).toBe(true);
    const user = await poolUser('verified.on.confirm@example.com');
    expect(user.UserAttributes?.find((attribute) => attribute.Name === 'email_verified')?.Value).toBe('true');
  });

  it('records the sign-up once when Cognito runs the post-confirmation trigger again (QA 48b L2)', async () => {
    const token = await invite('retried.confirm@example.com');
    const { UserSub } = await signUp('retried.confirm@example.com', { token });
    await confirm('retried.confirm@example.com');
    const logger = { warn: () => undefined } as unknown as Parameters<typeof completeSignUp>[1];

    // Cognito retries a trigger it got no answer from in time: the same user, a later moment.
    await completeSignUp(
      {
        sub: UserSub!,
        username: 'retried.confirm@example.com',
        userPoolId,
        email: 'retried.confirm@example.com',
        now: new Date(Date.now() + 4000).toISOString(),
      },
      logger,
    );

    const signUps = (await listFeedItems(UserSub!, '2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z')).filter(
      (item) => item.feedType === 'SignUp',
    );
    expect(signUps).toHaveLength(1);
    expect(signUps[0]!.time).toBe((await getProfile(UserSub!))?.createdAt);
  });

  it('counts each sign-in through the post-authentication trigger, and not a wrong password', async () => {
    const token = await invite('sam.login@example.com');
    const { UserSub } = await signUp('sam.login@example.com', { token });
    await confirm('sam.login@example.com');

    await signIn('sam.login@example.com');
    await signIn('sam.login@example.com');
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId,
          AuthParameters: { USERNAME: 'sam.login@example.com', PASSWORD: attackerPassword },
        }),
      ),
    ).rejects.toThrow(); // Cognito's NotAuthorizedException; cognito-local's InvalidPasswordException

    expect(await getProfile(UserSub!)).toMatchObject({ logins: 2, lastLoginAt: now.toISOString() });
  });

  it('refuses an uninvited SignUp straight to the pool and leaves no user behind', async () => {
    await expectRefusedWithNoUser(
      'stranger@example.com',
      signUp('stranger@example.com', { token: 'A'.repeat(43) }),
      messages.notInvited,
    );
  });

  it('puts an invited agent in the agent group, with no agent of their own', async () => {
    const token = await invite('jordan.wright@example.com', { role: 'agent' });
    const { UserSub } = await signUp('jordan.wright@example.com', { token, name: 'Jordan Wright' });
    await confirm('jordan.wright@example.com');

    const claims = decodeJwtPayload((await signIn('jordan.wright@example.com')).IdToken!);
    expect(claims['cognito:groups']).toEqual(['agent']);
    const profile = await getProfile(UserSub!);
    expect(profile).toMatchObject({ roles: ['agent'] });
    expect(profile?.agentId).toBeUndefined();
  });

  it('resends the confirmation code (the proxy adds ResendConfirmationCode) and the new code confirms', async () => {
    const token = await invite('mateo.silva@example.com');
    await signUp('mateo.silva@example.com', { token, name: 'Mateo Silva' });
    const first = await waitForCode(logPath, 'mateo.silva@example.com');

    const { CodeDeliveryDetails } = await cognito.send(
      new ResendConfirmationCodeCommand({ ClientId: clientId, Username: 'mateo.silva@example.com' }),
    );
    expect(CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', Destination: 'mateo.silva@example.com' });

    await confirm('mateo.silva@example.com', first);
    expect((await poolUser('mateo.silva@example.com')).UserStatus).toBe('CONFIRMED');
    expect((await signIn('mateo.silva@example.com')).IdToken).toBeDefined();
  });

  it('refuses to resend a code to a confirmed user or an unknown one, as Cognito does', async () => {
    await expect(
      cognito.send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: 'hannah.lee@example.com' })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    await expect(
      cognito.send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: 'nobody@example.com' })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });
});

describe('invitations by e-mail, followed to an account (issue 15)', () => {
  let ses: RunningEmulator;
  const admin: Caller = { sub: 'admin-ada', email: 'ada@example.com', emailVerified: true, roles: ['admin'] };
  const agent: Caller = { sub: agentId, email: 'sarah@example.com', emailVerified: true, roles: ['agent'] };
  const otherAgentId = 'agent-omar';
  const clientBody = (email: string) =>
    inviteSchemas('2026-05-15').client.parse({
      email,
      firstName: 'Nadia',
      lastName: 'Rahman',
      phone: '416-555-0142',
      address: '12 Maple Avenue, Toronto',
      ownershipStats: 'owner',
      purchaseDate: '2019-06-01',
    });
  /**
   * The button's link in the e-mail, as the invitee's browser ends up on it: a tracked link
   * (`/e/{clickId}/sign-in?…`) goes where the click report (POST /email/click/{id}) vouches for.
   */
  const linkIn = async (text: string) => {
    const link = new URL(/https?:\/\/\S+\/sign-in\?\S+/.exec(text)![0]);
    const tracked = readTrackedLocation(link.pathname, link.search);
    expect(tracked).toBeDefined();
    const { target } = await reportEmailClick({
      clickId: tracked!.clickId,
      path: tracked!.path,
      query: tracked!.query,
      h: tracked!.hmac,
      userAgent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
      callerKey: 'invitee',
      now: new Date(now.getTime() + 60_000),
    });
    return new URL(target, link.origin);
  };

  beforeAll(async () => {
    ses = await startSesLocal({ port: await findFreePort() });
    Object.assign(process.env, {
      SES_ENDPOINT: ses.endpoint,
      MAIL_FROM: 'GTA Homes <no-reply@example.com>',
      SITE_URL: 'https://homes.example.com',
      // The button's link is tracked (/e/…) and its click checked and counted: both need their keys.
      LINK_SIGNING_SECRET: 'l'.repeat(43),
      RATE_KEY_SECRET: 'r'.repeat(43),
    });
    resetEnv();
    resetClients();
    await putAgent(otherAgentId, 'Omar', 'Haddad');
  });

  afterAll(async () => {
    await ses?.stop();
  });

  it("e-mails a link that signs the invitee up with the inviter's details and the chosen agent", async () => {
    const answer = await inviteUser('client', { ...clientBody('nadia@example.com'), agent: agentId }, admin, now);
    expect(answer.message).toBe('Invite successfully sent.');

    const [mail] = await mailTo(ses.endpoint, 'nadia@example.com');
    expect(mail!.from).toContain('Sarah Thompson via');
    expect(mail!.replyTo).toEqual(['sarah@example.com']);
    expect(mail!.body.html).toContain('416-555-0100');
    const link = await linkIn(mail!.body.text!);
    expect(link.pathname).toBe('/sign-in');
    expect(link.searchParams.get('e')).toBe('nadia@example.com');

    await signUp('nadia@example.com', { token: link.searchParams.get('i')!, name: 'Nadia Rahman' });
    await confirm('nadia@example.com');
    const { IdToken } = await signIn('nadia@example.com');
    const profile = await getProfile(String(decodeJwtPayload(IdToken!).sub));
    expect(profile).toMatchObject({
      agentId,
      roles: ['client'],
      phone: '416-555-0142',
      address: '12 Maple Avenue, Toronto',
      ownershipStats: 'owner',
      purchaseDate: '2019-06-01',
    });
  });

  it("says 'Invite already exists.' for an address already invited, and sends nothing more", async () => {
    await inviteUser('client', clientBody('twice@example.com'), agent, now);
    await expect(inviteUser('client', clientBody('twice@example.com'), admin, now)).rejects.toMatchObject({
      name: 'ConflictError',
      message: 'Invite already exists.',
    });
    expect(await mailTo(ses.endpoint, 'twice@example.com')).toHaveLength(1);
  });

  it('says an address whose invitation was used already has an account', async () => {
    await inviteUser('client', clientBody('used@example.com'), agent, now);
    await markInvitationUsed('used@example.com', 'member-used', now.toISOString());

    await expect(inviteUser('client', clientBody('used@example.com'), admin, now)).rejects.toMatchObject({
      name: 'ConflictError',
      message: 'This e-mail address already has an account.',
    });
    expect(await mailTo(ses.endpoint, 'used@example.com')).toHaveLength(1);
  });

  it('refuses to invite an address that already has an account, and sends nothing', async () => {
    await putNewProfile({
      id: 'member-mia',
      email: 'mia@example.com',
      firstName: 'Mia',
      lastName: 'Chen',
      roles: ['client'],
      agentId,
      preferredContactMethod: 'email',
      receiveEmail: true,
      receiveSoldReport: true,
      createdAt: daysBefore(10).toISOString(),
    });

    await expect(inviteUser('client', clientBody('Mia@Example.com'), admin, now)).rejects.toMatchObject({
      name: 'ConflictError',
      message: 'This e-mail address already has an account.',
    });

    expect(await getInvitation('mia@example.com')).toBeUndefined();
    expect(await mailTo(ses.endpoint, 'mia@example.com')).toHaveLength(0);
  });

  it("puts an agent's invitations under their own id, whatever agent the body names", async () => {
    await inviteUser('client', { ...clientBody('mine@example.com'), agent: otherAgentId }, agent, now);
    expect(await getInvitation('mine@example.com')).toMatchObject({ agentId, invitedBy: agentId });
    await expect(
      inviteUser('client', clientBody('theirs@example.com'), agent, now, { agentId: otherAgentId }),
    ).rejects.toMatchObject({ name: 'ForbiddenError' });
    expect(await getInvitation('theirs@example.com')).toBeUndefined();
  });

  it('resends with a new link: the old one stops working, the new one signs up', async () => {
    await inviteUser('client', clientBody('resend@example.com'), agent, now);
    const first = await linkIn((await mailTo(ses.endpoint, 'resend@example.com'))[0]!.body.text!);
    expect((await resendInvite('resend@example.com', agent, now)).message).toBe('Invite sent');
    const mails = await mailTo(ses.endpoint, 'resend@example.com');
    expect(mails).toHaveLength(2);
    const second = await linkIn(mails[1]!.body.text!);

    await expectRefusedWithNoUser(
      'resend@example.com',
      signUp('resend@example.com', { token: first.searchParams.get('i')! }),
    );
    await signUp('resend@example.com', { token: second.searchParams.get('i')! });
    await confirm('resend@example.com');
    await expect(resendInvite('resend@example.com', agent, now)).rejects.toMatchObject({ name: 'ConflictError' });
  });

  it("refuses another agent's invitation as if it did not exist", async () => {
    await inviteUser('client', clientBody('hidden@example.com'), agent, now);
    const other: Caller = { ...agent, sub: otherAgentId };
    await expect(resendInvite('hidden@example.com', other, now)).rejects.toMatchObject({ name: 'NotFoundError' });
    expect(await mailTo(ses.endpoint, 'hidden@example.com')).toHaveLength(1);
  });

  it("takes the invitation back when SES refuses the e-mail ('Invite failed.'), so sending again works", async () => {
    const sesMock = mockClient(SESv2Client);
    sesMock
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Daily sending quota exceeded'), { name: 'Throttling' }));
    try {
      await expect(inviteUser('client', clientBody('refused@example.com'), agent, now)).rejects.toMatchObject({
        name: 'ServiceUnavailableError',
        message: 'Invite failed.',
      });
      expect(await getInvitation('refused@example.com')).toBeUndefined();
    } finally {
      sesMock.restore();
    }
    expect((await inviteUser('client', clientBody('refused@example.com'), agent, now)).message).toBe(
      'Invite successfully sent.',
    );
    expect(await mailTo(ses.endpoint, 'refused@example.com')).toHaveLength(1);
  });
});

describe('a sign-up that crosses a withdrawal, or whose trigger stops half-way (review 66b M2, M3)', () => {
  beforeAll(async () => {
    // The API's own calls (GET /myprofile) verify this pool's tokens and find its users.
    Object.assign(process.env, {
      USER_POOL_ID: userPoolId,
      USER_POOL_CLIENT_ID: clientId,
      LOCAL_COGNITO_ISSUER: cognitoLocal.issuerDomain,
    });
    resetEnv();
    resetClients();
    resetVerifier();
    await primeLocalJwks();
  });

  async function myProfile(email: string) {
    const event = apiEvent('GET /myprofile', { token: (await signIn(email)).IdToken! });
    const answer = await userApi(event, lambdaContext());
    return { status: answer.statusCode, body: JSON.parse(answer.body ?? '{}') as Record<string, unknown> };
  }

  /** Confirms `email` while the trigger's DynamoDB calls that `fails` picks are throttled. */
  async function confirmWhileFailing(email: string, fails: (command: unknown) => boolean) {
    const fault = dynamoFault((command, send) =>
      fails(command)
        ? Promise.reject(Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' }))
        : send(),
    );
    try {
      await confirm(email);
    } finally {
      fault.restore();
    }
  }

  it.each([
    ['withdrawn outright', (email: string) => deleteInvitationItem(email, now, { open: true })],
    ['claimed by a withdrawal that has not finished', (email: string) => claimWithdrawal(email, now)],
  ])(
    'undoes a confirmation whose invitation was %s while its code was on the way: no profile, no user left',
    async (_, withdraw) => {
      const email = `crossed.${Math.random().toString(36).slice(2, 8)}@example.com`;
      const token = await invite(email);
      const { UserSub } = await signUp(email, { token });
      expect(await withdraw(email)).toBe(true);

      const info = vi.spyOn(Logger.prototype, 'info');

      // Cognito shows the trigger's refusal (messages.invitationInvalid); cognito-local confirms and only logs it.
      await confirm(email);

      await expect(poolUser(email)).rejects.toMatchObject({ name: 'UserNotFoundException' });
      expect(await getProfile(UserSub!)).toBeUndefined();
      // The line its errors alarm subtracts: an undoing on purpose pages nobody.
      expect(info.mock.calls.filter(([message]) => message === confirmationRefusedLog)).toHaveLength(1);
      info.mockRestore();
    },
  );

  it('undoes the sign-up of a client whose inviting agent has been deleted meanwhile (review 67 M4)', async () => {
    const email = 'agent.gone@example.com';
    const token = await createInvitation(
      {
        email,
        firstName: 'Ada',
        lastName: 'Gone',
        role: 'client',
        agentId: 'agent-deleted',
        invitedBy: 'agent-deleted',
      },
      daysBefore(1),
    );
    const { UserSub } = await signUp(email, { token });

    await confirm(email);

    await expect(poolUser(email)).rejects.toMatchObject({ name: 'UserNotFoundException' });
    expect(await getProfile(UserSub!)).toBeUndefined();
    expect(await getInvitation(email)).not.toHaveProperty('usedBy');
  });

  it('keeps the user of a confirmation that uses the invitation before the withdrawal claims it', async () => {
    const token = await invite('confirmed.first@example.com');
    const { UserSub } = await signUp('confirmed.first@example.com', { token });
    await confirm('confirmed.first@example.com');

    expect(await claimWithdrawal('confirmed.first@example.com', now)).toBe(false);
    expect((await poolUser('confirmed.first@example.com')).UserStatus).toBe('CONFIRMED');
    expect(await getProfile(UserSub!)).toMatchObject({ roles: ['client'], agentId });
  });

  it("finishes, on the account's first GET /myprofile, a sign-up whose trigger stopped after using the invitation", async () => {
    const email = 'half.made@example.com';
    const token = await invite(email, { role: 'agent', firstName: 'Half', lastName: 'Made' });
    const { UserSub } = await signUp(email, { token, name: 'Half Made' });
    // The trigger's profile write fails once (a throttled table, a timeout): Cognito does not
    // run the trigger again, and the user is confirmed all the same.
    await confirmWhileFailing(email, (command) => command instanceof PutCommand && command.input.Item?.id === UserSub);
    expect(await getInvitation(email)).toMatchObject({ usedBy: UserSub });
    expect(await getProfile(UserSub!)).toBeUndefined();

    const first = await myProfile(email);

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: UserSub, firstName: 'Half', lastName: 'Made', email });
    expect(await getProfile(UserSub!)).toMatchObject({ roles: ['agent'], createdAt: expect.any(String) });
    // The invited role's group too, so the next sign-in's token carries it.
    const claims = decodeJwtPayload((await signIn(email)).IdToken!);
    expect(claims['cognito:groups']).toEqual(['agent']);
  });

  /** Confirms `email` while the trigger's write of its invitation fails: the user is confirmed, the invitation still open. */
  async function confirmWhileInvitationWriteFails(email: string) {
    await confirmWhileFailing(
      email,
      (command) => command instanceof UpdateCommand && command.input.Key?.PK === `I#${email}`,
    );
    expect(await getInvitation(email)).not.toHaveProperty('usedBy');
  }

  it("finishes a sign-up whose trigger stopped before using the invitation, from the address's own open invitation", async () => {
    const token = await invite('not.yet.used@example.com');
    const { UserSub } = await signUp('not.yet.used@example.com', { token });
    await confirmWhileInvitationWriteFails('not.yet.used@example.com');

    expect((await myProfile('not.yet.used@example.com')).body).toMatchObject({ id: UserSub });
    expect(await getProfile(UserSub!)).toMatchObject({ roles: ['client'], agentId });
    expect(await getInvitation('not.yet.used@example.com')).toMatchObject({ usedBy: UserSub });
  });

  it('puts on record, when its invitation is withdrawn, the deletion of the account a sign-up left without a profile (review 67 M3)', async () => {
    const email = 'stranded.then.withdrawn@example.com';
    const token = await invite(email);
    const { UserSub } = await signUp(email, { token });
    // The pre-sign-up trigger stamps the invitation: a user of the address may now be in the pool.
    expect((await getInvitation(email))?.signUpBegunAt).toBe(now.toISOString());
    await confirmWhileInvitationWriteFails(email);
    const started: string[] = [];
    setDeletionStarter(async (id) => void started.push(id));
    try {
      await withdrawInvitation(
        { sub: agentId, email: 'sarah@example.com', emailVerified: true, roles: ['agent'] },
        email,
        now,
      );
    } finally {
      setDeletionStarter(undefined);
    }

    expect(started).toEqual([UserSub]);
    expect(await getDeletion(UserSub!)).toMatchObject({ userId: UserSub, requestedBy: agentId });
    expect(await getInvitation(email)).toBeUndefined();
  });

  it('makes no profile from an invitation another account used, or one being withdrawn', async () => {
    for (const [email, meanwhile] of [
      [
        'used.by.other@example.com',
        async (address: string) => (await markInvitationUsed(address, 'someone-else', now.toISOString())) !== undefined,
      ],
      ['being.withdrawn@example.com', (address: string) => claimWithdrawal(address, now)],
    ] as const) {
      const token = await invite(email);
      const { UserSub } = await signUp(email, { token });
      await confirmWhileInvitationWriteFails(email);
      expect(await meanwhile(email)).toBe(true);

      const answer = await myProfile(email);

      expect(answer).toMatchObject({ status: 200, body: { id: UserSub } });
      expect(await getProfile(UserSub!)).toBeUndefined();
    }
  });
});
