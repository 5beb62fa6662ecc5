import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
  ListGroupsCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { localCredentials } from '../../../../infra/local/stand-ins/emulators';
import { ensureUserPool } from '../../../../infra/local/provision/user-pool';

const emulators = inject('emulators');
const cognito = new CognitoIdentityProviderClient({
  region: 'ca-central-1',
  credentials: localCredentials,
  endpoint: emulators.cognitoEndpoint,
});
const unique = () => randomUUID().slice(0, 8);

describe('provisioning the user pool', () => {
  it('creates the user pool once, with the password policy, e-mail sign-in, the groups and a public client', async () => {
    const name = `pool-${unique()}`;

    const first = await ensureUserPool(cognito, { name });
    const byName = await ensureUserPool(cognito, { name });
    const byIds = await ensureUserPool(cognito, { name, existing: first });

    expect(byName).toEqual(first);
    expect(byIds).toEqual(first);
    const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: first.userPoolId }));
    expect(UserPool?.UsernameAttributes).toEqual(['email']);
    expect(UserPool?.Policies?.PasswordPolicy).toMatchObject({
      MinimumLength: 8,
      RequireUppercase: true,
      RequireLowercase: true,
      RequireNumbers: true,
      RequireSymbols: true,
    });
    const { Groups = [] } = await cognito.send(new ListGroupsCommand({ UserPoolId: first.userPoolId }));
    expect(Groups.map((group) => group.GroupName).sort()).toEqual(['admin', 'agent']);
    const { UserPoolClient } = await cognito.send(
      new DescribeUserPoolClientCommand({ UserPoolId: first.userPoolId, ClientId: first.userPoolClientId }),
    );
    expect(UserPoolClient?.ExplicitAuthFlows).toEqual(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
    expect(UserPoolClient?.ClientSecret).toBeUndefined();
  });

  it("issues tokens that live as long as AWS's (an hour), not cognito-local's 24 hours, also from a data folder made before", async () => {
    const name = `pool-${unique()}`;
    const made = await ensureUserPool(cognito, { name });
    // A client as an older start left it: cognito-local's own 24 hours.
    await cognito.send(
      new UpdateUserPoolClientCommand({
        UserPoolId: made.userPoolId,
        ClientId: made.userPoolClientId,
        IdTokenValidity: 24,
        AccessTokenValidity: 24,
        TokenValidityUnits: { IdToken: 'hours', AccessToken: 'hours' },
      }),
    );
    const pool = await ensureUserPool(cognito, { name, existing: made });
    expect(pool).toEqual(made);
    const email = `token-${unique()}@example.com`;
    const password = 'Token-pass-2026!';
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: email,
        UserAttributes: [{ Name: 'email', Value: email }],
        MessageAction: 'SUPPRESS',
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

    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        ClientId: pool.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );

    const lifetime = (token: string | undefined) => {
      const { iat, exp } = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as Record<
        string,
        number
      >;
      return exp! - iat!;
    };
    expect(lifetime(AuthenticationResult?.IdToken)).toBe(60 * 60);
    expect(lifetime(AuthenticationResult?.AccessToken)).toBe(60 * 60);
  });

  it('finds the pool by name when the saved ids are stale', async () => {
    const name = `pool-${unique()}`;
    const pool = await ensureUserPool(cognito, { name });

    const found = await ensureUserPool(cognito, {
      name,
      existing: { userPoolId: 'local_gone', userPoolClientId: 'gone' },
    });

    expect(found).toEqual(pool);
  });
});
