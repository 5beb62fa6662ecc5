import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { fillBranding, type Branding } from '../../web/prerender/shell-routes';
import { cacheControlOf, compressibleBytes, compressibleTypes } from '../web-caching';

/**
 * The built front end's files as CloudFront serves them (infra/web-caching.ts): brotli or gzip
 * for the types CloudFront compresses, hashed assets cached for a year and the rest
 * revalidated, and the prerendered pages with the deployment's branding, as the CDK deploys
 * them (web/prerender/shell-routes.ts). A file's forms are made once and kept: the build does
 * not change under a running server (a rebuild changes the file's time, which makes them anew).
 */
export const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pbf': 'application/x-protobuf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

type Encoding = 'br' | 'gzip';
const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  // Brotli at 9 is within a few percent of its slowest level and quick enough to make on demand.
  br: (data) => promisify(brotliCompress)(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (data) => promisify(gzip)(data, { level: 9 }),
};

/** The encoding CloudFront would pick for this request: brotli first, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set((acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase()));
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export type SendStaticFile = (
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  urlPath: string,
) => Promise<void>;

/** Sends the build's files, HTML with `branding` filled in. */
export function staticFileSender(branding: Branding): SendStaticFile {
  const made = new Map<string, Promise<Buffer>>();
  const contentOf = (file: string, mtimeMs: number, encoding: Encoding | undefined): Promise<Buffer> => {
    const key = `${file}|${mtimeMs}|${encoding ?? 'identity'}`;
    if (!made.has(key)) {
      const plain = readFile(file).then((data) =>
        extname(file) === '.html' ? Buffer.from(fillBranding(data.toString('utf8'), branding)) : data,
      );
      made.set(key, encoding ? plain.then(compressors[encoding]) : plain);
    }
    return made.get(key)!;
  };
  return async (request, response, file, urlPath) => {
    const type = mimeTypes[extname(file)] ?? 'application/octet-stream';
    const { size, mtimeMs } = await stat(file);
    const headers: Record<string, string | number> = { 'content-type': type, 'cache-control': cacheControlOf(urlPath) };
    const compressible =
      compressibleTypes.some((candidate) => type.startsWith(candidate)) &&
      size >= compressibleBytes.min &&
      size <= compressibleBytes.max;
    const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : undefined;
    const body = await contentOf(file, mtimeMs, encoding);
    if (encoding) headers['content-encoding'] = encoding;
    if (compressible) headers.vary = 'Accept-Encoding';
    headers['content-length'] = body.byteLength;
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
