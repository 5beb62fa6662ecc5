import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { createSecureServer, type ServerHttp2Session } from 'node:http2';
import { generate } from 'selfsigned';
import { findFreePort, localHost } from '../../infra/local/stand-ins/ports';

/**
 * HTTP/2 over TLS in front of the local static server, for the Lighthouse bench: CloudFront
 * serves the site over HTTP/2 (infra/constructs/web-distribution.ts), one connection carrying
 * every request, where the local server speaks HTTP/1.1, six connections queueing them.
 * Lighthouse's simulation models both, so the bench measures what phones get: the site as
 * CloudFront serves it. Every answer passes through unchanged (compressed, with its headers);
 * the certificate is made for this run (Chromium is told to accept it).
 */
export interface Http2Front {
  url: string;
  stop(): Promise<void>;
}

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2), and HTTP/2's pseudo-headers, which HTTP/1.1 has not. */
const connectionHeaders = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function plainHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => value !== undefined && !name.startsWith(':') && !connectionHeaders.has(name),
    ),
  );
}

export async function startHttp2Front(target: string): Promise<Http2Front> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  const origin = new URL(target);
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const upstream = httpRequest(
      new URL(request.url, origin),
      { method: request.method, headers: { ...plainHeaders(request.headers), host: origin.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, plainHeaders(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  // Stopping ends the open sessions too (a browser keeps its connection), so the port frees at once.
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const port = await findFreePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, localHost, resolve);
  });
  return {
    url: `https://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
