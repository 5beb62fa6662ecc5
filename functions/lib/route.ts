import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { GroupRole } from '@shared/roles';
import type { Endpoint } from './http/endpoint';

/**
 * Route access (DESIGN "Access levels"): `public` ignores identity; `optional` uses a valid
 * token when one is sent (anonymous callers get the masked answer); `signedIn` needs a
 * token; a list of roles needs a token whose groups include one of them.
 */
export type Access = 'public' | 'optional' | 'signedIn' | readonly GroupRole[];

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;
export type ApiHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/** One row of a service's route table; `path` uses API Gateway's `{param}` syntax. */
export interface Route {
  method: HttpMethod;
  path: string;
  access: Access;
  /** The call's logic; the service wraps it in the one middleware stack. */
  handler: Endpoint;
}

/** A route's key as API Gateway writes it in `event.routeKey`: `GET /myprofile`. */
export function routeKey(route: Pick<Route, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** Whether a route needs a token (and so gets the API's JWT authorizer in AWS). */
export function requiresToken(access: Access): boolean {
  return access !== 'public' && access !== 'optional';
}
