import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { safeDecode, sendJson } from './http-io';

/** Where `/p/*` is read from: the photos bucket on s3rver. */
export interface PhotoSource {
  s3Endpoint: string;
  bucket: string;
}

/** CloudFront's `/p/*` behaviour reads only the photos under this prefix of the bucket. */
export const photosPrefix = '/p/';

/**
 * CloudFront's `/p/*` behaviour: the photos under `p/` in the photos bucket, read
 * anonymously. Nothing else of the bucket (the search index, anything else) is reachable.
 */
export function servePhoto(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  photos: PhotoSource | undefined,
): Promise<number> {
  const key = photoKey(url.pathname);
  if (!photos || !key || (request.method !== 'GET' && request.method !== 'HEAD')) {
    sendJson(response, 404, { message: 'Not Found' });
    return Promise.resolve(404);
  }
  const target = new URL(`/${photos.bucket}/${key}`, photos.s3Endpoint);
  return new Promise((resolvePromise, reject) => {
    const upstream = httpRequest(
      target,
      { method: request.method, headers: pickHeaders(request, ['range', 'if-none-match', 'if-modified-since']) },
      (s3) => {
        response.writeHead(
          s3.statusCode ?? 502,
          pickHeaders(s3, [
            'content-type',
            'content-length',
            'etag',
            'last-modified',
            'cache-control',
            'accept-ranges',
            'content-range',
          ]),
        );
        s3.pipe(response);
        s3.on('end', () => resolvePromise(s3.statusCode ?? 502));
      },
    );
    upstream.on('error', reject);
    upstream.end();
  });
}

/**
 * The bucket key of a `/p/...` path, encoded for the upstream URL, or undefined when the path
 * could leave `p/`. s3rver decodes a key and resolves `..` in it as a file path, so every
 * segment is decoded here and refused when it is empty, `.` or `..`, or holds a slash, a
 * backslash or a control character once decoded (an encoded `%2F` is how `..%2Findex` got out).
 */
function photoKey(pathname: string): string | undefined {
  if (!pathname.startsWith(photosPrefix)) return undefined;
  const segments: string[] = [];
  for (const raw of pathname.slice(photosPrefix.length).split('/')) {
    const segment = safeDecode(raw);
    if (segment === undefined || segment === '' || segment === '.' || segment === '..' || hasSeparator(segment)) {
      return undefined;
    }
    segments.push(encodeURIComponent(segment));
  }
  return `p/${segments.join('/')}`;
}

/** A slash, a backslash or a control character: nothing a photo's file name holds. */
function hasSeparator(segment: string): boolean {
  return [...segment].some((char) => {
    const code = char.charCodeAt(0);
    return char === '/' || char === '\\' || code < 0x20 || code === 0x7f;
  });
}

function pickHeaders(message: IncomingMessage, names: string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = message.headers[name];
    if (typeof value === 'string') picked[name] = value;
  }
  return picked;
}
