import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startCognitoProxy, type RunningCognitoProxy } from '../../../../infra/local/stand-ins/cognito-proxy';
import { closeServer, listen } from '../../../../infra/local/stand-ins/http-server';
import { findFreePort, localHost } from '../../../../infra/local/stand-ins/ports';

/**
 * The proxy runs inside the test runner's own process (test/support/global-emulators.ts) and
 * inside `npm start`: a client that goes away, or an upstream that answers nonsense, must cost
 * one answer, never an unhandled rejection or an uncaught exception, which end that process.
 * Here the proxy runs in this test's worker, so such a fault fails the test instead.
 */
const target = 'AWSCognitoIdentityProviderService.';
/** What the stand-in cognito-local answers, by operation; ForgotPassword answers like a crashed server. */
const answers: Record<string, { status: number; body: string }> = {
  ListUserPools: { status: 200, body: JSON.stringify({ UserPools: [{ Id: 'ca-central-1_pool' }] }) },
  ListUserPoolClients: { status: 200, body: JSON.stringify({ UserPoolClients: [{ ClientId: 'client' }] }) },
  AdminGetUser: {
    status: 200,
    body: JSON.stringify({ Username: 'new@example.com', UserStatus: 'UNCONFIRMED', Enabled: true }),
  },
  ForgotPassword: { status: 502, body: '<html>Bad Gateway</html>' },
};

let upstream: Server;
let proxy: RunningCognitoProxy;
let folder: string;
const faults: unknown[] = [];
const recordFault = (error: unknown) => faults.push(error);

beforeAll(async () => {
  upstream = createServer((request, response) => {
    // Its key cannot be had: a JWKS that answers like a crashed server.
    if (request.method === 'GET' && request.url?.endsWith('/.well-known/jwks.json')) {
      request.resume();
      response.writeHead(500).end('<html>Internal Server Error</html>');
      return;
    }
    const operation = String(request.headers['x-amz-target'] ?? '').slice(target.length);
    const answer = answers[operation] ?? { status: 200, body: '{"passedThrough":true}' };
    request.resume();
    request.on('end', () => {
      response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(answer.body);
    });
  });
  const upstreamPort = await findFreePort();
  await listen(upstream, upstreamPort);
  folder = mkdtempSync(join(tmpdir(), 'cognito-proxy-'));
  proxy = await startCognitoProxy({
    port: await findFreePort(),
    upstream: `http://${localHost}:${upstreamPort}`,
    stateFile: join(folder, 'signed-out.json'),
  });
  process.on('unhandledRejection', recordFault);
  process.on('uncaughtException', recordFault);
});

afterAll(async () => {
  process.off('unhandledRejection', recordFault);
  process.off('uncaughtException', recordFault);
  await proxy.stop();
  await closeServer(upstream);
  rmSync(folder, { recursive: true, force: true });
});

afterEach(() => {
  expect(faults).toEqual([]);
});

const call = (operation: string, body: unknown) =>
  fetch(proxy.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${target}${operation}` },
    body: JSON.stringify(body),
  });

/** Lets the event loop run what a fault would have scheduled (a rejection, an emitted error). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the Cognito proxy under faults', () => {
  it('shrugs off a client that goes away halfway through its request, and answers the next one', async () => {
    const { hostname, port } = new URL(proxy.endpoint);
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST / HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/x-amz-json-1.1\r\n` +
        `X-Amz-Target: ${target}InitiateAuth\r\nContent-Length: 1000\r\n\r\n{"ClientId":`,
    );
    await settle();
    socket.destroy();
    await settle();

    expect(faults).toEqual([]);
    const next = await call('ListUsers', { UserPoolId: 'ca-central-1_pool' });
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual({ passedThrough: true });
  });

  it('refuses a token that names no pool without fetching a key, and answers a key it cannot fetch as its own fault', async () => {
    // Before: the first call of a process with a token naming no pool asked for the JWKS of none,
    // and its refusal read as the stand-in's fault (500) rather than a bad token (review 73).
    const garbage = await call('GetUser', { AccessToken: 'not-a-token' });
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ __type: 'NotAuthorizedException', message: 'Invalid Access Token' });

    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = [
      part({ alg: 'RS256', kid: 'CognitoLocal' }),
      part({ token_use: 'access', iss: `${proxy.endpoint}/ca-central-1_pool`, exp: 4_102_444_800 }),
      'signature',
    ].join('.');
    const keyless = await call('GetUser', { AccessToken: token });
    await settle();

    expect(faults).toEqual([]);
    expect(keyless.status).toBe(500);
    expect(await keyless.json()).toMatchObject({ __type: 'InternalErrorException' });
  });

  it('answers 500 when cognito-local answers a call made on the caller’s behalf with something not JSON', async () => {
    const answer = await call('ResendConfirmationCode', { ClientId: 'client', Username: 'new@example.com' });
    await settle();

    expect(faults).toEqual([]);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ __type: 'InternalErrorException' });
  });
});
