import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { ApiHandler, ApiResult, Route } from '../../../functions/lib/route';
import type { ServiceDefinition } from '../../../functions/services';
import { lambdaContext, toApiEvent } from './gateway-event';
import { BodyTooLarge, readBody, safeDecode, sendJson } from './http-io';
import { closeServer, listen } from '../stand-ins/http-server';
import { isSignedInvoke, newInvokeCredentials, type LambdaInvokeCredentials } from './lambda-invoke-auth';
import { localHost } from '../stand-ins/ports';
import { photosPrefix, servePhoto, type PhotoSource } from './photo-proxy';
import { createRouteMatcher } from './route-matcher';
import type { TriggerFunction } from './triggers';

/**
 * The local API Gateway: mounts every service's route table under `/api` and calls the
 * service's Lambda handler in this process with the event AWS would send. It also stands in
 * for two other AWS pieces the site reaches through it: the Lambda Invoke endpoint that
 * cognito-local calls for triggers, and CloudFront's `/p/*` behaviour onto the photos bucket.
 */
export interface GatewayService {
  name: string;
  routes: Route[];
  handler: ApiHandler;
}

export interface GatewayOptions {
  services: GatewayService[];
  port: number;
  triggers?: Record<string, TriggerFunction>;
  /**
   * The key pair cognito-local signs its trigger calls with (lambda-invoke-auth.ts); a call
   * not signed with it is refused. A fresh pair is made when none is given.
   */
  invokeCredentials?: LambdaInvokeCredentials;
  /** Where `/p/*` is read from (the photos bucket on s3rver). */
  photos?: PhotoSource;
  region?: string;
  /** One line per request; silent when absent. */
  log?: (line: string) => void;
  /** Where a handler's crash is reported (the console by default), as CloudWatch would have it. */
  onError?: (error: unknown, routeKey: string) => void;
}

export interface RunningGateway {
  url: string;
  /** What to hand cognito-local so that its trigger calls are accepted. */
  invokeCredentials: LambdaInvokeCredentials;
  stop(): Promise<void>;
}

export const apiBase = '/api';
/** Lambda's synchronous payload limit: API Gateway answers 413 above it. */
export const maxPayloadBytes = 6 * 1024 * 1024;
/** API Gateway's integration timeout for HTTP APIs. */
const integrationTimeoutMs = 30_000;
const invokePath = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/** Imports each service's entry module (its `handler`), as the Lambda runtime would. */
export async function loadServices(definitions: ServiceDefinition[], root: string): Promise<GatewayService[]> {
  return Promise.all(
    definitions.map(async (definition) => {
      const module = (await import(pathToFileURL(resolve(root, definition.entry)).href)) as { handler?: ApiHandler };
      if (typeof module.handler !== 'function') throw new Error(`${definition.entry} exports no handler.`);
      return { name: definition.name, routes: definition.routes, handler: module.handler };
    }),
  );
}

/** Writes a handler's result the way API Gateway does, including its inferred format. */
function sendResult(response: ServerResponse, result: ApiResult | string | unknown, requestId: string): void {
  const structured = typeof result === 'object' && result !== null && 'statusCode' in result;
  if (!structured) {
    // A result without statusCode is taken as a 200 JSON body.
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    response.writeHead(200, { 'content-type': 'application/json', 'apigw-requestid': requestId });
    response.end(body);
    return;
  }
  const { statusCode = 200, headers = {}, cookies, body, isBase64Encoded } = result as ApiResult;
  const out: Record<string, string | number | string[]> = { 'apigw-requestid': requestId };
  for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = String(value);
  if (cookies?.length) out['set-cookie'] = cookies;
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body, isBase64Encoded ? 'base64' : 'utf8');
  out['content-length'] = payload.length;
  response.writeHead(statusCode, out);
  response.end(payload);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | typeof timedOut> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof timedOut>((r) => (timer = setTimeout(() => r(timedOut), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
const timedOut = Symbol('timed out');

export async function createGateway(options: GatewayOptions): Promise<RunningGateway> {
  const region = options.region ?? 'ca-central-1';
  const invokeCredentials = options.invokeCredentials ?? newInvokeCredentials();
  const log = options.log ?? (() => undefined);
  const onError = options.onError ?? ((error, routeKey) => console.error(`[gateway] ${routeKey} threw:`, error));
  const match = createRouteMatcher(options.services.map((service) => ({ target: service, routes: service.routes })));

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<number> {
    const requestId = randomUUID();
    const found = match(request.method ?? 'GET', url.pathname.slice(apiBase.length));
    let body: Buffer;
    try {
      body = await readBody(request, maxPayloadBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      sendJson(response, 413, { message: 'Request Entity Too Large' }, { connection: 'close' });
      return 413;
    }
    if (!found) {
      sendJson(response, 404, { message: 'Not Found' }, { 'apigw-requestid': requestId });
      return 404;
    }
    const routeKey = `${found.route.method} ${found.route.path}`;
    const event = toApiEvent({
      request,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      routeKey,
      pathParameters: found.pathParameters,
      body,
      stage: apiBase.slice(1),
      requestId,
    });
    const context = lambdaContext(`local-${found.target.name}`, region, integrationTimeoutMs);
    try {
      const result = await withTimeout(found.target.handler(event, context), integrationTimeoutMs);
      if (result === timedOut) {
        sendJson(response, 503, { message: 'Service Unavailable' }, { 'apigw-requestid': requestId });
        return 503;
      }
      sendResult(response, result, requestId);
      return response.statusCode;
    } catch (error) {
      onError(error, routeKey);
      sendJson(response, 500, { message: 'Internal Server Error' }, { 'apigw-requestid': requestId });
      return 500;
    }
  }

  /**
   * Lambda's Invoke API, as cognito-local's aws-sdk client calls it for triggers: only calls
   * signed with the stack's key pair, as Lambda answers an unsigned or badly signed one
   * (checked before the name, so names cannot be probed either).
   */
  async function handleInvoke(request: IncomingMessage, response: ServerResponse, rawName: string): Promise<number> {
    const body = await readBody(request, maxPayloadBytes);
    if (!(await isSignedInvoke(request, body, invokeCredentials))) {
      sendJson(
        response,
        403,
        { message: 'The request signature we calculated does not match the signature you provided.' },
        { 'x-amzn-errortype': 'InvalidSignatureException' },
      );
      return 403;
    }
    const name = safeDecode(rawName);
    const trigger = name === undefined ? undefined : options.triggers?.[name];
    if (name === undefined || !trigger) {
      sendJson(
        response,
        404,
        { Type: 'User', message: `Function not found: ${name ?? rawName}` },
        { 'x-amzn-errortype': 'ResourceNotFoundException' },
      );
      return 404;
    }
    const context = lambdaContext(name, region, integrationTimeoutMs);
    try {
      const event = JSON.parse(body.toString('utf8')) as never;
      sendJson(response, 200, (await trigger.handler(event, context)) ?? null, { 'x-amz-executed-version': '$LATEST' });
    } catch (error) {
      // A function error is still HTTP 200; the header tells the caller it failed.
      const failure = error instanceof Error ? error : new Error(String(error));
      sendJson(
        response,
        200,
        { errorType: failure.name, errorMessage: failure.message, trace: [] },
        { 'x-amz-function-error': 'Unhandled' },
      );
    }
    return 200;
  }

  const server = createServer((request, response) => {
    const started = Date.now();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const invoke = request.method === 'POST' ? invokePath.exec(url.pathname) : null;
    let work: Promise<number>;
    if (url.pathname === apiBase || url.pathname.startsWith(`${apiBase}/`)) work = handleApi(request, response, url);
    else if (invoke?.[1]) work = handleInvoke(request, response, invoke[1]);
    else if (url.pathname.startsWith(photosPrefix)) work = servePhoto(request, response, url, options.photos);
    else {
      sendJson(response, 404, { message: 'Not Found' });
      work = Promise.resolve(404);
    }
    work.then(
      (status) => log(`${request.method} ${url.pathname}${url.search} → ${status} (${Date.now() - started} ms)`),
      (error: unknown) => {
        console.error(`[gateway] ${request.method} ${url.pathname} failed:`, error);
        if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
        else response.destroy();
      },
    );
  });
  await listen(server, options.port);
  return { url: `http://${localHost}:${options.port}`, invokeCredentials, stop: () => closeServer(server) };
}
