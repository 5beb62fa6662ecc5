import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { ParamsOf, Parsed, RouteRow } from '@shared/contract/route';
import type { Caller } from './auth/caller';
import type { Answer } from './http/answers';

export {
  httpMethods,
  requiresToken,
  routeKey,
  type Access,
  type HttpMethod,
  type NamedRecord,
  type OwnedTarget,
  type Ownership,
  type OwnershipRule,
} from '@shared/contract/route';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;
export type ApiHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/** What a handler reads: the request's parts parsed by its row's schemas, and the verified caller. */
export interface HandlerInput<R extends RouteRow> {
  params: ParamsOf<R>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  /** The verified caller, or null for an anonymous one (only on public/optional routes). */
  caller: Caller | null;
  event: ApiEvent;
  context: Context;
}

/**
 * A mounted route: its contract row (shared/contract/) and the handler bound to it
 * (functions/lib/http/handle.ts `bind`). The CDK stack and the local gateway mount these; the
 * service wraps each `run` in the one middleware stack.
 */
export interface Route extends RouteRow {
  run(input: HandlerInput<RouteRow>): Promise<Answer>;
}
