import type { z } from 'zod';
import type { GroupRole } from '../roles';

/*
 * One row per route (DESIGN "One typed contract on the wire"): what the CDK stack and the local
 * gateway mount, what the handler must answer and what the web's typed client calls. Pure: no
 * I/O, nothing of AWS or React. The web imports these modules' types only (`import type`), so
 * the zod schemas a row holds reach the browser only where a form imports them itself.
 */

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * Route access (DESIGN "Access levels"): `public` ignores identity; `optional` uses a valid
 * token when one is sent (anonymous callers get the masked answer); `signedIn` needs a
 * token; a list of roles needs a token whose groups include one of them.
 */
export type Access = 'public' | 'optional' | 'signedIn' | readonly GroupRole[];

/**
 * Who may reach a record that the request names, within what `access` lets in (DESIGN
 * "Authorization is enforced on the server"; DECISIONS row 9: an admin may do everything an
 * agent may, for anyone):
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
   * invitation (its e-mail address; the invited client's, so their agent's to act on), a
   * contact import (its agent's), or an annual report (its valuation's owner's).
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
 * Whose records a route reaches; the authorization matrix derives its expectations from it and
 * from `access`, and the handler enforces it:
 * - `none`: no one's: public data (listings, sold reports, an agent's public page) or a
 *   look-up keyed by what the caller typed (an invitation, the waitlist);
 * - `caller`: only the caller's own, found from the token: nothing in the request names a user;
 * - an `OwnedTarget`: the record the request names.
 */
export type Ownership = 'none' | 'caller' | OwnedTarget;

/** A schema, or one built per request from the clock (rules such as "not in the future"). */
export type SchemaSource = z.ZodType | ((now: Date) => z.ZodType);

declare const answerType: unique symbol;

/**
 * What a route answers: its status and, as a type only, its JSON body. Built by `json`,
 * `created`, `accepted` and `noContent` below; the body type costs nothing at run time.
 */
export interface AnswerSpec<T = unknown, S extends number = number> {
  readonly status: S;
  readonly [answerType]?: T;
}

/** 200 with a JSON body of type T. */
export const json = <T>(): AnswerSpec<T, 200> => ({ status: 200 });
/** 201 with a JSON body of type T: something was made. */
export const created = <T>(): AnswerSpec<T, 201> => ({ status: 201 });
/** 202 with a JSON body of type T: taken on, and carried on after the answer (a job the request started). */
export const accepted = <T>(): AnswerSpec<T, 202> => ({ status: 202 });
/** 204, no body. */
export const noContent = (): AnswerSpec<undefined, 204> => ({ status: 204 });
/** 302 to the `location` header, no body: a lasting address that sends its reader on (a picture in an e-mail). */
export const redirect = (): AnswerSpec<undefined, 302> => ({ status: 302 });

/** One route of the contract. `path` uses API Gateway's `{param}` syntax. */
export interface RouteRow {
  method: HttpMethod;
  path: string;
  /** Path parameters; without a schema each `{param}` arrives as a string. */
  params?: SchemaSource;
  query?: SchemaSource;
  body?: SchemaSource;
  answer: AnswerSpec;
  access: Access;
  /** Required, so that no route joins the contract without saying whose records it reaches. */
  owner: Ownership;
  /** The other record the request names, with its own rule (a note of the contact, the contact to assign to). */
  names?: NamedRecord;
  /** Where the spec names the call: document and section (`'3 §7.1'`), or the screen that needs it. */
  spec: string;
  /** A call the spec does not name, which a screen it names needs; `note` says why it exists. */
  notInSpec?: true;
  /** What the spec leaves open and how we read it (a path it does not show, an answer's status). */
  note?: string;
  /** Largest accepted body in bytes (default 64 KiB). */
  maxBodyBytes?: number;
  /** Longest accepted query string in characters (default 4096). */
  maxQueryLength?: number;
  /** Takes a form-encoded body too, not only JSON (the one-click unsubscribe's POST). */
  acceptsForm?: boolean;
  /**
   * The spec's own spelling of `path` where it ends in a slash (`/homevalue/agent/`), which API
   * Gateway cannot mount: the local gateway and CloudFront's `/api/*` behaviour send it to `path`.
   */
  specPath?: string;
}

/** The `{param}` names of a path, as a union: `'id' | 'mls'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type SchemaOf<S> = S extends (now: Date) => infer R ? R : S;
/** What a schema source parses to (the server's side). */
export type Parsed<S> = [S] extends [undefined]
  ? undefined
  : SchemaOf<S> extends z.ZodType
    ? z.output<SchemaOf<S>>
    : undefined;
/** What a schema source accepts (the caller's side). */
export type Sent<S> = [S] extends [undefined]
  ? undefined
  : SchemaOf<S> extends z.ZodType
    ? z.input<SchemaOf<S>>
    : undefined;

/** A row's path parameters as the handler reads them: parsed, or strings without a schema. */
export type ParamsOf<R extends RouteRow> = R['params'] extends SchemaSource
  ? Parsed<R['params']>
  : PathParamNames<R['path']> extends never
    ? undefined
    : Record<PathParamNames<R['path']>, string>;

/** A row's answer body type. */
export type AnswerBody<R extends RouteRow> = R['answer'] extends AnswerSpec<infer T, number> ? T : never;
/** A row's answer status. */
export type AnswerStatus<R extends RouteRow> = R['answer'] extends AnswerSpec<unknown, infer S> ? S : never;

/**
 * A row, checked: a params schema must name exactly the path's `{param}`s. Returns the row
 * with its literal types kept, so handlers and the web client read them.
 */
export function route<const R extends RouteRow>(
  row: R &
    (R['params'] extends SchemaSource
      ? [keyof NonNullable<Parsed<R['params']>>] extends [PathParamNames<R['path']>]
        ? [PathParamNames<R['path']>] extends [keyof NonNullable<Parsed<R['params']>>]
          ? unknown
          : { params: `the params schema must name every {param} of ${R['path']}` }
        : { params: `the params schema names a param that ${R['path']} lacks` }
      : unknown),
): R {
  return row;
}

/** A set of rows by name: a slice of a service's contract. */
export type RouteRows = Record<string, RouteRow>;

/** A route's key as API Gateway writes it in `event.routeKey`: `GET /myprofile`. */
export function routeKey(row: Pick<RouteRow, 'method' | 'path'>): string {
  return `${row.method} ${row.path}`;
}

/** Whether a route needs a token (and so gets the API's JWT authorizer in AWS). */
export function requiresToken(access: Access): boolean {
  return access !== 'public' && access !== 'optional';
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/**
 * A service's contract from its slices. A name given twice would let one row hide another, so
 * it is refused when the module loads.
 */
export function slices<S extends RouteRows[]>(...parts: S): UnionToIntersection<S[number]> {
  const all: RouteRows = {};
  for (const part of parts) {
    for (const [name, row] of Object.entries(part)) {
      if (name in all) throw new Error(`Two routes are named ${name}.`);
      all[name] = row;
    }
  }
  return all as UnionToIntersection<S[number]>;
}
