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
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resetClients } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { getInvitation, putInvitation } from '../../../functions/user/invitation-repository';
import { getProfile } from '../../../functions/user/profile-repository';
import { startCognitoLocal, type RunningCognitoLocal } from '../../../infra/local/cognito-local';
import { createGateway, type RunningGateway } from '../../../infra/local/gateway';
import { findFreePort } from '../../../infra/local/ports';
import { createTables, ensureUserPool } from '../../../infra/local/provision';
import { triggerFunctionNames, triggers } from '../../../infra/local/triggers';
import { waitForCode } from '../../support/cognito-codes';

/**
 * Invitation-only sign-up against the real stand-ins: cognito-local calls the very trigger
 * handlers the CDK stack attaches, through the local gateway's Lambda Invoke endpoint, and
 * they read and write dynalite.
 */
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const region = 'ca-central-1';
const password = 'Welcome-home-2026!';

let folder: string;
let cognitoLocal: RunningCognitoLocal;
let gateway: RunningGateway;
let cognito: CognitoIdentityProviderClient;
let userPoolId: string;
let clientId: string;
let logPath: string;
const agentId = 'agent-sarah';

async function invite(email: string, role: 'client' | 'agent' = 'client') {
  await putInvitation({
    email,
    firstName: 'Invited',
    lastName: 'Person',
    role,
    ...(role === 'client' && { agentId }),
    invitedBy: agentId,
    createdAt: '2026-05-01T12:00:00.000Z',
  });
}

function signUp(email: string, name = 'Hannah Lee') {
  return cognito.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: name },
      ],
    }),
  );
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
  });
  resetEnv();
  resetClients();
});

afterAll(async () => {
  await cognitoLocal?.stop();
  await gateway?.stop();
  if (!process.env.KEEP_TMP) rmSync(folder, { recursive: true, force: true });
});

describe('invitation-only sign-up, enforced by the user pool', () => {
  it('lets an invited address sign up, confirm, and get a profile linked to the inviting agent', async () => {
    await invite('hannah.lee@example.com');

    const { UserSub, UserConfirmed } = await signUp('hannah.lee@example.com');
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
    expect(await getInvitation('hannah.lee@example.com')).toMatchObject({ usedBy: UserSub });
    expect((await getInvitation('hannah.lee@example.com'))?.usedAt).toBeDefined();
  });

  it('refuses an uninvited SignUp straight to the pool and leaves no user behind', async () => {
    await expect(signUp('stranger@example.com')).rejects.toMatchObject({ name: 'UserLambdaValidationException' });
    await expect(poolUser('stranger@example.com')).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });

  it('does not let a used invitation be used again', async () => {
    await invite('twice@example.com');
    await signUp('twice@example.com');
    await confirm('twice@example.com');
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: 'twice@example.com' }));

    await expect(signUp('twice@example.com')).rejects.toMatchObject({ name: 'UserLambdaValidationException' });
    await expect(poolUser('twice@example.com')).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });

  it('puts an invited agent in the agent group, with no agent of their own', async () => {
    await invite('jordan.wright@example.com', 'agent');
    const { UserSub } = await signUp('jordan.wright@example.com', 'Jordan Wright');
    await confirm('jordan.wright@example.com');

    const idToken = (await signIn('jordan.wright@example.com')).IdToken!;
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims['cognito:groups']).toEqual(['agent']);
    const profile = await getProfile(UserSub!);
    expect(profile).toMatchObject({ roles: ['agent'] });
    expect(profile?.agentId).toBeUndefined();
  });

  it('resends the confirmation code (the proxy adds ResendConfirmationCode) and the new code confirms', async () => {
    await invite('mateo.silva@example.com');
    await signUp('mateo.silva@example.com', 'Mateo Silva');
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
