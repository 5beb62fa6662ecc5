import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { cacheControlOf, compressibleBytes, compressibleTypes } from '../web-caching';

/**
 * The built front end's files as CloudFront serves them (infra/web-caching.ts): brotli or gzip
 * for the types CloudFront compresses, hashed assets cached for a year and the rest
 * revalidated. A file's compressed forms are made once and kept: the build does not change
 * under a running server (a rebuild changes the file's time, which makes them anew).
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
const made = new Map<string, Promise<Buffer>>();

/** The encoding CloudFront would pick for this request: brotli first, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set((acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase()));
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export async function sendStaticFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  urlPath: string,
): Promise<void> {
  const type = mimeTypes[extname(file)] ?? 'application/octet-stream';
  const { size, mtimeMs } = await stat(file);
  const headers: Record<string, string | number> = { 'content-type': type, 'cache-control': cacheControlOf(urlPath) };
  const compressible =
    compressibleTypes.some((candidate) => type.startsWith(candidate)) &&
    size >= compressibleBytes.min &&
    size <= compressibleBytes.max;
  const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  let body: Buffer;
  if (encoding) {
    const key = `${file}|${mtimeMs}|${encoding}`;
    if (!made.has(key)) made.set(key, readFile(file).then(compressors[encoding]));
    body = await made.get(key)!;
    headers['content-encoding'] = encoding;
  } else {
    body = await readFile(file);
  }
  if (compressible) headers.vary = 'Accept-Encoding';
  headers['content-length'] = body.byteLength;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}
