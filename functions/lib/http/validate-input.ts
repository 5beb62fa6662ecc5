import type { MiddlewareObj } from '@middy/core';
import type { z } from 'zod';
import { ValidationError, type FieldIssue } from '../errors';
import type { RouteRow, SchemaSource } from '@shared/contract/route';
import { clock } from '../clock';
import { requestState, type ApiRequest } from './request-state';

function issuesOf(error: z.ZodError, part: string): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : part,
    message: issue.message,
  }));
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
