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
