import { request } from 'node:http';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiEvent, ApiHandler, ApiResult, Route } from '../../../../functions/lib/route';
import { createGateway, type RunningGateway } from '../../../../infra/local/gateway/gateway';
import { localCredentials } from '../../../../infra/local/stand-ins/emulators';
import { findFreePort } from '../../../../infra/local/stand-ins/ports';
import { createBuckets } from '../../../../infra/local/provision/buckets';
import type { TriggerFunction } from '../../../../infra/local/gateway/triggers';
import { invokeFunction, type InvokeOptions } from '../../../support/signed-invoke';

/** Routes only need method and path here; the fake service answers with the event it got. */
const route = (method: Route['method'], path: string) => ({ method, path, access: 'public' }) as unknown as Route;

const received: ApiEvent[] = [];
const echo: ApiHandler = async (event, context): Promise<ApiResult> => {
  received.push(event);
  if (event.routeKey === 'GET /boom') throw new Error('handler failure');
  if (event.routeKey === 'GET /picture') {
    return {
      statusCode: 200,
      headers: { 'Content-Type': 'image/png' },
      body: Buffer.from([137, 80, 78, 71]).toString('base64'),
      isBase64Encoded: true,
    };
  }
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    cookies: ['session=abc; Path=/', 'theme=dark'],
    body: JSON.stringify({ event, requestId: context.awsRequestId, remaining: context.getRemainingTimeInMillis() }),
  };
};

const triggerCalls: unknown[] = [];
const triggers: Record<string, TriggerFunction> = {
  'pre-sign-up': {
    trigger: 'PreSignUp',
    handler: async (event: { response: object }) => {
      triggerCalls.push(event);
      return { ...event, response: { autoConfirmUser: true } };
    },
  },
  'post-confirmation': {
    trigger: 'PostConfirmation',
    handler: async () => {
      throw new Error('Not invited');
    },
  },
};

const { s3Endpoint } = inject('emulators');
const photosBucket = `photos-${process.pid}`;
let gateway: RunningGateway;
const crashes: string[] = [];

beforeAll(async () => {
  const s3 = new S3Client({
    endpoint: s3Endpoint,
    region: 'ca-central-1',
    credentials: localCredentials,
    forcePathStyle: true,
  });
  await createBuckets(s3, [photosBucket]);
  await s3.send(
    new PutObjectCommand({
      Bucket: photosBucket,
      Key: 'p/W123/1.jpg',
      Body: Buffer.from([255, 216, 255]),
      ContentType: 'image/jpeg',
    }),
  );
  // What the photos bucket holds beside the photos: the search index and its pointer.
  for (const key of ['index/search/current.json', 'index/search/v1/listings.bin', 'secret.txt']) {
    await s3.send(new PutObjectCommand({ Bucket: photosBucket, Key: key, Body: `not a photo: ${key}` }));
  }
  gateway = await createGateway({
    photos: { s3Endpoint, bucket: photosBucket },
    port: await findFreePort(),
    triggers,
    onError: (error, routeKey) => crashes.push(`${routeKey}: ${(error as Error).message}`),
    services: [
      {
        name: 'fake',
        handler: echo,
        routes: [
          route('GET', '/neighbourhoods/{id}/sold-report/{month}'),
          route('GET', '/neighbourhoods/featured/sold-report/{month}'),
          route('GET', '/files/{proxy+}'),
          route('POST', '/upload'),
          route('GET', '/boom'),
          route('GET', '/picture'),
          { ...route('GET', '/homevalue/agent'), specPath: '/homevalue/agent/' },
        ],
      },
    ],
  });
});

afterAll(() => gateway.stop());

/** A raw request, so that duplicate headers reach the server as separate lines. */
function send(
  path: string,
  options: { method?: string; headers?: Record<string, string | string[]>; body?: Buffer | string } = {},
) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${gateway.url}${path}`, { method: options.method ?? 'GET' }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      for (const [name, value] of Object.entries(options.headers ?? {})) req.setHeader(name, value);
      req.on('error', reject);
      req.end(options.body);
    },
  );
}

const eventOf = (body: Buffer) => (JSON.parse(body.toString('utf8')) as { event: ApiEvent }).event;

describe('local API gateway', () => {
  it('maps path parameters, query and headers into an API Gateway v2 event', async () => {
    const answer = await send(
      '/api/neighbourhoods/casa%20loma/sold-report/2026-5?time=202605&type=condo&type=detatched&q=a%2Bb',
      {
        headers: { 'X-Trace': ['one', 'two'], 'User-Agent': 'gateway-test', Cookie: 'a=1; b=2' },
      },
    );

    expect(answer.status).toBe(200);
    const event = eventOf(answer.body);
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /neighbourhoods/{id}/sold-report/{month}',
      rawPath: '/api/neighbourhoods/casa%20loma/sold-report/2026-5',
      rawQueryString: 'time=202605&type=condo&type=detatched&q=a%2Bb',
      pathParameters: { id: 'casa loma', month: '2026-5' },
      queryStringParameters: { time: '202605', type: 'condo,detatched', q: 'a+b' },
      cookies: ['a=1', 'b=2'],
      isBase64Encoded: false,
      requestContext: {
        accountId: expect.any(String),
        apiId: expect.any(String),
        domainName: expect.any(String),
        http: {
          method: 'GET',
          path: '/api/neighbourhoods/casa%20loma/sold-report/2026-5',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'gateway-test',
        },
        routeKey: 'GET /neighbourhoods/{id}/sold-report/{month}',
        stage: 'api',
        timeEpoch: expect.any(Number),
      },
    });
    expect(event.headers['x-trace']).toBe('one,two');
    expect(event.headers['user-agent']).toBe('gateway-test');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.requestContext.time).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
    expect(event.body).toBeUndefined();
  });

  it('writes the result back: status, headers, cookies as Set-Cookie, and a Lambda context', async () => {
    const answer = await send('/api/neighbourhoods/x/sold-report/2026-5');

    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['set-cookie']).toEqual(['session=abc; Path=/', 'theme=dark']);
    expect(answer.headers['apigw-requestid']).toBeDefined();
    const { requestId, remaining } = JSON.parse(answer.body.toString('utf8')) as {
      requestId: string;
      remaining: number;
    };
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(remaining).toBeGreaterThan(25_000);
  });

  it('prefers a literal segment to a parameter, and gives a greedy path its whole rest', async () => {
    const featured = eventOf((await send('/api/neighbourhoods/featured/sold-report/2026-4')).body);
    const greedy = eventOf((await send('/api/files/p/W123/1.jpg')).body);

    expect(featured.routeKey).toBe('GET /neighbourhoods/featured/sold-report/{month}');
    expect(greedy.pathParameters).toEqual({ proxy: 'p/W123/1.jpg' });
  });

  it('passes a JSON body as text and a binary body as base64', async () => {
    const json = eventOf(
      (
        await send('/api/upload', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"a":"é"}',
        })
      ).body,
    );
    const bytes = Buffer.from([0, 1, 2, 255]);
    const binary = eventOf(
      (await send('/api/upload', { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: bytes })).body,
    );

    expect(json).toMatchObject({ body: '{"a":"é"}', isBase64Encoded: false });
    expect(binary).toMatchObject({ body: bytes.toString('base64'), isBase64Encoded: true });
  });

  it('decodes a base64 result', async () => {
    const answer = await send('/api/picture');

    expect(answer.headers['content-type']).toBe('image/png');
    expect([...answer.body]).toEqual([137, 80, 78, 71]);
  });

  it('answers JSON 404 for an unknown path, an unknown method and a trailing slash', async () => {
    for (const [method, path] of [
      ['GET', '/api/nowhere'],
      ['DELETE', '/api/upload'],
      ['GET', '/api/boom/'],
      ['GET', '/elsewhere'],
    ] as const) {
      const answer = await send(path, { method });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ message: 'Not Found' });
    }
  });

  it("takes the spec's spelling of a path, with its trailing slash, as the route's own", async () => {
    const answer = await send('/api/homevalue/agent/?userId=u-1');
    const event = eventOf(answer.body);

    expect(answer.status).toBe(200);
    expect(event.routeKey).toBe('GET /homevalue/agent');
    expect(event.queryStringParameters).toEqual({ userId: 'u-1' });
  });

  it('answers 500 Internal Server Error when the handler throws', async () => {
    const answer = await send('/api/boom');

    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ message: 'Internal Server Error' });
    expect(crashes).toEqual(['GET /boom: handler failure']);
  });

  it('answers 413 above the 6 MB payload limit, without calling the handler', async () => {
    const before = received.length;
    const answer = await send('/api/upload', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(6 * 1024 * 1024 + 1, 32),
    });

    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ message: 'Request Entity Too Large' });
    expect(received.length).toBe(before);
  });
});

describe("CloudFront's /p/* behaviour", () => {
  it('serves a photo from the photos bucket, and 404 for one that is not there', async () => {
    const photo = await send('/p/W123/1.jpg');
    const missing = await send('/p/W123/9.jpg');

    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect([...photo.body]).toEqual([255, 216, 255]);
    expect(missing.status).toBe(404);
  });

  it.each([
    '/p/..%2Findex%2Fsearch%2Fcurrent.json',
    '/p/..%2findex/search/current.json',
    '/p/%2e%2e%2Findex%2Fsearch%2Fcurrent.json',
    '/p/W123%2F..%2F..%2Findex%2Fsearch%2Fcurrent.json',
    '/p/W123/..%2F..%2Findex%2Fsearch%2Fv1%2Flistings.bin',
    '/p/..%5Csecret.txt',
    '/p/../secret.txt',
    '/p/W123/../../secret.txt',
    '/p/%2E%2E/secret.txt',
    '/p/%252e%252e%252Fsecret.txt',
    '/p//secret.txt',
    '/p/.%2E/secret.txt',
    '/p/%E0%A4%A',
  ])('serves nothing outside p/: %s is 404', async (path) => {
    const answer = await send(path);

    expect(answer.status).toBe(404);
    expect(answer.body.toString('utf8')).not.toContain('not a photo');
  });
});

describe("local Lambda Invoke endpoint (cognito-local's triggers)", () => {
  const invoke = (name: string, event: object, options: InvokeOptions = { credentials: gateway.invokeCredentials }) =>
    invokeFunction(gateway.url, name, event, options);

  it("runs the registered trigger handler and answers its result, for a call signed with the stack's keys", async () => {
    const answer = await invoke('pre-sign-up', { triggerSource: 'PreSignUp_SignUp', response: {} });

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      triggerSource: 'PreSignUp_SignUp',
      response: { autoConfirmUser: true },
    });
    expect(triggerCalls).toHaveLength(1);
  });

  it('reports a thrown error as a function error, the way Lambda does', async () => {
    const answer = await invoke('post-confirmation', {});

    expect(answer.status).toBe(200);
    expect(answer.headers['x-amz-function-error']).toBe('Unhandled');
    expect(JSON.parse(answer.body)).toMatchObject({ errorMessage: 'Not invited' });
  });

  it('answers 404 for a function it does not know', async () => {
    expect((await invoke('no-such-function', {})).status).toBe(404);
  });

  it('answers a malformed function name without falling over', async () => {
    const path = '/2015-03-31/functions/%E0%A4%A/invocations';
    expect((await send(path, { method: 'POST', body: '{}' })).status).toBe(403);
    expect((await invoke('pre-sign-up', { triggerSource: 'PreSignUp_SignUp', response: {} })).status).toBe(200);
  });

  const ours = () => gateway.invokeCredentials;
  it.each<[string, () => InvokeOptions]>([
    ['unsigned', () => ({})],
    [
      'signed with the well-known local/local keys',
      () => ({ credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    ],
    [
      'signed with the right key id and a guessed secret',
      () => ({ credentials: { accessKeyId: ours().accessKeyId, secretAccessKey: 'guess' } }),
    ],
    ['signed ten minutes ago', () => ({ credentials: ours(), signedAt: new Date(Date.now() - 10 * 60_000) })],
    ['changed after signing', () => ({ credentials: ours(), bodyAfterSigning: JSON.stringify({ forged: true }) })],
  ])('refuses a call %s with 403, running nothing', async (_, options) => {
    const before = triggerCalls.length;

    const answer = await invoke('pre-sign-up', { triggerSource: 'PreSignUp_SignUp', response: {} }, options());

    expect(answer.status).toBe(403);
    expect(answer.headers['x-amzn-errortype']).toEqual(expect.any(String));
    expect(triggerCalls).toHaveLength(before);
  });

  it('refuses an unsigned call to an unknown name the same way, so names cannot be probed', async () => {
    expect((await invoke('no-such-function', {}, {})).status).toBe(403);
  });
});
