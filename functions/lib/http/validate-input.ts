import type { MiddlewareObj } from '@middy/core';
import type { z } from 'zod';
import { ValidationError, type FieldIssue } from '../errors';
import type { EndpointSchemas, SchemaSource } from './endpoint';
import { requestState, type ApiRequest } from './request-state';

function issuesOf(error: z.ZodError, part: string): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : part,
    message: issue.message,
  }));
}

function parse(source: SchemaSource | undefined, value: unknown, part: string): unknown {
  if (!source) return undefined;
  const schema = typeof source === 'function' ? source() : source;
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(issuesOf(result.error, part));
  return result.data;
}

/** Parses body, query and path parameters with the endpoint's zod schemas from `shared/`. */
export function validateInput(schemas: EndpointSchemas): MiddlewareObj {
  return {
    name: 'validateInput',
    before: (request: ApiRequest) => {
      const { event } = request;
      requestState(request).input = {
        params: parse(schemas.params, event.pathParameters ?? {}, 'path'),
        query: parse(schemas.query, event.queryStringParameters ?? {}, 'query'),
        body: parse(schemas.body, requestState(request).body ?? {}, 'body'),
      };
    },
  } as MiddlewareObj;
}
