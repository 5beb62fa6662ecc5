import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webConfigDefaults } from '@shared/web-config';
import { findFreePort } from '../../../infra/local/stand-ins/ports';
import { prepareWebServer, type PreparedWebServer } from '../../../infra/local/web-server';
import { bootScriptHash } from '../../../web/prerender/boot-script';

/**
 * The policy CloudFront sends (test/infra/security-headers.test.ts), with cognito-local and
 * s3rver (the handlers' S3_ENDPOINT, which presigned URLs point at) for Cognito and the bucket.
 */
const cognitoEndpoint = 'http://127.0.0.1:47123';
const s3Endpoint = 'http://127.0.0.1:47124';
const expectedPolicy = [
  "default-src 'self'",
  // The prerendered pages' one inline script, by its hash (web/prerender/boot-script.ts).
  `script-src 'self' ${bootScriptHash}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${s3Endpoint}`,
  "worker-src 'self' blob:",
  `connect-src 'self' ${cognitoEndpoint} ${s3Endpoint}`,
  "frame-src 'self' blob:",
  'object-src blob:',
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

const dist = mkdtempSync(join(tmpdir(), 'gta-web-server-'));
let server: PreparedWebServer;
let siteUrl: string;
const handlersS3Endpoint = process.env.S3_ENDPOINT;

/** Big enough to compress (CloudFront compresses from 1,000 bytes). */
const bundle = `export const text = ${JSON.stringify('A script worth compressing. '.repeat(200))};`;

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>{{productName}}</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), bundle);
  mkdirSync(join(dist, 'shells'));
  writeFileSync(join(dist, 'shells', 'sold-report.html'), '<!doctype html><h1>Sold report of {{productName}}</h1>');
  server = await prepareWebServer({
    root: process.cwd(),
    port: await findFreePort(),
    // Nothing listens here: only the static files are under test.
    gatewayUrl: `http://127.0.0.1:${await findFreePort()}`,
    staticWeb: true,
    webDist: dist,
  });
  process.env.S3_ENDPOINT = `${s3Endpoint}/`;
  ({ url: siteUrl } = await server.listen({
    apiUrl: '/api',
    photosUrl: '/p',
    region: 'ca-central-1',
    userPoolId: 'local_pool',
    userPoolClientId: 'client',
    userPoolEndpoint: cognitoEndpoint,
    ...webConfigDefaults,
    productName: 'Homes & Co',
  }));
});

afterAll(async () => {
  if (handlersS3Endpoint === undefined) delete process.env.S3_ENDPOINT;
  else process.env.S3_ENDPOINT = handlersS3Endpoint;
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** The local static server (STATIC_WEB=1, the browser tests) sends the site's headers as CloudFront does. */
describe('the local static web server', () => {
  it.each(['/', '/sold-report/casa-loma', '/assets/index-abc123.js', '/config.json'])(
    'sends the Content-Security-Policy with cognito-local and s3rver as Cognito and the bucket on %s',
    async (path) => {
      const response = await fetch(`${siteUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(expectedPolicy);
    },
  );

  it('sends the other security headers CloudFront sends, but HSTS, which means nothing over http', async () => {
    const response = await fetch(`${siteUrl}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

/** As CloudFront serves the site (infra/web-caching.ts, web/prerender/shell-routes.ts). */
describe('the local static web server, as CloudFront', () => {
  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, and says it varies', async () => {
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await get('/assets/index-abc123.js', { 'accept-encoding': accepted });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.body.byteLength).toBeLessThan(bundle.length / 4);
      expect(decode(response.body).toString()).toBe(bundle);
    }
  });

  it('caches hashed assets a year and has browsers revalidate the pages and /config.json', async () => {
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/sold-report/casa-loma', '/config.json']) {
      expect((await get(path)).headers['cache-control']).toBe('public, max-age=0, s-maxage=86400');
    }
  });

  it("serves a page its prerendered file, else index.html, with the deployment's branding, escaped", async () => {
    expect((await get('/sold-report/casa-loma/2026-4')).body.toString()).toBe(
      '<!doctype html><h1>Sold report of Homes &amp; Co</h1>',
    );
    expect((await get('/profile')).body.toString()).toBe('<!doctype html><title>Homes &amp; Co</title>');
  });

  it("serves a page whose last segment holds a dot (an invited contact's e-mail) the app, and a missing file 404", async () => {
    // QA 44 M1: an invited contact's page, /dashboard/users/profile/{e-mail}, answered a bare
    // "Not Found" on a reload, a bookmark or a shared link: ".com" was read as a file's extension.
    for (const path of ['/dashboard/users/profile/hannah.lee%40example.com', '/dashboard/users/profile/a.b%40c.ca']) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.body.toString()).toBe('<!doctype html><title>Homes &amp; Co</title>');
    }
    for (const path of ['/assets/index-missing.js', '/favicon.ico', '/robots.txt', '/glyphs/x/0-255.pbf']) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
    }
  });

  it('answers 400 to a path that is not valid percent-encoding, and keeps serving', async () => {
    for (const path of ['/%', '/sold-report/%E0%A4%A', '/assets/%zz.js']) {
      const response = await get(path);
      expect(response.headers['content-security-policy']).toBe(expectedPolicy);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
    }
    expect((await get('/')).status).toBe(200);
  });
});

/** A GET with Node's own client, which decompresses nothing, so the bytes sent can be checked. */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${siteUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}
