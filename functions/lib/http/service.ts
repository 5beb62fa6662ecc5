import middy from '@middy/core';
import httpEventNormalizer from '@middy/http-event-normalizer';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import type { ApiErrorBody } from '@shared/api-error';
import type { ReadStanding } from '../auth/standing';
import { cachedStandings, type StandingOf } from '../auth/standing-cache';
import { createLogger } from '../logger';
import { metricsOf } from '../signals/signalled';
import { tracer } from '../signals/signals';
import { routeKey, type ApiEvent, type ApiHandler, type ApiResult, type Route } from '../route';
import { authenticate } from './authenticate';
import { env } from '../env';
import { errorMapper } from './error-mapper';
import { jsonBody } from './json-body';
import { jsonResult } from './json-result';
import { cameThroughCloudFront } from './origin-verify';
import { queryLength } from './query-length';
import type { ApiContext } from './request-state';
import { validateInput } from './validate-input';

const defaultMaxBodyBytes = 64 * 1024;
const defaultMaxQueryLength = 4096;

/**
 * The one middleware stack: signals → normalize → query length → JSON body → auth → validation →
 * endpoint; errors mapped last. Signals: an X-Ray subsegment per request (not its answer, which
 * may hold personal data) and the business metrics the route records, under `Service` and `Route`.
 */
function wrap(serviceName: string, route: Route, logger: Logger, standingOf: StandingOf): ApiHandler {
  const dimensions = { Service: serviceName, Route: routeKey(route) };
  const handler = middy<ApiEvent, ApiResult, Error, ApiContext>({ timeoutEarlyInMillis: 0 })
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(metricsOf(() => dimensions))
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpHeaderNormalizer())
    .use(httpEventNormalizer())
    .use(queryLength(route.maxQueryLength ?? defaultMaxQueryLength))
    .use(jsonBody({ maxBytes: route.maxBodyBytes ?? defaultMaxBodyBytes, acceptsForm: route.acceptsForm ?? false }))
    .use(authenticate(route.access, standingOf, route.method !== 'GET'))
    .use(validateInput(route))
    .use(errorMapper(logger))
    .handler(async (event, context) => {
      const state = context.request;
      const answer = await route.run({
        body: state?.input?.body,
        query: state?.input?.query,
        params: state?.input?.params,
        caller: state?.caller ?? null,
        event,
        context,
      } as Parameters<Route['run']>[0]);
      return jsonResult(answer.status, answer.body, answer.headers);
    });
  return handler as unknown as ApiHandler;
}

export interface ServiceOptions {
  /**
   * The user service's published read of a user's standing (`functions/user/published.ts`):
   * every signed-in request is checked against it. `functions/lib` cannot import a service, so
   * each service's entry hands it in; it is required so that no service can leave it out.
   */
  readStanding: ReadStanding;
}

/**
 * A service's Lambda handler: dispatches on API Gateway's `routeKey` to the route table's
 * endpoints, each wrapped once per cold start. Standings are remembered per instance.
 */
export function createServiceHandler(serviceName: string, routes: Route[], options: ServiceOptions): ApiHandler {
  const logger = createLogger(serviceName);
  const standingOf = cachedStandings(options.readStanding);
  const byKey = new Map(routes.map((route) => [routeKey(route), wrap(serviceName, route, logger, standingOf)]));
  return async (event: ApiEvent, context: Context) => {
    // In AWS the API's own endpoint is public, and WAF (its rules, its per-client rate limit)
    // stands only in front of CloudFront: a request without CloudFront's origin secret went
    // around it, and is refused before any route runs (QA 47d H3). The local stack has no secret.
    if (env().ORIGIN_VERIFY_SECRET && !cameThroughCloudFront(event)) {
      return jsonResult(403, { message: 'Forbidden' } satisfies ApiErrorBody);
    }
    const handler = byKey.get(event.routeKey);
    if (!handler) return jsonResult(404, { message: 'Not Found' } satisfies ApiErrorBody);
    return handler(event, context);
  };
}
