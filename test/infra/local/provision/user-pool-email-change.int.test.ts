import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolCommand,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUserPool, upgradeStoredUserPool, type UserPoolIds } from '../../../../infra/local/provision/user-pool';
import { startCognitoLocal, type RunningCognitoLocal } from '../../../../infra/local/stand-ins/cognito-local';
import { localCredentials } from '../../../../infra/local/stand-ins/emulators';
import { findFreePort } from '../../../../infra/local/stand-ins/ports';
import { waitForCode } from '../../../support/cognito-codes';
import { decodeJwtPayload } from '../../../support/test-stack';

/**
 * keepOriginal, as the stateful stack sets it on the real pool: a changed address is not the
 * account's until its code is confirmed. Without it, cognito-local swaps `email` at once and
 * its tokens call the new, unconfirmed address verified (`Boolean("false")`). This file runs
 * its own cognito-local, to read the codes it "mails" and to restart it on the same folder.
 */
const folder = mkdtempSync(join(tmpdir(), 'gta-email-change-'));
const directory = join(folder, 'cognito');
const logPath = join(directory, 'cognito-local.log');
const password = 'Test-pass-2026!';
const unique = () => randomUUID().slice(0, 8);
let port: number;
let running: RunningCognitoLocal;
let cognito: CognitoIdentityProviderClient;

async function start(): Promise<void> {
  running = await startCognitoLocal({ port, directory });
  cognito = new CognitoIdentityProviderClient({
    region: 'ca-central-1',
    credentials: localCredentials,
    endpoint: running.endpoint,
  });
}

beforeAll(async () => {
  port = await findFreePort();
  await start();
});

afterAll(async () => {
  await running?.stop();
  rmSync(folder, { recursive: true, force: true });
});

async function signIn(pool: UserPoolIds, email: string) {
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return { idToken: AuthenticationResult?.IdToken ?? '', accessToken: AuthenticationResult?.AccessToken ?? '' };
}

/** A confirmed user with a verified address, signed in. */
async function verifiedUser(pool: UserPoolIds, email: string) {
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: pool.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: pool.userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  return signIn(pool, email);
}

async function changeEmail(accessToken: string, email: string): Promise<void> {
  await cognito.send(
    new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'email', Value: email }] }),
  );
}

describe('an e-mail change in the local user pool', () => {
  it('leaves the verified original address in the tokens until the new one is confirmed with its code', async () => {
    const pool = await ensureUserPool(cognito, { name: `pool-${unique()}` });
    const original = `original-${unique()}@example.com`;
    const changed = `changed-${unique()}@example.com`;
    const { accessToken } = await verifiedUser(pool, original);

    await changeEmail(accessToken, changed);

    const pending = decodeJwtPayload((await signIn(pool, original)).idToken);
    expect(pending).toMatchObject({ email: original, email_verified: true });
    const code = await waitForCode(logPath, changed);
    await cognito.send(
      new VerifyUserAttributeCommand({ AccessToken: accessToken, AttributeName: 'email', Code: code }),
    );
    const confirmed = decodeJwtPayload((await signIn(pool, changed)).idToken);
    expect(confirmed).toMatchObject({ email: changed, email_verified: true });
  });

  it('gives a pool created before keepOriginal existed the setting when it is upgraded before a start', async () => {
    // A data folder from before: the pool was made without UserAttributeUpdateSettings, which
    // cognito-local's UpdateUserPool cannot add afterwards.
    const name = `pool-${unique()}`;
    await cognito.send(
      new CreateUserPoolCommand({ PoolName: name, UsernameAttributes: ['email'], AutoVerifiedAttributes: ['email'] }),
    );
    await running.stop();
    upgradeStoredUserPool(directory, name);
    await start();
    const pool = await ensureUserPool(cognito, { name });
    const original = `original-${unique()}@example.com`;
    const { accessToken } = await verifiedUser(pool, original);

    await changeEmail(accessToken, `changed-${unique()}@example.com`);

    const pending = decodeJwtPayload((await signIn(pool, original)).idToken);
    expect(pending).toMatchObject({ email: original, email_verified: true });
  });
});
