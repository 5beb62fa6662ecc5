import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import type { Caller } from '../auth/caller';
import type { ApiEvent } from '../route';
import type { Answer } from './answers';

type Schema = z.ZodType;
/** A schema, or a function that builds one per request (for rules that read the clock). */
export type SchemaSource = Schema | (() => Schema);
type Parsed<S> = S extends () => infer R
  ? R extends Schema
    ? z.output<R>
    : never
  : S extends Schema
    ? z.output<S>
    : undefined;

export interface EndpointSchemas {
  body?: SchemaSource;
  query?: SchemaSource;
  params?: SchemaSource;
}

export interface EndpointInput<S extends EndpointSchemas> {
  body: Parsed<S['body']>;
  query: Parsed<S['query']>;
  params: Parsed<S['params']>;
  /** The verified caller, or null for an anonymous one (only on public/optional routes). */
  caller: Caller | null;
  event: ApiEvent;
  context: Context;
}

/**
 * One call's logic: its input schemas (from `shared/`) and a function from parsed input to
 * an answer. Access comes from the route table; the middleware stack does the rest.
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  schemas: S;
  /** Largest accepted body in bytes (default 64 KiB). */
  maxBodyBytes?: number;
  /** Longest accepted query string in characters (default 4096). */
  maxQueryLength?: number;
  /** Takes a form-encoded body too (json-body.ts), not only JSON. */
  acceptsForm?: boolean;
  run(input: EndpointInput<S>): Promise<Answer>;
}

export function endpoint<S extends EndpointSchemas>(
  schemas: S,
  run: (input: EndpointInput<S>) => Promise<Answer>,
  options: { maxBodyBytes?: number; maxQueryLength?: number; acceptsForm?: boolean } = {},
): Endpoint<S> {
  return { schemas, run, ...options };
}
