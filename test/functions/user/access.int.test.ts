import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { invitationLinkRefusedCode } from '@shared/contract/user/error-codes';
import { resetClients } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import { handler } from '../../../functions/user/index';
import { putInvitation, markInvitationUsed } from '../../../functions/user/invitations/invitation-repository';
import { createInvitation } from '../../../functions/user/invitations/invitation';
import { originVerifyHeader } from '../../../functions/lib/http/origin-verify';
import { putNewProfile } from '../../../functions/user/accounts/profile-repository';
import { rateLimits } from '../../../functions/user/rate-limits/rate-limits';
import { createBuckets } from '../../../infra/local/provision/buckets';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { useTestStack, type TestUser } from '../../support/test-stack';

/**
 * The user service's calls for invitation-only access (document 1 §7.1), through the one
 * middleware stack, against dynalite, s3rver and cognito-local.
 */
let stack: Awaited<ReturnType<typeof useTestStack>>;
let olivia: TestUser;
let lucas: TestUser;
let sarah: TestUser;
const uploadsBucket = `uploads-${Date.now().toString(36)}`;

interface CallOptions {
  token?: string;
  body?: unknown;
  pathParameters?: Record<string, string>;
  sourceIp?: string;
}

async function call(routeKey: string, options: CallOptions = {}) {
  const event = apiEvent(routeKey, options);
  if (options.sourceIp) event.requestContext.http.sourceIp = options.sourceIp;
  const result = await handler(event, lambdaContext());
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}

async function keysUnder(prefix: string): Promise<string[]> {
  const { s3Endpoint } = inject('emulators');
  const s3 = new S3Client({
    endpoint: s3Endpoint,
    region: 'ca-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { Contents = [] } = await s3.send(new ListObjectsV2Command({ Bucket: uploadsBucket, Prefix: prefix }));
  return Contents.map((object) => object.Key ?? '');
}

const client = { preferredContactMethod: 'email' as const, receiveEmail: true, receiveSoldReport: true };

/** `X-Amz-Date` (`20260302T150405Z`) as a Date. */
function signingDateOf(url: URL): Date {
  const stamp = url.searchParams.get('X-Amz-Date') ?? '';
  return new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
}

/**
 * The signature of a presigned PUT of `key` with this Content-Type and Content-Length, signed
 * independently of the handler (its own client, the emulator's credentials) at `signedAt`.
 */
async function signatureFor(upload: { key: string; contentType: string; size: number; signedAt: Date }) {
  const { s3Endpoint } = inject('emulators');
  const s3 = new S3Client({
    endpoint: s3Endpoint,
    region: 'ca-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const url = await getSignedUrl(
    s3,
    new PutObjectCommand({
      Bucket: uploadsBucket,
      Key: upload.key,
      ContentType: upload.contentType,
      ContentLength: upload.size,
    }),
    { expiresIn: 300, signingDate: upload.signedAt, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  return new URL(url).searchParams.get('X-Amz-Signature');
}

beforeAll(async () => {
  stack = await useTestStack();
  const { s3Endpoint } = inject('emulators');
  await createBuckets(
    new S3Client({
      endpoint: s3Endpoint,
      region: 'ca-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    [uploadsBucket],
  );
  Object.assign(process.env, { S3_ENDPOINT: s3Endpoint, UPLOADS_BUCKET: uploadsBucket });
  resetEnv();
  resetClients();

  sarah = await stack.createUser({ email: 'sarah.thompson@example.com', groups: ['agent'] });
  olivia = await stack.createUser({ email: 'olivia.chen@example.com' });
  lucas = await stack.createUser({ email: 'lucas.martin@example.com' });
  await putNewProfile({
    id: sarah.sub,
    email: sarah.email,
    firstName: 'Sarah',
    lastName: 'Thompson',
    roles: ['agent'],
    phone: '416-555-0110',
    agent: {
      website: 'https://sarahthompson.example.com',
      jobDescription: 'Sales Representative',
      aboutMe: 'Twenty years of helping Toronto families buy and sell homes.',
      socialMedias: { instagram: 'https://instagram.com/sarah' },
      testimonials: ['Sarah found us the perfect semi in Leslieville.'],
    },
    ...client,
    createdAt: '2026-01-01T12:00:00.000Z',
  });
  await putNewProfile({
    id: olivia.sub,
    email: olivia.email,
    firstName: 'Olivia',
    lastName: 'Chen',
    roles: ['client'],
    agentId: sarah.sub,
    ...client,
    createdAt: '2026-01-02T12:00:00.000Z',
  });
  await putNewProfile({
    id: lucas.sub,
    email: lucas.email,
    firstName: 'Lucas',
    lastName: 'Martin',
    roles: ['client'],
    ...client,
    createdAt: '2026-01-03T12:00:00.000Z',
  });
  const invitation = { firstName: 'Hannah', lastName: 'Lee', role: 'client' as const, invitedBy: sarah.sub };
  await putInvitation({ ...invitation, email: 'hannah.lee@example.com', createdAt: '2026-02-01T12:00:00.000Z' });
  await putInvitation({ ...invitation, email: 'used@example.com', createdAt: '2026-02-01T12:00:00.000Z' });
  await markInvitationUsed('used@example.com', 'someone', '2026-02-02T12:00:00.000Z');
});

describe('GET /invite/{id}', () => {
  it('answers 204 for an address with an open invitation, in any case', async () => {
    expect((await call('GET /invite/{id}', { pathParameters: { id: 'Hannah.Lee@example.com' } })).status).toBe(204);
  });

  it('answers 404 for an address without one, and for a used one', async () => {
    expect((await call('GET /invite/{id}', { pathParameters: { id: 'nobody@example.com' } })).status).toBe(404);
    expect((await call('GET /invite/{id}', { pathParameters: { id: 'used@example.com' } })).status).toBe(404);
  });

  it('answers 400 for something that is not an e-mail address', async () => {
    const { status, body } = await call('GET /invite/{id}', { pathParameters: { id: 'not-an-email' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'id', message: 'Please, enter a valid email address' });
  });
});

describe('POST /invite/{id}/name', () => {
  const invited = { firstName: 'Mila', lastName: 'Novak', role: 'client' as const, invitedBy: 'test' };
  const askName = (id: string, body: unknown) => call('POST /invite/{id}/name', { pathParameters: { id }, body });
  // Coded, so the sign-up form tells it from the gateway's own 404 (a route not mounted yet).
  const noInvitation = {
    status: 404,
    body: { message: 'No invitation for this e-mail address.', code: invitationLinkRefusedCode },
  };

  it("gives the name the inviter typed to the invitation link's token, and to nothing else", async () => {
    const token = await createInvitation({ ...invited, email: 'mila.novak@example.com' }, new Date());
    const other = await createInvitation({ ...invited, email: 'ana.novak@example.com', firstName: 'Ana' }, new Date());

    expect(await askName('Mila.Novak@example.com', { token })).toEqual({
      status: 200,
      body: { firstName: 'Mila', lastName: 'Novak' },
    });
    // Another invitation's token, a made-up one, none: as an address with no invitation.
    expect(await askName('mila.novak@example.com', { token: other })).toEqual(noInvitation);
    expect(await askName('mila.novak@example.com', { token: 'A'.repeat(43) })).toEqual(noInvitation);
    expect(await askName('mila.novak@example.com', { token: '' })).toEqual(noInvitation);
    expect(await askName('nobody@example.com', { token })).toEqual(noInvitation);
  });

  it('answers as no invitation once the link is used or expired', async () => {
    const used = await createInvitation({ ...invited, email: 'used.link@example.com' }, new Date());
    await markInvitationUsed('used.link@example.com', 'someone', new Date().toISOString());
    const expired = await createInvitation(
      { ...invited, email: 'old.link@example.com' },
      new Date(Date.now() - 15 * 24 * 60 * 60 * 1000),
    );

    expect(await askName('used.link@example.com', { token: used })).toEqual(noInvitation);
    expect(await askName('old.link@example.com', { token: expired })).toEqual(noInvitation);
  });

  it('refuses a request without a token with 400', async () => {
    const { status, body } = await askName('mila.novak@example.com', {});
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'token', message: 'token is required.' });
  });
});

describe('the waitlist', () => {
  it('adds an address once: the second request is 409 with the spec message and one entry remains', async () => {
    expect((await call('PUT /waitlist', { body: { email: 'Grace.Kim@example.com' } })).status).toBe(204);
    const second = await call('PUT /waitlist', { body: { email: 'grace.kim@example.com' } });
    expect(second).toEqual({ status: 409, body: { message: 'The e-mail already exists in the waitlist.' } });

    const { Items = [] } = await DynamoDBDocumentClient.from(stack.dynamoClient).send(
      new QueryCommand({
        TableName: stack.tableNames.user,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :email',
        ExpressionAttributeValues: { ':email': 'EMAIL#grace.kim@example.com' },
      }),
    );
    expect(Items).toHaveLength(1);
    expect(Items[0]).toMatchObject({ PK: 'W#grace.kim@example.com', email: 'grace.kim@example.com' });
  });

  it('puts no one with an account or an open invitation on it: 409 with what to do instead (QA 66c M1)', async () => {
    const account = await call('PUT /waitlist', { body: { email: 'Olivia.Chen@example.com' } });
    expect(account).toEqual({
      status: 409,
      body: { message: 'This e-mail address already has an account. Please sign in.' },
    });
    await createInvitation(
      { email: 'ines.moreau@example.com', firstName: 'Ines', lastName: 'Moreau', role: 'client', invitedBy: sarah.sub },
      new Date(),
    );
    const invited = await call('PUT /waitlist', { body: { email: 'ines.moreau@example.com' } });
    expect(invited.status).toBe(409);
    expect(invited.body.message).toMatch(/^This e-mail address has been invited/);

    for (const email of ['olivia.chen@example.com', 'ines.moreau@example.com']) {
      expect((await call('GET /waitlist/{email}', { pathParameters: { email } })).status).toBe(404);
    }
  });

  it('answers the look-up with 204 when on the waitlist and 404 when not', async () => {
    expect((await call('GET /waitlist/{email}', { pathParameters: { email: 'grace.kim@example.com' } })).status).toBe(
      204,
    );
    expect((await call('GET /waitlist/{email}', { pathParameters: { email: 'omar@example.com' } })).status).toBe(404);
  });

  it('refuses a malformed e-mail with 400 and writes nothing', async () => {
    const { status, body } = await call('PUT /waitlist', { body: { email: 'grace at example' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'email', message: 'Please, enter a valid email address' });
  });
});

describe('rate limiting of the probes (DECISIONS row 28)', () => {
  // The limit counts in fixed windows: each test's calls fall in one, the current window's
  // start, or a test that crossed a window's end would meet a fresh counter (and fail).
  beforeAll(() => {
    const windowMs = rateLimits.probe.windowSeconds * 1000;
    process.env.NOW = new Date(Math.floor(Date.now() / windowMs) * windowMs).toISOString();
    resetEnv();
  });
  afterAll(() => {
    delete process.env.NOW;
    resetEnv();
  });

  it('answers 429 once a caller exceeds the limit, counted across the three look-ups, and leaves others alone', async () => {
    const burst = '198.51.100.7';
    const { limit } = rateLimits.probe;
    const statuses: (number | undefined)[] = [];
    for (let i = 0; i < limit; i++) {
      const address = `probe${i}@example.com`;
      const [routeKey, pathParameters, body] = [
        ['GET /invite/{id}', { id: address }],
        ['GET /waitlist/{email}', { email: address }],
        ['POST /invite/{id}/name', { id: address }, { token: 'A'.repeat(43) }],
      ][i % 3] as [string, Record<string, string>, unknown?];
      statuses.push((await call(routeKey, { pathParameters, body, sourceIp: burst })).status);
    }
    expect(statuses.every((status) => status === 404)).toBe(true);

    const over = await call('GET /invite/{id}', { pathParameters: { id: 'hannah.lee@example.com' }, sourceIp: burst });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/Too many attempts/);

    const other = await call('GET /invite/{id}', {
      pathParameters: { id: 'hannah.lee@example.com' },
      sourceIp: '198.51.100.8',
    });
    expect(other.status).toBe(204);
  });

  describe('behind CloudFront', () => {
    const secret = '5f0c2a7e-8d41-4b6f-a3c9-1e7d2b4f6a80';
    beforeAll(() => {
      process.env.ORIGIN_VERIFY_SECRET = secret;
      resetEnv();
    });
    afterAll(() => {
      delete process.env.ORIGIN_VERIFY_SECRET;
      resetEnv();
    });

    /** A look-up as CloudFront forwards it: from an edge address, with the viewer's `ip:port`. */
    function lookUp(headers: Record<string, string>, sourceIp: string) {
      const event = apiEvent('GET /invite/{id}', { pathParameters: { id: 'hannah.lee@example.com' }, headers });
      event.requestContext.http.sourceIp = sourceIp;
      return handler(event, lambdaContext());
    }

    it('counts the viewer address CloudFront forwards, not the edge that forwarded it', async () => {
      const viewer = (port: number) => ({
        'cloudfront-viewer-address': `203.0.113.50:${port}`,
        [originVerifyHeader]: secret,
      });
      const { limit } = rateLimits.probe;
      for (let i = 0; i < limit; i++) {
        expect((await lookUp(viewer(40000 + i), `130.176.0.${i}`)).statusCode).toBe(204);
      }
      expect((await lookUp(viewer(1), '130.176.1.1')).statusCode).toBe(429);
    });

    it('refuses a request sent straight to the API, with a viewer header or a guessed secret: it went around the firewall (QA 47d H3)', async () => {
      const direct = '203.0.113.60';
      const spoofed = (i: number, verify?: string) => ({
        'cloudfront-viewer-address': `198.18.${Math.floor(i / 250)}.${i % 250}:443`,
        ...(verify !== undefined && { [originVerifyHeader]: verify }),
      });
      const { limit } = rateLimits.probe;
      for (let i = 0; i <= limit; i++) {
        // Half without the header, half with a guessed value: neither gets in.
        const verify = i % 2 === 0 ? undefined : `guess-${i}`;
        expect((await lookUp(spoofed(i, verify), direct)).statusCode).toBe(403);
      }
      // Nothing was counted for the address the refused requests named.
      const viewer = { 'cloudfront-viewer-address': '198.18.0.0:443', [originVerifyHeader]: secret };
      expect((await lookUp(viewer, '130.176.2.1')).statusCode).toBe(204);
    });
  });
});

describe('GET /profiles/myagent', () => {
  it("answers the client's agent with the agent page's content and nothing internal", async () => {
    const { status, body } = await call('GET /profiles/myagent', { token: olivia.idToken });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: sarah.sub,
      email: 'sarah.thompson@example.com',
      firstName: 'Sarah',
      lastName: 'Thompson',
      phone: '416-555-0110',
      website: 'https://sarahthompson.example.com',
      jobDescription: 'Sales Representative',
      aboutMe: 'Twenty years of helping Toronto families buy and sell homes.',
      socialMedias: { instagram: 'https://instagram.com/sarah' },
      testimonials: ['Sarah found us the perfect semi in Leslieville.'],
    });
  });

  it('answers 404 to a client without an agent, and an agent gets their own page (DECISIONS row 4)', async () => {
    expect((await call('GET /profiles/myagent', { token: lucas.idToken })).status).toBe(404);
    expect((await call('GET /profiles/myagent', { token: sarah.idToken })).body.id).toBe(sarah.sub);
  });

  it('needs a signed-in caller', async () => {
    expect((await call('GET /profiles/myagent')).status).toBe(401);
  });
});

describe('GET /agents/{id}', () => {
  it("shows an agent's page to anonymous visitors, and nobody else's", async () => {
    expect((await call('GET /agents/{id}', { pathParameters: { id: sarah.sub } })).body.firstName).toBe('Sarah');
    expect((await call('GET /agents/{id}', { pathParameters: { id: olivia.sub } })).status).toBe(404);
  });
});

describe('PUT /subscription', () => {
  it("updates the caller's own switches, bumps their section's version and answers the profile", async () => {
    const before = (await call('GET /myprofile', { token: lucas.idToken })).body;
    const { status, body } = await call('PUT /subscription', {
      token: lucas.idToken,
      body: { uid: lucas.sub, receiveEmail: true, receiveSoldReport: false },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      receiveEmail: true,
      receiveSoldReport: false,
      sectionVersions: { ...before.sectionVersions, subscriptions: before.sectionVersions.subscriptions + 1 },
    });
  });

  it("refuses someone else's uid with 403", async () => {
    const { status } = await call('PUT /subscription', {
      token: lucas.idToken,
      body: { uid: olivia.sub, receiveEmail: false, receiveSoldReport: false },
    });
    expect(status).toBe(403);
  });
});

describe('POST /uploads and the headshot', () => {
  it('signs a PUT of exactly this JPEG, at a key the server chose, for 5 minutes', async () => {
    const asked = new Date();
    const { status, body } = await call('POST /uploads', {
      token: olivia.idToken,
      body: { purpose: 'headshot', contentType: 'image/jpeg', size: 48_213, key: 'headshots/evil.jpg' },
    });
    expect(status).toBe(200);
    expect(body.key).toMatch(new RegExp(`^uploads/${olivia.sub}/[0-9a-f-]{36}\\.jpg$`));
    expect(body.method).toBe('PUT');
    expect(body.headers).toEqual({ 'content-type': 'image/jpeg' });

    const url = new URL(body.url);
    expect(decodeURIComponent(url.pathname)).toBe(`/${uploadsBucket}/${body.key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-length', 'content-type', 'host']);
    expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);
    // The ticket expires when the signature does: 300 s after the date it was signed at.
    const signedAt = signingDateOf(url);
    expect(Date.parse(body.expiresAt)).toBe(signedAt.getTime() + 300_000);
    // Signed while the request ran (the stamp is in whole seconds), however long it took.
    const answered = new Date();
    expect(signedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(asked.getTime() / 1000) * 1000);
    expect(signedAt.getTime()).toBeLessThanOrEqual(answered.getTime());

    // The signature covers these values: signing the same PUT with them gives the same one...
    const signature = url.searchParams.get('X-Amz-Signature');
    const signed = (contentType: string, size: number) => signatureFor({ key: body.key, contentType, size, signedAt });
    expect(await signed('image/jpeg', 48_213)).toBe(signature);
    // ...and any other type or length a different one, which S3 refuses.
    expect(await signed('image/png', 48_213)).not.toBe(signature);
    expect(await signed('image/jpeg', 48_214)).not.toBe(signature);
    expect(await signed('image/jpeg', 2 * 1024 * 1024)).not.toBe(signature);
  });

  it('signs as of the injected clock, so the URL and the ticket expire at the same instant', async () => {
    process.env.NOW = '2026-03-02T15:04:05.678Z';
    resetEnv();
    try {
      const { status, body } = await call('POST /uploads', {
        token: olivia.idToken,
        body: { purpose: 'headshot', contentType: 'image/png', size: 1000 },
      });
      expect(status).toBe(200);
      const url = new URL(body.url);
      expect(url.searchParams.get('X-Amz-Date')).toBe('20260302T150405Z');
      expect(body.expiresAt).toBe('2026-03-02T15:09:05.000Z');
      expect(
        await signatureFor({ key: body.key, contentType: 'image/png', size: 1000, signedAt: signingDateOf(url) }),
      ).toBe(url.searchParams.get('X-Amz-Signature'));
    } finally {
      delete process.env.NOW;
      resetEnv();
    }
  });

  it.each([
    [
      { purpose: 'headshot', contentType: 'image/gif', size: 1000 },
      'contentType',
      'Please choose a JPEG or PNG image.',
    ],
    [
      { purpose: 'headshot', contentType: 'image/png', size: 2 * 1024 * 1024 + 1 },
      'size',
      'The image must be 2 MB or smaller.',
    ],
    [{ purpose: 'headshot', contentType: 'image/png', size: 0 }, 'size', 'The image must be 2 MB or smaller.'],
  ])('refuses to sign %o', async (request, field, message) => {
    const { status, body } = await call('POST /uploads', { token: olivia.idToken, body: request });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field, message });
  });

  it('signs a contacts file only for an agent or an admin, who alone can import one (security review 70 L1)', async () => {
    const contacts = { purpose: 'contacts', contentType: 'text/csv', size: 100 };

    const client = await call('POST /uploads', { token: olivia.idToken, body: contacts });
    const agent = await call('POST /uploads', { token: sarah.idToken, body: contacts });

    expect(client).toEqual({ status: 403, body: { message: 'You do not have access to this.' } });
    expect(agent.status).toBe(200);
    expect(agent.body.key).toMatch(new RegExp(`^uploads/${sarah.sub}/[0-9a-f-]{36}\\.csv$`));
  });

  it('keeps an uploaded picture as the headshot and serves it through a signed address', async () => {
    const picture = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('a tiny picture'), 0xff, 0xd9]);
    const ticket = (
      await call('POST /uploads', {
        token: olivia.idToken,
        body: { purpose: 'headshot', contentType: 'image/jpeg', size: picture.length },
      })
    ).body;
    const put = await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: picture });
    expect(put.ok).toBe(true);

    const profile = (await call('GET /myprofile', { token: olivia.idToken })).body;
    const saved = await call('PUT /myprofile', {
      token: olivia.idToken,
      body: { firstName: 'Olivia', lastName: 'Chen', headshot: ticket.key, sectionVersions: profile.sectionVersions },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.headshot).toMatch(new RegExp(`^headshots/${olivia.sub}-[0-9a-f]{8}\\.jpg$`));

    const image = await fetch(saved.body.headshotUrl);
    expect(image.ok).toBe(true);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(picture);
  });

  it.each([
    ['a text file sent as a JPEG', 'image/jpeg', Buffer.from('<svg onload="alert(1)"></svg> not a picture')],
    [
      'a PNG sent as a JPEG',
      'image/jpeg',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    ],
    ['a JPEG sent as a PNG', 'image/png', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
    ['an empty-looking file', 'image/png', Buffer.from([0x89, 0x50])],
  ])('refuses %s as a headshot with 400, keeping nothing', async (_, contentType, bytes) => {
    const ticket = (
      await call('POST /uploads', {
        token: lucas.idToken,
        body: { purpose: 'headshot', contentType, size: bytes.length },
      })
    ).body;
    expect((await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: bytes })).ok).toBe(true);
    const before = (await call('GET /myprofile', { token: lucas.idToken })).body;

    const { status, body } = await call('PUT /myprofile', {
      token: lucas.idToken,
      body: { firstName: 'Lucas', lastName: 'Martin', headshot: ticket.key, sectionVersions: before.sectionVersions },
    });

    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'headshot', message: 'Please choose a JPEG or PNG image.' });
    expect((await call('GET /myprofile', { token: lucas.idToken })).body).toEqual(before);
    expect(await keysUnder(`headshots/${lucas.sub}-`)).toEqual([]);
  });

  it("refuses someone else's upload or headshot as one's own", async () => {
    const profile = (await call('GET /myprofile', { token: lucas.idToken })).body;
    for (const headshot of [`uploads/${olivia.sub}/x.jpg`, `headshots/${olivia.sub}-12345678.jpg`]) {
      const { status, body } = await call('PUT /myprofile', {
        token: lucas.idToken,
        body: { firstName: 'Lucas', lastName: 'Martin', headshot, sectionVersions: profile.sectionVersions },
      });
      expect(status).toBe(400);
      expect(body.field).toBe('headshot');
    }
  });
});

describe('PUT /myprofile', () => {
  it('cannot change e-mail, roles or agent', async () => {
    const profile = (await call('GET /myprofile', { token: olivia.idToken })).body;
    const { status, body } = await call('PUT /myprofile', {
      token: olivia.idToken,
      body: {
        firstName: 'Olivia',
        lastName: 'Chen',
        email: 'someone.else@example.com',
        roles: ['admin'],
        agentId: lucas.sub,
        sectionVersions: profile.sectionVersions,
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: 'olivia.chen@example.com', agentId: sarah.sub });
    expect((await call('GET /identity', { token: olivia.idToken })).body.roles).toEqual(['client']);
  });

  it("refuses an agent's link that resolves to a private or loopback address", async () => {
    const profile = (await call('GET /myprofile', { token: sarah.idToken })).body;
    const { status, body } = await call('PUT /myprofile', {
      token: sarah.idToken,
      body: {
        firstName: 'Sarah',
        lastName: 'Thompson',
        // Passes the shared format rule; only the server's resolution can refuse it.
        agent: { website: 'http://localhost.:8080/admin' },
        sectionVersions: profile.sectionVersions,
      },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ field: 'agent.website', message: 'Please, enter a valid url' }]);
  });

  it('refuses a literal IPv4-mapped loopback address with the shared rule', async () => {
    const profile = (await call('GET /myprofile', { token: sarah.idToken })).body;
    const { status, body } = await call('PUT /myprofile', {
      token: sarah.idToken,
      body: {
        firstName: 'Sarah',
        lastName: 'Thompson',
        agent: { instagram: 'https://[::ffff:127.0.0.1]/x' },
        sectionVersions: profile.sectionVersions,
      },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'agent.instagram', message: 'Please, enter a valid url' });
  });

  it('refuses agent details from a client', async () => {
    const profile = (await call('GET /myprofile', { token: lucas.idToken })).body;
    const { status } = await call('PUT /myprofile', {
      token: lucas.idToken,
      body: {
        firstName: 'Lucas',
        lastName: 'Martin',
        agent: { jobDescription: 'Agent' },
        sectionVersions: profile.sectionVersions,
      },
    });
    expect(status).toBe(403);
  });
});
