import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { resetEnv } from '../../../functions/lib/env';
import { NotFoundError } from '../../../functions/lib/errors';
import { originVerifyHeader } from '../../../functions/lib/http/origin-verify';
import { ok } from '../../../functions/lib/http/answers';
import { bind, handle } from '../../../functions/lib/http/handle';
import { json, route } from '@shared/contract/route';
import { createServiceHandler } from '../../../functions/lib/http/service';
import type { Route } from '../../../functions/lib/route';
import { apiEvent, lambdaContext } from '../../support/api-event';

const echoBody = z.object({ name: z.string().min(2, 'Name must have at least 2 characters') });
const rows = {
  echo: route({
    method: 'POST',
    path: '/echo',
    body: echoBody,
    answer: json<{ hello: string }>(),
    access: 'public',
    owner: 'none',
    spec: 'test',
    maxBodyBytes: 100,
  }),
  formEcho: route({
    method: 'POST',
    path: '/form-echo',
    body: echoBody,
    answer: json<{ hello: string }>(),
    access: 'public',
    owner: 'none',
    spec: 'test',
    maxBodyBytes: 100,
    acceptsForm: true,
  }),
  choose: route({
    method: 'POST',
    path: '/choose',
    body: z.object({
      method: z.enum(['email', 'SMS', 'phone']).optional(),
      mode: z.literal('One-Click').optional(),
      link: z.object({ to: z.string() }).strict().optional(),
    }),
    answer: json<object>(),
    access: 'public',
    owner: 'none',
    spec: 'test',
  }),
  thing: route({
    method: 'GET',
    path: '/things/{id}',
    answer: json<object>(),
    access: 'public',
    owner: 'none',
    spec: 'test',
  }),
  boom: route({ method: 'GET', path: '/boom', answer: json<object>(), access: 'public', owner: 'none', spec: 'test' }),
  mine: route({
    method: 'GET',
    path: '/mine',
    answer: json<object>(),
    access: 'signedIn',
    owner: 'none',
    spec: 'test',
  }),
  admin: route({
    method: 'GET',
    path: '/admin',
    answer: json<object>(),
    access: ['admin'],
    owner: 'none',
    spec: 'test',
  }),
};

const routes: Route[] = bind(rows, {
  echo: handle(rows.echo, async ({ body }) => ok({ hello: body.name })),
  formEcho: handle(rows.formEcho, async ({ body }) => ok({ hello: body.name })),
  choose: handle(rows.choose, async () => ok({})),
  thing: handle(rows.thing, async () => {
    throw new NotFoundError('No such thing.');
  }),
  boom: handle(rows.boom, async () => {
    throw new Error('secret detail at /var/task/index.js:1');
  }),
  mine: handle(rows.mine, async () => ok({})),
  admin: handle(rows.admin, async () => ok({})),
});
// No call here sends a token, so no standing is ever read.
const handler = createServiceHandler('test', routes, { readStanding: async () => undefined });
const call = async (...args: Parameters<typeof apiEvent>) => {
  const result = await handler(apiEvent(...args), lambdaContext());
  return {
    status: result.statusCode,
    body: result.body ? JSON.parse(result.body) : undefined,
    headers: result.headers,
  };
};

describe('the middleware stack', () => {
  it('parses, validates and answers JSON', async () => {
    const answer = await call('POST /echo', { body: { name: 'Olivia', extra: true } });
    expect(answer).toMatchObject({ status: 200, body: { hello: 'Olivia' } });
    expect(answer.headers?.['content-type']).toMatch(/application\/json/);
  });

  it('answers 400 naming the field with the schema message', async () => {
    expect(await call('POST /echo', { body: { name: 'O' } })).toMatchObject({
      status: 400,
      body: { field: 'name', message: 'Name must have at least 2 characters' },
    });
  });

  it("says in words what a value its schema gave no message for should be, never zod's default (QA 36 M4)", async () => {
    expect(await call('POST /echo', { body: [] })).toMatchObject({
      status: 400,
      body: { field: 'body', message: 'The request body must be a JSON object.' },
    });
    expect(await call('POST /echo', { body: {} })).toMatchObject({
      status: 400,
      body: { field: 'name', message: 'name is required.' },
    });
    expect(await call('POST /echo', { body: { name: ['Olivia'] } })).toMatchObject({
      status: 400,
      body: { field: 'name', message: 'name must be text.' },
    });
  });

  // QA 46b L3: "Invalid option: expected one of \"email\"|\"SMS\"|\"phone\"", "Unrecognized key: \"evil\"".
  it("names the choices, the one value and the unknown fields in words, never zod's default", async () => {
    expect(await call('POST /choose', { body: { method: 'fax' } })).toMatchObject({
      status: 400,
      body: { field: 'method', message: 'method must be one of email, SMS, phone.' },
    });
    expect(await call('POST /choose', { body: { mode: 'Two' } })).toMatchObject({
      status: 400,
      body: { field: 'mode', message: 'mode must be One-Click.' },
    });
    expect(await call('POST /choose', { body: { link: { to: '/a', evil: 1, worse: 2 } } })).toMatchObject({
      status: 400,
      body: { field: 'link', message: 'link has fields this request does not take: evil, worse.' },
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect(await call('POST /echo', { body: '{"name": "Ol' })).toMatchObject({
      status: 400,
      body: { message: 'The request body is not valid JSON.' },
    });
  });

  it('takes a form-encoded body only where the endpoint says so (RFC 8058 one-click POSTs)', async () => {
    const form = { body: 'name=Olivia+Chen', headers: { 'content-type': 'application/x-www-form-urlencoded' } };

    expect(await call('POST /form-echo', form)).toMatchObject({ status: 200, body: { hello: 'Olivia Chen' } });
    // RFC 8058: a mail client's one-click POST SHOULD be multipart/form-data (review 38: 415).
    const multipart = {
      body: '--b1\r\nContent-Disposition: form-data; name="name"\r\n\r\nOlivia Chen\r\n--b1--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b1' },
    };
    expect(await call('POST /form-echo', multipart)).toMatchObject({ status: 200, body: { hello: 'Olivia Chen' } });
    expect(await call('POST /echo', multipart)).toMatchObject({ status: 415 });
    expect(
      await call('POST /form-echo', { ...multipart, headers: { 'content-type': 'multipart/form-data; boundary=zz' } }),
    ).toMatchObject({ status: 400, body: { message: 'The request body is not a readable form.' } });
    expect(await call('POST /form-echo', { body: { name: 'Olivia' } })).toMatchObject({ status: 200 });
    expect(await call('POST /echo', form)).toMatchObject({
      status: 415,
      body: { message: 'Send the request body as JSON (Content-Type: application/json).' },
    });
  });

  it('refuses a body that says it is not JSON, as a cross-site form sends one without the browser asking first (QA 36 L8)', async () => {
    // An HTML form on any site may POST text/plain or multipart with no preflight: a JSON object
    // typed into a text/plain form was read as if the page had sent it.
    const json = JSON.stringify({ name: 'Olivia' });
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'multipart/form-data; boundary=x', 'application/xml'])
      expect(await call('POST /echo', { body: json, headers: { 'content-type': type } }), type).toMatchObject({
        status: 415,
        body: { message: 'Send the request body as JSON (Content-Type: application/json).' },
      });
    expect(await call('POST /form-echo', { body: json, headers: { 'content-type': 'text/plain' } })).toMatchObject({
      status: 415,
    });
    // Nor a body that says nothing of its type: another site's script may send one with no
    // preflight (a no-cors fetch of a Blob or an ArrayBuffer, sendBeacon) (review 38).
    for (const headers of [{ 'content-type': '' }, { 'content-type': ' ; charset=utf-8' }])
      expect(await call('POST /echo', { body: json, headers }), JSON.stringify(headers)).toMatchObject({
        status: 415,
      });
    for (const type of ['application/json', 'Application/JSON; charset=utf-8', 'application/merge-patch+json'])
      expect(await call('POST /echo', { body: json, headers: { 'content-type': type } }), type).toMatchObject({
        status: 200,
        body: { hello: 'Olivia' },
      });
  });

  it('answers 413 for a body over the limit', async () => {
    expect((await call('POST /echo', { body: { name: 'x'.repeat(200) } })).status).toBe(413);
  });

  it('maps a domain error to its status in one place', async () => {
    expect(await call('GET /things/{id}')).toMatchObject({ status: 404, body: { message: 'No such thing.' } });
  });

  it('never shows an unexpected error to the caller', async () => {
    const answer = await call('GET /boom');
    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.body)).not.toMatch(/secret|var\/task|stack/);
  });

  it('answers a JSON 404 for a route it does not have', async () => {
    expect(await call('GET /nowhere')).toMatchObject({ status: 404, body: { message: 'Not Found' } });
  });

  it('refuses a signed-in route without a token, and a malformed Authorization header', async () => {
    expect((await call('GET /mine')).status).toBe(401);
    expect((await call('GET /admin')).status).toBe(401);
    expect((await call('GET /mine', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });
});

describe('a request that did not come through CloudFront (QA 47d H3)', () => {
  const secret = '0b7c9e1a-3f52-4d86-9a0e-6c4b2d8f1e37';
  afterEach(() => {
    delete process.env.ORIGIN_VERIFY_SECRET;
    delete process.env.ORIGIN_VERIFY_PREVIOUS_SECRET;
    resetEnv();
  });

  it("is refused in AWS: straight to the API's own endpoint it would pass the firewall and its per-client limit", async () => {
    process.env.ORIGIN_VERIFY_SECRET = secret;
    resetEnv();
    const direct = await call('POST /echo', { body: { name: 'Olivia' } });
    expect(direct).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    const guessed = await call('POST /echo', { body: { name: 'Olivia' }, headers: { [originVerifyHeader]: 'guess' } });
    expect(guessed.status).toBe(403);
    // An unknown route answers the same, so a direct caller learns nothing of the routes.
    expect((await call('GET /nowhere')).status).toBe(403);

    const forwarded = await call('POST /echo', { body: { name: 'Olivia' }, headers: { [originVerifyHeader]: secret } });
    expect(forwarded).toMatchObject({ status: 200, body: { hello: 'Olivia' } });
  });

  it("is served with the previous generation's secret while the secrets rotate, and no older one", async () => {
    process.env.ORIGIN_VERIFY_SECRET = secret;
    process.env.ORIGIN_VERIFY_PREVIOUS_SECRET = 'previous-generation-of-the-origin-secret';
    resetEnv();
    const through = (value: string) =>
      call('POST /echo', { body: { name: 'Olivia' }, headers: { [originVerifyHeader]: value } });
    expect((await through('previous-generation-of-the-origin-secret')).status).toBe(200);
    expect((await through(secret)).status).toBe(200);
    expect((await through('an-older-generation')).status).toBe(403);
    // An empty previous secret lets nothing in.
    process.env.ORIGIN_VERIFY_PREVIOUS_SECRET = '';
    resetEnv();
    expect((await through('')).status).toBe(403);
  });

  it('is never served when the secret is set empty or short: a deployment fault fails closed (review 47 M5)', async () => {
    for (const faulty of ['', 'short']) {
      process.env.ORIGIN_VERIFY_SECRET = faulty;
      resetEnv();
      await expect(call('POST /echo', { body: { name: 'Olivia' } })).rejects.toThrow(/ORIGIN_VERIFY_SECRET/);
    }
  });

  it('is served where no secret is configured (the local stack has no CloudFront)', async () => {
    expect(await call('POST /echo', { body: { name: 'Olivia' } })).toMatchObject({ status: 200 });
  });
});
