import type { MiddlewareObj } from '@middy/core';
import type { z } from 'zod';
import { ValidationError, type FieldIssue } from '../errors';
import type { RouteRow, SchemaSource } from '@shared/contract/route';
import { clock } from '../clock';
import { requestState, type ApiRequest } from './request-state';

/** What a wrong-typed value should have been, in words. */
const expectedWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/**
 * A schema's own messages are the spec's; where a schema gave none, zod's default ("Invalid
 * input: expected array, received string") reached callers (QA 36 M4). A wrong-typed or missing
 * value, a value not among the choices and a field the request does not take get plain words
 * instead (QA 46b L3: "Invalid option: expected one of \"email\"|…", "Unrecognized key").
 */
function messageOf(issue: z.core.$ZodIssue, field: string, part: string): string {
  if (issue.code === 'invalid_value' && /^Invalid (option|input)/.test(issue.message)) {
    const values = issue.values.map(String);
    return values.length === 1 ? `${field} must be ${values[0]}.` : `${field} must be one of ${values.join(', ')}.`;
  }
  if (issue.code === 'unrecognized_keys' && issue.message.startsWith('Unrecognized key')) {
    return `${field} has fields this request does not take: ${issue.keys.join(', ')}.`;
  }
  if (issue.code !== 'invalid_type' || !issue.message.startsWith('Invalid input')) return issue.message;
  if (issue.path.length === 0)
    return part === 'body' ? 'The request body must be a JSON object.' : `The request's ${part} is not valid.`;
  if (issue.message.endsWith('received undefined')) return `${field} is required.`;
  return `${field} must be ${expectedWords[issue.expected] ?? issue.expected}.`;
}

function issuesOf(error: z.ZodError, part: string): FieldIssue[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    return { field, message: messageOf(issue, field, part) };
  });
}

function parse(source: SchemaSource | undefined, value: unknown, part: string): unknown {
  if (!source) return undefined;
  const schema = typeof source === 'function' ? source(clock.now()) : source;
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(issuesOf(result.error, part));
  return result.data;
}

/**
 * Parses body, query and path parameters with the row's zod schemas (shared/contract/). Path
 * parameters without a schema pass as the strings API Gateway gives.
 */
export function validateInput(schemas: Pick<RouteRow, 'params' | 'query' | 'body'>): MiddlewareObj {
  return {
    name: 'validateInput',
    before: (request: ApiRequest) => {
      const { event } = request;
      requestState(request).input = {
        params: schemas.params
          ? parse(schemas.params, event.pathParameters ?? {}, 'path')
          : (event.pathParameters ?? {}),
        query: parse(schemas.query, event.queryStringParameters ?? {}, 'query'),
        body: parse(schemas.body, requestState(request).body ?? {}, 'body'),
      };
    },
  } as MiddlewareObj;
}
