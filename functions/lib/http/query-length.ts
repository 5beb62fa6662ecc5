import type { MiddlewareObj } from '@middy/core';
import { ValidationError } from '../errors';
import type { ApiRequest } from './request-state';

/**
 * Refuses a query string longer than `maxChars` with a 400, before anything parses it: no
 * call of the product needs more, and a 10 KB query is someone probing, not a map view.
 */
export function queryLength(maxChars: number): MiddlewareObj {
  return {
    name: 'queryLength',
    before: (request: ApiRequest) => {
      const { rawQueryString, queryStringParameters } = request.event;
      const length =
        rawQueryString?.length ??
        Object.entries(queryStringParameters ?? {}).reduce(
          (sum, [name, value]) => sum + name.length + (value?.length ?? 0) + 2,
          0,
        );
      if (length > maxChars) {
        throw new ValidationError([
          { field: 'query', message: `The query string is too long: at most ${maxChars} characters.` },
        ]);
      }
    },
  } as MiddlewareObj;
}
