import type { Context } from 'aws-lambda';
import type { ApiEvent } from '../../functions/lib/route';

/** An API Gateway HTTP API (payload 2.0) event, as the API and the local gateway send it. */
export function apiEvent(
  routeKey: string,
  options: {
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    pathParameters?: Record<string, string>;
    /** Query parameters, as API Gateway parses them (`rawQueryString` is built from them). */
    query?: Record<string, string>;
  } = {},
): ApiEvent {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  return {
    version: '2.0',
    routeKey,
    rawPath: `/api${path}`,
    rawQueryString: options.query ? new URLSearchParams(options.query).toString() : '',
    headers: {
      'content-type': 'application/json',
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(options.pathParameters && { pathParameters: options.pathParameters }),
    ...(options.query && { queryStringParameters: options.query }),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: `/api${path}`, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey,
      stage: 'api',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(body !== undefined && { body }),
    isBase64Encoded: false,
  };
}

export function lambdaContext(): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:ca-central-1:000000000000:function:test',
    memoryLimitInMB: '512',
    awsRequestId: `req-${Math.random().toString(36).slice(2)}`,
    logGroupName: 'test',
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** What a test passes to `callService`: the caller's token, the path and query parameters, a body. */
export interface ServiceCall {
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Calls a service's handler with one route's event: the status and the parsed JSON body. */
export async function callService(
  service: (event: ApiEvent, context: Context) => Promise<{ statusCode?: number; body?: string }>,
  routeKey: string,
  options: ServiceCall = {},
) {
  const event = apiEvent(routeKey, {
    ...(options.token && { token: options.token }),
    ...(options.params && { pathParameters: options.params }),
    ...(options.query && { query: options.query }),
    ...(options.body !== undefined && { body: options.body }),
  });
  const result = await service(event, lambdaContext());
  return { status: result.statusCode ?? 0, body: result.body ? JSON.parse(result.body) : undefined };
}
