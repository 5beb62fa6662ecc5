import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestStack } from '../../../support/test-stack';

/**
 * The thin proxy in front of cognito-local (infra/local/stand-ins/cognito-proxy.ts) adds what the
 * product needs and cognito-local lacks. Resending a sign-up code is tested with the sign-up
 * triggers (test/functions/user/sign-up.int.test.ts); here: global sign-out, disabled users and
 * the refresh Amplify makes.
 */
let stack: Awaited<ReturnType<typeof useTestStack>>;
let cognito: CognitoIdentityProviderClient;
const password = 'Test-pass-2026!';

function signIn(email: string) {
  return cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
}

function refresh(refreshToken: string) {
  return cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: stack.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
}

/** How Amplify refreshes a session (its refreshAuthTokens), not InitiateAuth. */
function refreshAsAmplify(refreshToken: string) {
  return cognito.send(
    new GetTokensFromRefreshTokenCommand({ ClientId: stack.userPoolClientId, RefreshToken: refreshToken }),
  );
}

const claimsOf = (token: string | undefined) =>
  JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

beforeAll(async () => {
  stack = await useTestStack();
  cognito = new CognitoIdentityProviderClient({
    endpoint: inject('emulators').cognitoEndpoint,
    region: 'ca-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});

describe('GetTokensFromRefreshToken', () => {
  it("gives the session's user new tokens, and refuses once they signed out everywhere or were disabled", async () => {
    await stack.createUser({ email: 'amplify.refresh@example.com', password });
    const first = (await signIn('amplify.refresh@example.com')).AuthenticationResult!;

    const { AuthenticationResult } = await refreshAsAmplify(first.RefreshToken!);

    expect(claimsOf(AuthenticationResult?.IdToken)).toMatchObject({
      email: 'amplify.refresh@example.com',
      token_use: 'id',
    });
    expect(claimsOf(AuthenticationResult?.AccessToken)).toMatchObject({ token_use: 'access' });

    await cognito.send(
      new AdminDisableUserCommand({ UserPoolId: stack.userPoolId, Username: 'amplify.refresh@example.com' }),
    );
    await expect(refreshAsAmplify(first.RefreshToken!)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    await cognito.send(
      new AdminEnableUserCommand({ UserPoolId: stack.userPoolId, Username: 'amplify.refresh@example.com' }),
    );
    await cognito.send(new GlobalSignOutCommand({ AccessToken: first.AccessToken }));
    await expect(refreshAsAmplify(first.RefreshToken!)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  it('refuses a refresh token past its lifetime, as Cognito does (cognito-local never checks it)', async () => {
    await stack.createUser({ email: 'old.session@example.com', password });
    const { RefreshToken } = (await signIn('old.session@example.com')).AuthenticationResult!;
    // The same token as if issued 31 days ago: its claims say so (the proxy reads them first).
    const [header, payload, signature] = RefreshToken!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
    const expired = [
      header,
      Buffer.from(JSON.stringify({ ...claims, exp: claims.exp - 31 * 86_400 })).toString('base64url'),
      signature,
    ].join('.');

    for (const attempt of [refreshAsAmplify, refresh])
      await expect(attempt(expired)).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Refresh Token has expired',
      });
    expect(claims.exp * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });
});

describe('GlobalSignOut', () => {
  it('revokes the refresh and access tokens issued before it, not the ones issued after', async () => {
    await stack.createUser({ email: 'global.out@example.com', password });
    const before = (await signIn('global.out@example.com')).AuthenticationResult!;
    expect((await refresh(before.RefreshToken!)).AuthenticationResult?.IdToken).toBeDefined();

    await cognito.send(new GlobalSignOutCommand({ AccessToken: before.AccessToken }));

    await expect(refresh(before.RefreshToken!)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(cognito.send(new GetUserCommand({ AccessToken: before.AccessToken }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });

    // Token times are whole seconds: a sign-in in the next second is a new session.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = (await signIn('global.out@example.com')).AuthenticationResult!;
    expect((await refresh(after.RefreshToken!)).AuthenticationResult?.IdToken).toBeDefined();
    expect((await cognito.send(new GetUserCommand({ AccessToken: after.AccessToken }))).Username).toBeDefined();
  });

  it('refuses a token that is not an access token', async () => {
    await expect(cognito.send(new GlobalSignOutCommand({ AccessToken: 'not-a-token' }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});

describe('what cognito-local would take and Cognito refuses (security 73)', () => {
  /** A call sent as raw JSON, with the target header as given. */
  async function rawCall(target: string, body: unknown) {
    const response = await fetch(inject('emulators').cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('refuses a target spelled another way, so no spelling skips its checks (cognito-local reads what follows the first dot)', async () => {
    await stack.createUser({ email: 'other.spelling@example.com', password });
    const session = (await signIn('other.spelling@example.com')).AuthenticationResult!;
    await cognito.send(new GlobalSignOutCommand({ AccessToken: session.AccessToken }));
    const refreshCall = {
      ClientId: stack.userPoolClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: session.RefreshToken },
    };

    for (const target of ['X.InitiateAuth', 'AWSCognitoIdentityProviderService.InitiateAuth.Extra', 'InitiateAuth']) {
      const answer = await rawCall(target, refreshCall);
      expect(answer.status).toBe(400);
      expect(answer.body.AuthenticationResult).toBeUndefined();
    }
    expect((await rawCall('AWSCognitoIdentityProviderService.InitiateAuth', refreshCall)).body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  it("has no OAuth endpoints, as a pool without a domain has none: cognito-local's would refresh a signed-out session", async () => {
    await stack.createUser({ email: 'oauth.refresh@example.com', password });
    const session = (await signIn('oauth.refresh@example.com')).AuthenticationResult!;
    await cognito.send(new GlobalSignOutCommand({ AccessToken: session.AccessToken }));

    const response = await fetch(`${inject('emulators').cognitoEndpoint}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: stack.userPoolClientId,
        refresh_token: session.RefreshToken!,
      }).toString(),
    });

    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('access_token');
  });

  it('refuses an access token it did not sign: an unsigned one naming another user neither signs them out nor reads them', async () => {
    await stack.createUser({ email: 'forged.victim@example.com', password });
    const victim = (await signIn('forged.victim@example.com')).AuthenticationResult!;
    const claims = claimsOf(victim.AccessToken);
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ ...claims, iat: Math.floor(Date.now() / 1000) + 5 })).toString('base64url'),
      '',
    ].join('.');
    // Its own token's signature under claims it did not sign (issued later, so not yet revoked).
    const [header, , signature] = victim.AccessToken!.split('.');
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, iat: Number(claims.iat) + 5 })).toString('base64url'),
      signature,
    ].join('.');

    for (const token of [unsigned, tampered]) {
      await expect(cognito.send(new GlobalSignOutCommand({ AccessToken: token }))).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Invalid Access Token',
      });
      await expect(cognito.send(new GetUserCommand({ AccessToken: token }))).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
    }
    expect((await refresh(victim.RefreshToken!)).AuthenticationResult?.IdToken).toBeDefined();
    expect((await cognito.send(new GetUserCommand({ AccessToken: victim.AccessToken }))).Username).toBeDefined();
  });
});

describe('disabled users', () => {
  it('refuses to sign in or refresh a disabled user, as Cognito does, and lets them back once enabled', async () => {
    await stack.createUser({ email: 'archived@example.com', password });
    const session = (await signIn('archived@example.com')).AuthenticationResult!;
    await cognito.send(new AdminDisableUserCommand({ UserPoolId: stack.userPoolId, Username: 'archived@example.com' }));

    await expect(signIn('archived@example.com')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    await expect(refresh(session.RefreshToken!)).rejects.toMatchObject({ message: 'User is disabled.' });

    await cognito.send(new AdminEnableUserCommand({ UserPoolId: stack.userPoolId, Username: 'archived@example.com' }));
    expect((await signIn('archived@example.com')).AuthenticationResult?.IdToken).toBeDefined();
  });

  it('passes every other call through unchanged (a wrong password is still cognito-local’s own answer)', async () => {
    await stack.createUser({ email: 'plain@example.com', password });
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: stack.userPoolClientId,
          AuthParameters: { USERNAME: 'plain@example.com', PASSWORD: 'Wrong-pass-1!' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });
});
