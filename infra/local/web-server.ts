import { existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import type { WebConfig } from '@shared/web-config';
import { localSecurityHeaders } from '../security-headers';
import { cacheControlOf, isFilePath } from '../web-caching';
import { closeServer, listen } from './stand-ins/http-server';
import { shellFileFor } from '../../web/prerender/shell-routes';
import { staticFileSender, type SendStaticFile } from './static-files';
import { localHost } from './stand-ins/ports';

/**
 * The site's origin, as CloudFront is in AWS: the front end, `/config.json`, and `/api/*` and
 * `/p/*` forwarded to the local gateway. In development that is Vite's dev server; browser
 * tests use the built files (`STATIC_WEB=1`) so they test what is deployed, under the same
 * Content-Security-Policy and security headers. (Vite's dev server sends none: its hot reload
 * needs inline scripts and a WebSocket.)
 */
export interface WebServerOptions {
  root: string;
  port: number;
  /** The local gateway, which serves `/api/*` and `/p/*`. */
  gatewayUrl: string;
  staticWeb: boolean;
  /** The built front end (default `web/dist`). */
  webDist?: string;
}

/**
 * A site that is set up but not listening yet: Vite loads its config and plugins while the
 * emulators start, and the site answers only once the seed is done (DESIGN "Controls").
 */
export interface PreparedWebServer {
  listen(webConfig: WebConfig): Promise<{ url: string }>;
  stop(): Promise<void>;
}

/** The paths the gateway answers; every other path is the front end's. */
const forwarded = ['/api', '/p'];

export function prepareWebServer(options: WebServerOptions): Promise<PreparedWebServer> {
  return options.staticWeb ? prepareStaticServer(options) : prepareViteServer(options);
}

async function prepareViteServer(options: WebServerOptions): Promise<PreparedWebServer> {
  const configFile = resolve(options.root, 'web/vite.config.ts');
  if (!existsSync(configFile)) throw new Error(`No Vite config at ${configFile}: the web app is missing.`);
  // web/vite.config.ts forwards `/api/` and `/p/` to this target (read when the file loads).
  process.env.API_PROXY_TARGET = options.gatewayUrl;
  const { createServer: createViteServer } = await import('vite');
  let body = '{}';
  const server = await createViteServer({
    configFile,
    clearScreen: false,
    logLevel: 'warn',
    server: {
      host: localHost,
      port: options.port,
      strictPort: true,
    },
    plugins: [
      {
        name: 'local-config-json',
        configureServer(vite) {
          vite.middlewares.use('/config.json', (_request, response) => {
            response.setHeader('content-type', 'application/json');
            response.setHeader('cache-control', 'no-store');
            response.end(body);
          });
        },
      },
    ],
  });
  // Vite restarts itself when its config (or a file it imports) changes, and a restart always
  // listens: during the seed that would open the site early and make the listen below fail.
  // A restart asked for before the site listens is held, and done once it does.
  let listening = false;
  let restartHeld = false;
  const restart = server.restart.bind(server);
  server.restart = async (forceOptimize?: boolean) => {
    if (listening) return restart(forceOptimize);
    restartHeld = true;
  };
  return {
    listen: async (webConfig) => {
      body = JSON.stringify(webConfig);
      await server.listen();
      listening = true;
      if (restartHeld) await restart();
      return { url: `http://localhost:${options.port}` };
    },
    stop: () => server.close(),
  };
}

function forward(request: IncomingMessage, response: ServerResponse, gatewayUrl: string): void {
  const upstream = httpRequest(
    new URL(request.url ?? '/', gatewayUrl),
    { method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Bad Gateway' }));
  });
  request.pipe(upstream);
}

/** The request's path, percent-decoded; undefined when it is not valid percent-encoding. */
function decodedPath(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

async function prepareStaticServer(options: WebServerOptions): Promise<PreparedWebServer> {
  const dist = resolve(options.webDist ?? resolve(options.root, 'web/dist'));
  const index = join(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`No built front end at ${dist}: run \`npm run build\` first.`);
  let configBody = '{}';
  let securityHeaders: Record<string, string> = {};
  let sendStaticFile: SendStaticFile | undefined;

  const server = createServer((request, response) => {
    // The headers CloudFront adds in AWS, on every answer (infra/security-headers.ts).
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
    const path = decodedPath(request.url);
    if (path === undefined) {
      // `/%` and the like: a thrown URIError here would end `npm start` for everyone.
      response.writeHead(400, { 'content-type': 'text/plain' });
      response.end('Bad Request');
      return;
    }
    if (forwarded.some((base) => path === base || path.startsWith(`${base}/`))) {
      forward(request, response, options.gatewayUrl);
      return;
    }
    if (path === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': cacheControlOf(path) });
      response.end(configBody);
      return;
    }
    const send = (file: string, urlPath: string) =>
      sendStaticFile!(request, response, file, urlPath).catch((error: unknown) => {
        console.error(`Serving ${file} failed:`, error);
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('Internal Server Error');
      });
    const file = resolve(dist, `.${path}`);
    if (file.startsWith(dist + sep) && existsSync(file) && statSync(file).isFile()) {
      void send(file, path);
      return;
    }
    if (isFilePath(path)) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not Found');
      return;
    }
    // Client-side routes (/sign-in, /profile...) are the single page app's, each served its
    // prerendered page when it has one (or index.html), as on CloudFront.
    const shell = shellFileFor(path);
    const shellPath = resolve(dist, `.${shell}`);
    void (existsSync(shellPath) ? send(shellPath, shell) : send(index, '/index.html'));
  });
  return {
    listen: async (webConfig) => {
      configBody = JSON.stringify(webConfig);
      sendStaticFile = staticFileSender(webConfig);
      // cognito-local and s3rver stand where AWS has the user pool's endpoint and the uploads
      // bucket. s3rver's address is the one the in-process handlers presign for (their
      // S3_ENDPOINT, set by the local stack before the site opens).
      securityHeaders = localSecurityHeaders({
        cognito: webConfig.userPoolEndpoint ? [webConfig.userPoolEndpoint] : [],
        uploads: process.env.S3_ENDPOINT ? [new URL(process.env.S3_ENDPOINT).origin] : [],
      });
      await listen(server, options.port);
      return { url: `http://localhost:${options.port}` };
    },
    stop: () => closeServer(server),
  };
}
