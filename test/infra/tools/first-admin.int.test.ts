import { DeleteItemCommand } from '@aws-sdk/client-dynamodb';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { getProfile, hasProfileWithEmail, putNewProfile } from '../../../functions/user/accounts/profile-repository';
import { handler } from '../../../functions/user/index';
import { createFirstAdmin } from '../../../infra/tools/first-admin';
import { localCredentials } from '../../../infra/local/stand-ins/emulators';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { useTestStack } from '../../support/test-stack';

/**
 * README "Deploy", step 6: the deployment's first admin. Made by hand, a profile item without
 * the users list's index keys (GSI2, GSI3) left the admin out of every list and lookup by
 * e-mail; `npm run first-admin` makes the Cognito user, its group and its profile as a sign-up does.
 */
let stack: Awaited<ReturnType<typeof useTestStack>>;
let cognito: CognitoIdentityProviderClient;
const email = 'Ada.Admin@Example.com';
const temporaryPassword = 'Temp-pass-2026!';

async function call(routeKey: string, token: string) {
  const result = await handler(apiEvent(routeKey, { token }), lambdaContext());
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}

/** The first sign-in: the temporary password, then the new one Cognito asks for. */
async function firstSignIn(username = email.toLowerCase()): Promise<string> {
  const started = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.userPoolClientId,
      AuthParameters: { USERNAME: username, PASSWORD: temporaryPassword },
    }),
  );
  expect(started.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const answered = await cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: stack.userPoolClientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: started.Session,
      ChallengeResponses: { USERNAME: username, NEW_PASSWORD: 'Own-pass-2026!' },
    }),
  );
  return answered.AuthenticationResult!.IdToken!;
}

beforeAll(async () => {
  stack = await useTestStack();
  cognito = new CognitoIdentityProviderClient({
    region: 'ca-central-1',
    credentials: localCredentials,
    endpoint: inject('emulators').cognitoEndpoint,
  });
});

describe('npm run first-admin', () => {
  it('makes an admin who signs in, acts as one and is found in the users list', async () => {
    const made = await createFirstAdmin({
      cognito,
      userPoolId: stack.userPoolId,
      email,
      firstName: 'Ada',
      lastName: 'Admin',
      temporaryPassword,
      now: new Date('2026-12-04T12:00:00Z'),
    });
    expect(made).toMatchObject({ createdUser: true, wroteProfile: true, resentPassword: false });

    const token = await firstSignIn();
    expect((await getProfile(made.sub))?.roles).toEqual(['admin']);
    expect((await call('GET /myprofile', token)).status).toBe(200);
    // Found by its e-mail (GSI2), as the sign-in and the invitations look it up.
    expect(await hasProfileWithEmail('ada.admin@example.com')).toBe(true);
    // An admin's call, refused to anyone else; and the admin is in the list it reads (GSI3).
    const users = await call('GET /users', token);
    expect(users.status).toBe(200);
    expect(users.body.items.map((user: { id: string }) => user.id)).toContain(made.sub);
  });

  it('changes nothing when run again', async () => {
    const before = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: email.toLowerCase() }),
    );
    const again = await createFirstAdmin({
      cognito,
      userPoolId: stack.userPoolId,
      email,
      firstName: 'Ada',
      lastName: 'Admin',
      now: new Date('2026-12-05T12:00:00Z'),
    });

    expect(again).toMatchObject({ createdUser: false, wroteProfile: false, resentPassword: false });
    expect(again.sub).toBe(before.UserAttributes!.find((a) => a.Name === 'sub')!.Value);
    expect((await getProfile(again.sub))?.createdAt).toBe('2026-12-04T12:00:00.000Z');
  });

  it("writes the profile a first run could not, and says so (a wrong table's name, fixed)", async () => {
    const first = await createFirstAdmin({
      cognito,
      userPoolId: stack.userPoolId,
      email: 'bea.admin@example.com',
      firstName: 'Bea',
      lastName: 'Admin',
      temporaryPassword,
      now: new Date('2026-12-04T12:00:00Z'),
    });
    await firstSignIn('bea.admin@example.com');
    // As if its profile had gone to another table.
    await stack.dynamoClient.send(
      new DeleteItemCommand({
        TableName: stack.tableNames.user,
        Key: { PK: { S: `U#${first.sub}` }, SK: { S: 'PROFILE' } },
      }),
    );

    const again = await createFirstAdmin({
      cognito,
      userPoolId: stack.userPoolId,
      email: 'bea.admin@example.com',
      firstName: 'Bea',
      lastName: 'Admin',
      now: new Date('2026-12-04T13:00:00Z'),
    });

    expect(again).toMatchObject({ sub: first.sub, createdUser: false, wroteProfile: true });
    expect((await getProfile(first.sub))?.roles).toEqual(['admin']);
  });

  it('mails the temporary password again to an admin who never signed in (it expires after 7 days)', async () => {
    // cognito-local cannot resend (MessageAction RESEND is unsupported there): the pool's answers are mocked.
    const pool = mockClient(CognitoIdentityProviderClient);
    pool.on(AdminGetUserCommand).resolves({
      UserStatus: 'FORCE_CHANGE_PASSWORD',
      UserAttributes: [{ Name: 'sub', Value: 'sub-of-dee' }],
    });
    try {
      await putNewProfile({
        id: 'sub-of-dee',
        email: 'dee.admin@example.com',
        firstName: 'Dee',
        lastName: 'Admin',
        roles: ['admin'],
        preferredContactMethod: 'email',
        receiveEmail: true,
        receiveSoldReport: true,
        createdAt: '2026-11-20T12:00:00.000Z',
      });

      const again = await createFirstAdmin({
        cognito: new CognitoIdentityProviderClient({ region: 'ca-central-1' }),
        userPoolId: stack.userPoolId,
        email: 'dee.admin@example.com',
        firstName: 'Dee',
        lastName: 'Admin',
        now: new Date('2026-12-04T12:00:00Z'),
      });

      expect(again).toMatchObject({ createdUser: false, wroteProfile: false, resentPassword: true });
      expect(pool.commandCalls(AdminCreateUserCommand).map((call) => call.args[0].input)).toEqual([
        expect.objectContaining({ Username: 'dee.admin@example.com', MessageAction: 'RESEND' }),
      ]);
    } finally {
      pool.restore();
    }
  });

  it('refuses an address whose account is not an admin, and leaves it as it was', async () => {
    const client = await stack.createUser({ email: 'carla.client@example.com', profile: true });

    await expect(
      createFirstAdmin({
        cognito,
        userPoolId: stack.userPoolId,
        email: client.email,
        firstName: 'Carla',
        lastName: 'Client',
        now: new Date('2026-12-04T12:00:00Z'),
      }),
    ).rejects.toThrow('carla.client@example.com already has an account, as a client');
    expect((await getProfile(client.sub))?.roles).toEqual(['client']);
  });
});
