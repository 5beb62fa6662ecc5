import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteRow } from '@shared/contract/route';
import type { Answer } from './http/answers';
import type { HandlerInput } from './http/handle';

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

/**
 * A mounted route: its contract row (shared/contract/) and the handler bound to it
 * (functions/lib/http/handle.ts `bind`). The CDK stack and the local gateway mount these; the
 * service wraps each `run` in the one middleware stack.
 */
export interface Route extends RouteRow {
  run(input: HandlerInput<RouteRow>): Promise<Answer>;
}
