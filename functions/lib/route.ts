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

/**
 * Who may reach a record that the request names, within what `access` lets in (DESIGN "Authorization is enforced on the server"; DECISIONS row 9: an admin may do
 * everything an agent may, for anyone):
 * - `self`: only the user the record belongs to;
 * - `agent-or-admin`: that user's agent (the one on their profile) or an admin, not the user;
 * - `self-or-agent-or-admin`: the user, their agent or an admin;
 * - `self-or-admin`: the user or an admin (an agent acting as themselves, an admin for anyone).
 */
export type OwnershipRule = 'self' | 'agent-or-admin' | 'self-or-agent-or-admin' | 'self-or-admin';

/** A record named by the request: where its id travels, what it is, and who may reach it. */
export interface OwnedTarget {
  in: 'path' | 'query' | 'body';
  /** The parameter or body field that carries the id. */
  name: string;
  /**
   * What the id names: a user (the record is theirs), a valuation (its owner's), an
   * invitation (its e-mail address; the invited client's, so their agent's to act on), or a
   * contact import (its agent's), or an annual report (its valuation's owner's). Records
   * that belong to a user, such as notes or contacts, add their kind here as their services arrive.
   */
  record: 'user' | 'valuation' | 'invitation' | 'import' | 'report';
  rule: OwnershipRule;
  /**
   * What everyone else gets, the same whether the record exists or not, so the answer never
   * tells who exists: 404 hides the record (issue 13: someone else's valuation id), 403 says
   * the call is not theirs to make.
   */
  refusal: 403 | 404;
}

/**
 * A second record the request names beside its `owner` target (issue 24: the matrix crosses it
 * too), and which of them the caller may name:
 * - `author`: a note the caller wrote about the target (record `note`);
 * - `agent-or-admin`: a user the caller reaches as their agent, or anyone for an admin (record
 *   `user`: the contact a valuation is assigned to).
 * Anyone else's, or one that does not exist, gets `refusal`: 404 like an unknown id, or, for an
 * idempotent delete, 204 with nothing changed (`unchanged`).
 */
export interface NamedRecord {
  in: 'path' | 'query' | 'body';
  name: string;
  record: 'note' | 'user';
  rule: 'author' | 'agent-or-admin';
  refusal: 404 | 'unchanged';
}

/**
 * Whose records a route reaches; the authorization matrix test derives its expectations from
 * it and from `access`, and the handler enforces it:
 * - `none`: no one's: public data (listings, sold reports, an agent's public page) or a
 *   look-up keyed by what the caller typed (an invitation, the waitlist);
 * - `caller`: only the caller's own, found from the token: nothing in the request names a user;
 * - an `OwnedTarget`: the record the request names.
 */
export type Ownership = 'none' | 'caller' | OwnedTarget;

/** One row of a service's route table; `path` uses API Gateway's `{param}` syntax. */
export interface Route {
  method: HttpMethod;
  path: string;
  access: Access;
  /** Required, so that no route joins the table without saying whose records it reaches. */
  owner: Ownership;
  /** The other record the request names, with its own rule (a note of the contact, the contact to assign to). */
  names?: NamedRecord;
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
