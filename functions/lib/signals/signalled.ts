import middy from '@middy/core';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import type { MetricDimensions } from './metric-names';
import { flushMetrics, measureAs, tracer } from './signals';

/**
 * A middy middleware: this invocation's metrics carry `dimensions`, and are written when it
 * ends, whether it succeeded or threw.
 */
export function metricsOf<E>(dimensions: (event: E) => MetricDimensions): middy.MiddlewareObj<E> {
  return {
    before: (request) => measureAs(dimensions(request.event)),
    after: () => flushMetrics(),
    onError: () => flushMetrics(),
  };
}

/**
 * A Lambda handler that is not an HTTP route (a job, an event function, a Cognito trigger) with
 * its signals: an X-Ray subsegment for the invocation (cold start and service annotated, errors
 * recorded; the response is not, as it may hold personal data) and its metrics flushed at the end.
 */
export function signalled<E, R>(
  dimensions: MetricDimensions,
  handler: (event: E, context: Context) => Promise<R>,
): (event: E, context?: Context) => Promise<R> {
  return middy<E, R>({ timeoutEarlyInMillis: 0 })
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(metricsOf<E>(() => dimensions))
    .handler(handler) as unknown as (event: E, context?: Context) => Promise<R>;
}
