import { createPrivateKey, createSign, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { resetVerifier, primeLocalJwks } from '../../functions/lib/auth/verifier';
import { resetClients } from '../../functions/lib/aws-clients';
import { resetEnv } from '../../functions/lib/env';
import { putNewProfile, type NewProfile } from '../../functions/user/accounts/profile-repository';
import { createBuckets } from '../../infra/local/provision/buckets';
import { createTables } from '../../infra/local/provision/tables';
import { ensureUserPool } from '../../infra/local/provision/user-pool';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const region = 'ca-central-1';

export interface TestUser {
  sub: string;
  email: string;
  idToken: string;
}

/**
 * One test file's slice of the shared emulators: its own tables (by name prefix) and its
 * own user pool, with the functions' environment pointed at them.
 */
export async function useTestStack() {
  const emulators = inject('emulators');
  const prefix = `t${randomUUID().slice(0, 8)}-`;
  const dynamoClient = new DynamoDBClient({ endpoint: emulators.dynamodbEndpoint, region, credentials });
  const tableNames = await createTables(dynamoClient, prefix);
  const cognito = new CognitoIdentityProviderClient({ endpoint: emulators.cognitoEndpoint, region, credentials });
  const { userPoolId, userPoolClientId } = await ensureUserPool(cognito, { name: `${prefix}pool` });

  Object.assign(process.env, {
    USER_TABLE: tableNames.user,
    PROPERTY_TABLE: tableNames.property,
    HOME_VALUE_TABLE: tableNames.homeValue,
    USER_POOL_ID: userPoolId,
    USER_POOL_CLIENT_ID: userPoolClientId,
    LOCAL_COGNITO_ISSUER: emulators.cognitoIssuerDomain,
    DYNAMODB_ENDPOINT: emulators.dynamodbEndpoint,
    COGNITO_ENDPOINT: emulators.cognitoEndpoint,
    // As the local stack does: a fresh rate-limit key secret per run (functions/user/rate-limits/rate-limits.ts).
    RATE_KEY_SECRET: randomBytes(32).toString('base64url'),
    // And its link-signing key (functions/lib/mail/unsubscribe-token.ts), one per test file.
    LINK_SIGNING_SECRET: randomBytes(32).toString('base64url'),
  });
  resetEnv();
  resetClients();
  resetVerifier();
  await primeLocalJwks();

  async function signIn(email: string, password: string, clientId = userPoolClientId): Promise<string> {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    if (!AuthenticationResult?.IdToken) throw new Error(`No ID token for ${email}`);
    return AuthenticationResult.IdToken;
  }

  /**
   * A confirmed user with a password and an ID token. Like an account made by hand in the
   * console, it has no profile item unless `profile` asks for one: then the item the
   * post-confirmation trigger would write, with roles from `groups` (client without any),
   * overridden by the fields given. The API grants a group only when the profile names it
   * too, so an agent or admin that must act as one needs `profile`.
   */
  async function createUser(options: {
    email: string;
    groups?: ('admin' | 'agent')[];
    password?: string;
    profile?: true | Partial<NewProfile>;
    /**
     * false: a user whose address is not verified. cognito-local turns an `email_verified`
     * attribute of "false" into `true` in the token (`Boolean("false")`), so such a user
     * is created without the attribute, which its tokens carry as `email_verified: false`.
     */
    emailVerified?: boolean;
  }): Promise<TestUser> {
    const password = options.password ?? 'Test-pass-2026!';
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: options.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: options.email },
          ...(options.emailVerified === false ? [] : [{ Name: 'email_verified', Value: 'true' }]),
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: options.email,
        Password: password,
        Permanent: true,
      }),
    );
    for (const group of options.groups ?? []) {
      await cognito.send(
        new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: options.email, GroupName: group }),
      );
    }
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: options.email }));
    const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value ?? '';
    if (options.profile) {
      const groups = options.groups ?? [];
      const [name = ''] = options.email.split(/[@.]/);
      await putNewProfile({
        id: sub,
        email: options.email.toLowerCase(),
        firstName: name.charAt(0).toUpperCase() + name.slice(1),
        lastName: 'Test',
        roles: groups.length > 0 ? [...groups] : ['client'],
        preferredContactMethod: 'email',
        receiveEmail: true,
        receiveSoldReport: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        ...(options.profile === true ? {} : options.profile),
      });
    }
    return { sub, email: options.email, idToken: await signIn(options.email, password) };
  }

  async function createOtherClient(): Promise<string> {
    const { UserPoolClient } = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'other',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      }),
    );
    return UserPoolClient?.ClientId ?? '';
  }

  return {
    tableNames,
    userPoolId,
    userPoolClientId,
    issuer: `${emulators.cognitoIssuerDomain}/${userPoolId}`,
    createUser,
    signIn,
    createOtherClient,
    dynamoClient,
  };
}

/**
 * A bucket of the shared s3rver for one test file (e.g. the photos bucket, where the search
 * index's snapshots go), with the functions' environment pointed at it.
 */
export async function useTestBucket(envVar: 'PHOTOS_BUCKET' | 'UPLOADS_BUCKET' = 'PHOTOS_BUCKET') {
  const { s3Endpoint } = inject('emulators');
  const name = `t${randomUUID().slice(0, 8)}-${envVar === 'PHOTOS_BUCKET' ? 'photos' : 'uploads'}`;
  const s3 = new S3Client({ endpoint: s3Endpoint, region, credentials, forcePathStyle: true });
  await createBuckets(s3, [name]);
  Object.assign(process.env, { S3_ENDPOINT: s3Endpoint, [envVar]: name });
  resetEnv();
  resetClients();
  return { bucket: name, s3 };
}

const base64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** Signs a JWT with RS256; tests forge tokens with it (another key, or an expired one). */
export function signJwt(payload: object, privateKeyPem: string, kid = 'CognitoLocal'): string {
  const head = `${base64url({ alg: 'RS256', typ: 'JWT', kid })}.${base64url(payload)}`;
  const signature = createSign('RSA-SHA256').update(head).sign(createPrivateKey(privateKeyPem));
  return `${head}.${base64url(signature)}`;
}

export function unsignedJwt(payload: object): string {
  return `${base64url({ alg: 'none', typ: 'JWT', kid: 'CognitoLocal' })}.${base64url(payload)}.`;
}

export function strangerKeyPem(): string {
  return generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
}

/** cognito-local's own signing key: public by design, which is why production never trusts its issuer. */
export function cognitoLocalKeyPem(): string {
  const require = createRequire(import.meta.url);
  const path = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { pem: string }).pem;
}

export function decodeJwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}
