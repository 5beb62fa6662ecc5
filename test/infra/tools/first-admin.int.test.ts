import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getProfile, hasProfileWithEmail } from '../../../functions/user/accounts/profile-repository';
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
async function firstSignIn(): Promise<string> {
  const started = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.userPoolClientId,
      AuthParameters: { USERNAME: email.toLowerCase(), PASSWORD: temporaryPassword },
    }),
  );
  expect(started.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const answered = await cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: stack.userPoolClientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: started.Session,
      ChallengeResponses: { USERNAME: email.toLowerCase(), NEW_PASSWORD: 'Own-pass-2026!' },
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
    expect(made.created).toBe(true);

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

    expect(again.created).toBe(false);
    expect(again.sub).toBe(before.UserAttributes!.find((a) => a.Name === 'sub')!.Value);
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
