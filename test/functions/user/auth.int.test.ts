import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../functions/lib/http/answers';
import { endpoint } from '../../../functions/lib/http/endpoint';
import { createServiceHandler } from '../../../functions/lib/http/service';
import type { Route } from '../../../functions/lib/route';
import { handler as userService } from '../../../functions/user/index';
import { apiEvent, lambdaContext } from '../../support/api-event';
import {
  cognitoLocalKeyPem,
  decodeJwtPayload,
  signJwt,
  strangerKeyPem,
  unsignedJwt,
  useTestStack,
  type TestUser,
} from '../../support/test-stack';

let stack: Awaited<ReturnType<typeof useTestStack>>;
let client: TestUser;
let admin: TestUser;

const adminOnly: Route[] = [
  {
    method: 'GET',
    path: '/admin-only',
    access: ['admin'],
    handler: endpoint({}, async ({ caller }) => ok({ sub: caller?.sub })),
  },
  {
    method: 'GET',
    path: '/maybe',
    access: 'optional',
    handler: endpoint({}, async ({ caller }) => ok({ anonymous: caller === null })),
  },
];
const testService = createServiceHandler('test', adminOnly);

const status = async (service: typeof userService, routeKey: string, token?: string) =>
  (await service(apiEvent(routeKey, { token }), lambdaContext())).statusCode;

beforeAll(async () => {
  stack = await useTestStack();
  client = await stack.createUser({ email: 'client@example.com' });
  admin = await stack.createUser({ email: 'admin@example.com', groups: ['admin'] });
});

describe('ID token verification (DESIGN "Access levels")', () => {
  it('accepts a token the local user pool issued', async () => {
    expect(await status(userService, 'GET /identity', client.idToken)).toBe(200);
  });

  it('answers 401 without a token on a signed-in route', async () => {
    expect(await status(userService, 'GET /myprofile')).toBe(401);
  });

  it('answers 401 for a token signed by another key', async () => {
    const forged = signJwt(decodeJwtPayload(client.idToken), strangerKeyPem());
    expect(await status(userService, 'GET /identity', forged)).toBe(401);
  });

  it('accepts a token re-signed with the local key while it is fresh (control for the next tests)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const fresh = signJwt({ ...decodeJwtPayload(client.idToken), iat: now, exp: now + 600 }, cognitoLocalKeyPem());
    expect(await status(userService, 'GET /identity', fresh)).toBe(200);
  });

  it('answers 401 for an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = signJwt({ ...decodeJwtPayload(client.idToken), iat: past, exp: past + 3600 }, cognitoLocalKeyPem());
    expect(await status(userService, 'GET /identity', expired)).toBe(401);
  });

  it('answers 401 for a token issued to another app client', async () => {
    const otherClientId = await stack.createOtherClient();
    const foreign = await stack.signIn('client@example.com', 'Test-pass-2026!', otherClientId);
    expect(decodeJwtPayload(foreign).aud).toBe(otherClientId);
    expect(await status(userService, 'GET /identity', foreign)).toBe(401);
  });

  it('answers 401 for an unsigned token (alg: none)', async () => {
    expect(await status(userService, 'GET /identity', unsignedJwt(decodeJwtPayload(client.idToken)))).toBe(401);
  });

  it('answers 401 for an access token where an ID token is expected', async () => {
    const accessLike = signJwt({ ...decodeJwtPayload(client.idToken), token_use: 'access' }, cognitoLocalKeyPem());
    expect(await status(userService, 'GET /identity', accessLike)).toBe(401);
  });

  it('answers 403 to a client on an admin-only route, and lets an admin in', async () => {
    expect(await status(testService, 'GET /admin-only', client.idToken)).toBe(403);
    expect(await status(testService, 'GET /admin-only', admin.idToken)).toBe(200);
  });

  it('treats no token as anonymous on an optional route but never downgrades a bad one', async () => {
    const anonymous = await testService(apiEvent('GET /maybe'), lambdaContext());
    expect(JSON.parse(anonymous.body ?? '{}')).toEqual({ anonymous: true });
    expect(await status(testService, 'GET /maybe', unsignedJwt(decodeJwtPayload(client.idToken)))).toBe(401);
  });
});
