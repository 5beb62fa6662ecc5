import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  AdminUpdateUserAttributesCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';

/*
 * What the Cognito proxy (cognito-proxy.ts) reads beside the requests it passes on: cognito-local
 * itself (which pool a client is of, a user's state), a token's claims, and the global sign-outs
 * it keeps in the data folder.
 */

export interface Upstream {
  client: CognitoIdentityProviderClient;
  /** Which pool a client id belongs to; cognito-local's client calls carry only the client id. */
  poolOfClient(clientId: string): Promise<string | undefined>;
}

export function createUpstream(endpoint: string): Upstream {
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const pools = new Map<string, string>();
  return {
    client,
    async poolOfClient(clientId) {
      if (!pools.has(clientId)) {
        const { UserPools = [] } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
        for (const pool of UserPools) {
          const { UserPoolClients = [] } = await client.send(
            new ListUserPoolClientsCommand({ UserPoolId: pool.Id, MaxResults: 60 }),
          );
          for (const appClient of UserPoolClients) {
            if (appClient.ClientId && pool.Id) pools.set(appClient.ClientId, pool.Id);
          }
        }
      }
      return pools.get(clientId);
    },
  };
}

export interface PoolUser {
  username: string;
  status: string;
  enabled: boolean;
  email?: string | undefined;
}

export async function findUser(upstream: Upstream, poolId: string, username: string): Promise<PoolUser | undefined> {
  try {
    const user = await upstream.client.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: username }));
    return {
      username: user.Username ?? username,
      status: user.UserStatus ?? '',
      enabled: user.Enabled !== false,
      email: user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value,
    };
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    throw error;
  }
}

/** A JWT's payload, unverified: cognito-local verifies the tokens it is handed itself. */
export function jwtClaims(token: unknown): Record<string, unknown> | undefined {
  if (typeof token !== 'string') return undefined;
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Global sign-outs: `${poolId}/${username}` → epoch seconds of the sign-out. */
export class SignOuts {
  private readonly byUser: Record<string, number>;

  constructor(private readonly file: string) {
    this.byUser = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
  }

  record(poolId: string, username: string, at: number): void {
    this.byUser[`${poolId}/${username}`] = at;
    writeFileSync(this.file, JSON.stringify(this.byUser, null, 2));
  }

  /** Whether a token issued at `issuedAt` (epoch seconds) predates the user's global sign-out. */
  revoked(poolId: string, username: string, issuedAt: number): boolean {
    const at = this.byUser[`${poolId}/${username}`];
    return at !== undefined && issuedAt <= at;
  }
}

export function poolIdFromIssuer(claims: Record<string, unknown>): string {
  return String(claims.iss ?? '')
    .split('/')
    .pop()!;
}

/**
 * Marks a user's address verified, as Cognito does when the sign-up code confirms it.
 * cognito-local takes `email_verified` only beside the address itself (unchanged here).
 */
export async function markEmailVerified(upstream: Upstream, poolId: string, user: PoolUser): Promise<void> {
  if (!user.email) return;
  await upstream.client.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: poolId,
      Username: user.username,
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}
