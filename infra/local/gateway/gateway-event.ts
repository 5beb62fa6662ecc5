import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'aws-lambda';
import type { ApiEvent } from '../../../functions/lib/route';

/**
 * Turns a Node request into what API Gateway (HTTP API, payload format 2.0) hands a Lambda,
 * field by field as AWS documents it, so a handler cannot tell the local gateway from AWS.
 */

const accountId = '000000000000';
const apiId = 'local';

/** Bodies of these types arrive as text; anything else is base64, as API Gateway does it. */
const textTypes = [
  /^text\//,
  /^application\/(.+\+)?json/,
  /^application\/(.+\+)?xml/,
  /^application\/javascript/,
  /^application\/x-www-form-urlencoded/,
];

export function isTextContent(contentType: string | undefined): boolean {
  const type = (contentType ?? '').toLowerCase();
  return textTypes.some((pattern) => pattern.test(type));
}

function headerMap(request: IncomingMessage, sourceIp: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(request.headersDistinct)) {
    // API Gateway moves cookies out of the headers into `cookies`.
    if (name === 'cookie' || !values) continue;
    headers[name] = values.join(',');
  }
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${sourceIp}` : sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-port'] ??= String(request.socket.localPort ?? '');
  return headers;
}

function cookieList(request: IncomingMessage): string[] | undefined {
  const raw = request.headersDistinct.cookie;
  if (!raw) return undefined;
  const cookies = raw
    .flatMap((header) => header.split(';'))
    .map((c) => c.trim())
    .filter(Boolean);
  return cookies.length > 0 ? cookies : undefined;
}

/** Duplicate keys are joined with commas, values decoded: `?a=1&a=2` gives `{ a: '1,2' }`. */
function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const parameters: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    parameters[key] = key in parameters ? `${parameters[key]},${value}` : value;
  }
  return parameters;
}

function clientIp(request: IncomingMessage): string {
  return (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/** `22/Nov/2026:14:05:00 +0000`, the format of `requestContext.time`. */
function requestTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

export interface EventInput {
  request: IncomingMessage;
  /** The full path as received, including the `/api` base. */
  rawPath: string;
  rawQueryString: string;
  routeKey: string;
  pathParameters: Record<string, string>;
  body: Buffer;
  stage: string;
  requestId: string;
}

export function toApiEvent(input: EventInput): ApiEvent {
  const { request, body } = input;
  const now = new Date();
  const sourceIp = clientIp(request);
  const headers = headerMap(request, sourceIp);
  const cookies = cookieList(request);
  const queryStringParameters = queryParameters(input.rawQueryString);
  const isBase64Encoded = body.length > 0 && !isTextContent(headers['content-type']);
  return {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: input.rawPath,
    rawQueryString: input.rawQueryString,
    ...(cookies && { cookies }),
    headers,
    ...(queryStringParameters && { queryStringParameters }),
    ...(Object.keys(input.pathParameters).length > 0 && { pathParameters: input.pathParameters }),
    requestContext: {
      accountId,
      apiId,
      domainName: headers.host?.split(':')[0] ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!.split(':')[0]!,
      http: {
        method: request.method ?? 'GET',
        path: input.rawPath,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: input.requestId,
      routeKey: input.routeKey,
      stage: input.stage,
      time: requestTime(now),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 && { body: body.toString(isBase64Encoded ? 'base64' : 'utf8') }),
    isBase64Encoded,
  };
}

/** A Lambda context whose clock runs down from the function's timeout like the real one. */
export function lambdaContext(functionName: string, region: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const noop = () => undefined;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:${accountId}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/[$LATEST]${randomUUID().replaceAll('-', '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: noop,
    fail: noop,
    succeed: noop,
  };
}
