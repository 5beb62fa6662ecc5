import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  ResourceNotFoundException,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { groupRoles } from '@shared/roles';
import { storedUserPoolsDirectory } from '../stand-ins/cognito-local';
import { webClientTokens } from '../../web-client-tokens';

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

const clientName = 'web';

/**
 * keepOriginal, as the stateful CDK stack sets it: a changed address becomes the account's
 * only once its code is confirmed. Until then `email` and `email_verified` stay the verified
 * original, so nobody can put someone else's address on their account and have it trusted.
 */
const userAttributeUpdateSettings = { AttributesRequireVerificationBeforeUpdate: ['email' as const] };

/**
 * The same pool settings as the stateful CDK stack: e-mail sign-in, the spec's password rules,
 * keepOriginal.
 */
const userPoolSettings = {
  UsernameAttributes: ['email' as const],
  AutoVerifiedAttributes: ['email' as const],
  Policies: {
    PasswordPolicy: {
      MinimumLength: 8,
      RequireUppercase: true,
      RequireLowercase: true,
      RequireNumbers: true,
      RequireSymbols: true,
    },
  },
  Schema: [
    { Name: 'email', AttributeDataType: 'String' as const, Required: true, Mutable: true },
    { Name: 'name', AttributeDataType: 'String' as const, Required: false, Mutable: true },
  ],
  UserAttributeUpdateSettings: userAttributeUpdateSettings,
};

async function poolExists(client: CognitoIdentityProviderClient, userPoolId: string): Promise<boolean> {
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

async function findPoolByName(client: CognitoIdentityProviderClient, name: string): Promise<string | undefined> {
  const { UserPools = [] } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  return UserPools.find((pool) => pool.Name === name)?.Id;
}

// As in AWS (cognito-local would otherwise issue tokens for 24 hours).
const tokenValidity = {
  IdTokenValidity: webClientTokens.idTokenMinutes,
  AccessTokenValidity: webClientTokens.accessTokenMinutes,
  RefreshTokenValidity: webClientTokens.refreshTokenDays,
  TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
} as const;

async function ensureClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  knownClientId?: string,
): Promise<string> {
  const existing = await existingClient(client, userPoolId, knownClientId);
  if (existing) {
    // A data folder made before the lifetimes were set gets them too. cognito-local's update
    // keeps every field it is not sent (Cognito's would reset them: this is the local pool only).
    await client.send(
      new UpdateUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: existing, ...tokenValidity }),
    );
    return existing;
  }
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: clientName,
      GenerateSecret: false,
      // cognito-local knows USER_PASSWORD_AUTH only; the AWS client enables it too (DESIGN).
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      ...tokenValidity,
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('cognito-local created a user pool client without an id.');
  return UserPoolClient.ClientId;
}

async function existingClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  knownClientId?: string,
): Promise<string | undefined> {
  if (knownClientId) {
    try {
      await client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: knownClientId }));
      return knownClientId;
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  }
  const { UserPoolClients = [] } = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  return UserPoolClients.find((c) => c.ClientName === clientName)?.ClientId;
}

async function ensureGroups(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const existing = new Set(Groups.map((group) => group.GroupName));
  for (const group of groupRoles) {
    if (!existing.has(group)) await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  }
}

/**
 * The user pool with its groups and its web client. A restart passes the ids it saved; a pool
 * found by name is reused too, so a start that failed half-way does not leave a second pool.
 */
export async function ensureUserPool(
  client: CognitoIdentityProviderClient,
  options: { name: string; existing?: Partial<UserPoolIds> },
): Promise<UserPoolIds> {
  let userPoolId = options.existing?.userPoolId;
  if (userPoolId && !(await poolExists(client, userPoolId))) userPoolId = undefined;
  userPoolId ??= await findPoolByName(client, options.name);
  if (!userPoolId) {
    const { UserPool } = await client.send(new CreateUserPoolCommand({ PoolName: options.name, ...userPoolSettings }));
    if (!UserPool?.Id) throw new Error('cognito-local created a user pool without an id.');
    userPoolId = UserPool.Id;
  }
  await ensureGroups(client, userPoolId);
  const userPoolClientId = await ensureClient(client, userPoolId, options.existing?.userPoolClientId);
  return { userPoolId, userPoolClientId };
}

/**
 * Gives the pool of a data folder made before keepOriginal was set locally that setting, in
 * cognito-local's own file of the pool: its UpdateUserPool keeps UserAttributeUpdateSettings
 * as they were, so no API call can. It reads its pools once when it starts, so this runs
 * while it is stopped (before the stack starts it). A pool that has the setting is untouched.
 */
export function upgradeStoredUserPool(cognitoDirectory: string, name: string): void {
  const folder = storedUserPoolsDirectory(cognitoDirectory);
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder)) {
    if (!entry.endsWith('.json')) continue;
    const file = join(folder, entry);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { Options?: Record<string, unknown> };
    if (stored.Options?.Name !== name) continue;
    if (isDeepStrictEqual(stored.Options.UserAttributeUpdateSettings, userAttributeUpdateSettings)) continue;
    stored.Options.UserAttributeUpdateSettings = userAttributeUpdateSettings;
    writeFileSync(file, JSON.stringify(stored, null, 2));
  }
}
