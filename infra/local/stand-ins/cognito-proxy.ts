import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { verifyJwtSync } from 'aws-jwt-verify/jwt-verifier';
import {
  createUpstream,
  findUser,
  jwtClaims,
  markEmailVerified,
  poolIdFromIssuer,
  SignOuts,
  type Upstream,
} from './cognito-upstream';
import { closeServer, listen } from './http-server';
import { localHost } from './ports';

/**
 * A thin proxy in front of cognito-local that adds the five things it lacks and the product
 * needs (DESIGN "Known facts about the stand-ins"), and nothing else:
 *
 * - `ResendConfirmationCode`: cognito-local's ForgotPassword stores a fresh code in the very
 *   field ConfirmSignUp checks, so a resend for an unconfirmed user is a ForgotPassword.
 * - `GlobalSignOut`: remembers when the user signed out everywhere (in `signed-out.json`
 *   beside cognito-local's data) and from then on refuses the refresh and access tokens
 *   issued before, as Cognito does.
 * - Disabled users: InitiateAuth (password or refresh) of a disabled user is refused with
 *   Cognito's `NotAuthorizedException: User is disabled.` (archived users, DECISIONS row 24).
 *   So is a refresh token past its lifetime, which cognito-local signs but never checks.
 * - `ConfirmSignUp` verifies the address: the code was e-mailed to it, so Cognito sets
 *   `email_verified`; cognito-local leaves it unset, which the tokens read as unverified
 *   (QA 53b L3: a new user's showing request went to the agent without a Reply-To).
 * - `GetTokensFromRefreshToken`: how Amplify refreshes a session (cognito-local knows only
 *   InitiateAuth's REFRESH_TOKEN_AUTH, which it becomes, with the same checks). Without it a
 *   local session ended when its first ID token expired.
 *
 * Three things Cognito does and cognito-local does not (security 73), so no call reaches
 * cognito-local past the checks above: a call's target is read one way,
 * `AWSCognitoIdentityProviderService.<Operation>`, or refused (cognito-local reads what follows
 * the first dot, so `X.InitiateAuth` had refreshed a signed-out session), and its body is passed
 * on as the proxy read it; cognito-local's OAuth endpoints are not served (the pool has no
 * domain, so Cognito has none, and cognito-local's `/oauth2/token` refreshed any session); and
 * an access token is taken only when cognito-local signed it and it has not expired
 * (cognito-local decodes the tokens it is handed without checking either). The signing key is
 * cognito-local's own and public, and its admin calls take any credentials: this keeps the
 * local stack to Cognito's rules for the web's calls, not to its secrets, and the stack answers
 * on the loopback interface only.
 *
 * Every other request (a preflight, the JWKS) goes through untouched. It runs inside `npm start` and the test runner's
 * own process, so a fault (a caller gone halfway, an answer that is not JSON) costs one answer,
 * never an unhandled rejection, which would end that process.
 */
export interface CognitoProxyOptions {
  port: number;
  /** cognito-local's own address. */
  upstream: string;
  /** Where the global sign-outs are kept across restarts. */
  stateFile: string;
}

export interface RunningCognitoProxy {
  endpoint: string;
  stop(): Promise<void>;
}

const targetPrefix = 'AWSCognitoIdentityProviderService.';
/** The only target spelling Cognito takes (and so the proxy passes on). */
const targetPattern = /^AWSCognitoIdentityProviderService\.([A-Za-z]+)$/;
const amzJson = 'application/x-amz-json-1.1';

class CognitoFailure extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

type Body = Record<string, unknown>;
type Handled = { status: number; body: unknown } | undefined;

function createHandlers(upstream: Upstream, signOuts: SignOuts, jwks: (poolId: string) => Promise<Jwks>) {
  /** An access token cognito-local signed, unexpired and not revoked: its claims, or Cognito's refusal. */
  async function assertAccessToken(token: unknown): Promise<Record<string, unknown>> {
    // No pool named, no key to check it with: not a token of this stack's.
    const poolId = poolIdFromIssuer(jwtClaims(token) ?? {});
    if (!poolId) throw new CognitoFailure('NotAuthorizedException', 'Invalid Access Token');
    // A fault fetching the key is the stand-in's, answered as one (500), not as a bad token.
    const keys = await jwks(poolId);
    let claims: Record<string, unknown>;
    try {
      claims = verifyJwtSync(String(token), keys, {
        issuer: null,
        audience: null,
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== 'access') throw new Error('Not an access token');
        },
      });
    } catch (error) {
      if (error instanceof JwtExpiredError)
        throw new CognitoFailure('NotAuthorizedException', 'Access Token has expired');
      throw new CognitoFailure('NotAuthorizedException', 'Invalid Access Token');
    }
    assertNotRevoked(token, 'Access');
    return claims;
  }

  /** Refuses a token issued before its user's global sign-out. */
  function assertNotRevoked(token: unknown, kind: 'Access' | 'Refresh'): void {
    const claims = jwtClaims(token);
    if (!claims) return;
    const username = String(claims.username ?? claims['cognito:username'] ?? '');
    if (signOuts.revoked(poolIdFromIssuer(claims), username, Number(claims.iat ?? 0))) {
      throw new CognitoFailure('NotAuthorizedException', `${kind} Token has been revoked`);
    }
  }

  async function assertEnabled(clientId: unknown, username: string): Promise<void> {
    const poolId = await upstream.poolOfClient(String(clientId ?? ''));
    if (!poolId || !username) return;
    const user = await findUser(upstream, poolId, username);
    if (user && !user.enabled) throw new CognitoFailure('NotAuthorizedException', 'User is disabled.');
  }

  async function resendConfirmationCode(body: Body, forward: (target: string, body: Body) => Promise<Handled>) {
    const clientId = String(body.ClientId ?? '');
    const username = String(body.Username ?? '');
    const poolId = await upstream.poolOfClient(clientId);
    if (!poolId) throw new CognitoFailure('ResourceNotFoundException', 'User pool client does not exist.');
    const user = await findUser(upstream, poolId, username);
    if (!user) throw new CognitoFailure('UserNotFoundException', 'Username/client id combination not found.');
    if (user.status !== 'UNCONFIRMED') {
      throw new CognitoFailure('InvalidParameterException', 'User is already confirmed.');
    }
    return forward('ForgotPassword', { ClientId: clientId, Username: username });
  }

  async function confirmSignUp(body: Body, forward: (target: string, body: Body) => Promise<Handled>) {
    const answer = await forward('ConfirmSignUp', body);
    if (answer?.status !== 200) return answer;
    // The account is confirmed whatever follows: a failed lookup or mark costs the flag, never the answer.
    const username = String(body.Username ?? '');
    try {
      const poolId = await upstream.poolOfClient(String(body.ClientId ?? ''));
      const user = poolId ? await findUser(upstream, poolId, username) : undefined;
      if (poolId && user) await markEmailVerified(upstream, poolId, user);
    } catch (error) {
      console.warn(`cognito-proxy: ${username}'s address not marked verified: ${String(error)}`);
    }
    return answer;
  }

  async function globalSignOut(body: Body): Promise<Handled> {
    const claims = await assertAccessToken(body.AccessToken);
    signOuts.record(poolIdFromIssuer(claims), String(claims.username ?? ''), Math.floor(Date.now() / 1000));
    return { status: 200, body: {} };
  }

  /** Refuses a refresh token past its lifetime, revoked by a global sign-out, or whose user is disabled. */
  async function assertRefreshable(clientId: unknown, refreshToken: string): Promise<void> {
    assertNotRevoked(refreshToken, 'Refresh');
    const claims = jwtClaims(refreshToken);
    // cognito-local signs the token's expiry (the client's 30 days) but never checks it.
    if (typeof claims?.exp === 'number' && claims.exp * 1000 < Date.now()) {
      throw new CognitoFailure('NotAuthorizedException', 'Refresh Token has expired');
    }
    await assertEnabled(clientId, String(claims?.['cognito:username'] ?? ''));
  }

  async function getTokensFromRefreshToken(body: Body, forward: (target: string, body: Body) => Promise<Handled>) {
    const refreshToken = String(body.RefreshToken ?? '');
    await assertRefreshable(body.ClientId, refreshToken);
    const answer = await forward('InitiateAuth', {
      ClientId: body.ClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });
    if (answer?.status !== 200) return answer;
    // Its answer is InitiateAuth's result alone, as Cognito's is; the refresh token is not rotated.
    return { status: 200, body: { AuthenticationResult: (answer.body as Body).AuthenticationResult } };
  }

  /** Answers the request itself, or returns undefined to let cognito-local answer it. */
  return async function handle(
    target: string,
    body: Body,
    forward: (target: string, body: Body) => Promise<Handled>,
  ): Promise<Handled> {
    if (target === 'ResendConfirmationCode') return resendConfirmationCode(body, forward);
    if (target === 'GlobalSignOut') return globalSignOut(body);
    if (target === 'ConfirmSignUp') return confirmSignUp(body, forward);
    if (target === 'GetTokensFromRefreshToken') return getTokensFromRefreshToken(body, forward);
    if ('AccessToken' in body) await assertAccessToken(body.AccessToken);
    if (target === 'InitiateAuth' || target === 'AdminInitiateAuth') {
      const parameters = (body.AuthParameters ?? {}) as Record<string, string>;
      if (parameters.REFRESH_TOKEN) await assertRefreshable(body.ClientId, parameters.REFRESH_TOKEN);
      else if (parameters.USERNAME) {
        await assertEnabled(body.ClientId, parameters.USERNAME);
      }
    }
    return undefined;
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Cognito's error and success answers, with the CORS headers the browser needs from cognito-local. */
function sendJson(response: ServerResponse, status: number, body: unknown, request: IncomingMessage): void {
  const text = JSON.stringify(body);
  const headers: Record<string, string | number> = {
    'content-type': 'application/x-amz-json-1.1',
    'content-length': Buffer.byteLength(text),
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid',
  };
  if (status >= 400 && body && typeof body === 'object' && '__type' in body) {
    headers['x-amzn-errortype'] = String((body as { __type: string }).__type);
  }
  response.writeHead(status, headers);
  response.end(text);
}

export async function startCognitoProxy(options: CognitoProxyOptions): Promise<RunningCognitoProxy> {
  const upstreamUrl = new URL(options.upstream);
  // cognito-local signs every pool's tokens with one key, served at each pool's JWKS address.
  let jwks: Promise<Jwks> | undefined;
  const fetchJwks = async (poolId: string) => {
    const response = await fetch(new URL(`${encodeURIComponent(poolId)}/.well-known/jwks.json`, upstreamUrl));
    if (!response.ok) throw new Error(`cognito-local's JWKS: HTTP ${response.status}`);
    const body = (await response.json()) as Partial<Jwks>;
    if (!Array.isArray(body.keys)) throw new Error("cognito-local's JWKS has no keys");
    return body as Jwks;
  };
  const handle = createHandlers(createUpstream(options.upstream), new SignOuts(options.stateFile), (poolId) => {
    jwks ??= fetchJwks(poolId).catch((error: unknown) => {
      jwks = undefined;
      throw error;
    });
    return jwks;
  });

  /** Passes a request to cognito-local (a call's body as the proxy read it), and its answer back as it went. */
  function pipe(request: IncomingMessage, response: ServerResponse, body: Buffer, contentType?: string): void {
    const upstream = httpRequest(
      {
        hostname: upstreamUrl.hostname,
        port: upstreamUrl.port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          host: upstreamUrl.host,
          'content-length': body.length,
          ...(contentType ? { 'content-type': contentType } : {}),
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('error', (error) => response.destroy(error));
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) sendJson(response, 502, { message: error.message }, request);
      else response.destroy(error);
    });
    upstream.end(body);
  }

  /** A call to cognito-local on the proxy's behalf. */
  function forward(target: string, body: Body): Promise<Handled> {
    return new Promise((resolve, reject) => {
      const text = JSON.stringify(body);
      const upstream = httpRequest(
        {
          hostname: upstreamUrl.hostname,
          port: upstreamUrl.port,
          method: 'POST',
          path: '/',
          headers: {
            'content-type': amzJson,
            'content-length': Buffer.byteLength(text),
            'x-amz-target': `${targetPrefix}${target}`,
          },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            try {
              resolve({ status: answer.statusCode ?? 502, body: raw ? (JSON.parse(raw) as unknown) : {} });
            } catch (error) {
              reject(error as Error);
            }
          });
          answer.on('error', reject);
        },
      );
      upstream.on('error', reject);
      upstream.end(text);
    });
  }

  const server = createServer((request, response) => {
    void (async () => {
      let body: Buffer;
      try {
        body = await readBody(request);
      } catch {
        // The caller went away before its request was whole: there is no one to answer.
        response.destroy();
        return;
      }
      // Any spelling: Express matches its routes without regard to case.
      if (/oauth2/i.test((request.url ?? '').split('?')[0]!)) {
        sendJson(response, 404, { message: 'Not Found' }, request);
        return;
      }
      const target = request.headers['x-amz-target'];
      if (request.method !== 'POST' || target === undefined) {
        pipe(request, response, body);
        return;
      }
      const operation = typeof target === 'string' ? targetPattern.exec(target)?.[1] : undefined;
      if (!operation) {
        sendJson(response, 400, { __type: 'UnknownOperationException', message: 'Unknown operation.' }, request);
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8') || '{}');
      } catch {
        parsed = undefined;
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        sendJson(response, 400, { __type: 'SerializationException', message: 'The request is not JSON.' }, request);
        return;
      }
      try {
        const handled = await handle(operation, parsed as Body, forward);
        if (handled) sendJson(response, handled.status, handled.body, request);
        // cognito-local reads the very body that was checked, whatever the caller's encoding.
        else pipe(request, response, Buffer.from(JSON.stringify(parsed)), amzJson);
      } catch (error) {
        if (error instanceof CognitoFailure) {
          sendJson(response, 400, { __type: error.type, message: error.message }, request);
        } else {
          sendJson(response, 500, { __type: 'InternalErrorException', message: (error as Error).message }, request);
        }
      }
    })();
  });

  await listen(server, options.port);
  return { endpoint: `http://${localHost}:${options.port}`, stop: () => closeServer(server) };
}
