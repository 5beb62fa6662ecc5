import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
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
