import type { MiddlewareObj } from '@middy/core';
import { MalformedRequestError, PayloadTooLargeError } from '../errors';
import { requestState, type ApiRequest } from './request-state';

/** Parses a JSON body with a size limit: 413 over it, 400 when it is not JSON. */
export function jsonBody(maxBytes: number): MiddlewareObj {
  return {
    name: 'jsonBody',
    before: (request: ApiRequest) => {
      const { body, isBase64Encoded } = request.event;
      if (body === undefined || body === null || body === '') return;
      const bytes = Buffer.byteLength(body, isBase64Encoded ? 'base64' : 'utf8');
      if (bytes > maxBytes) {
        throw new PayloadTooLargeError(`The request body is larger than ${Math.floor(maxBytes / 1024)} KB.`);
      }
      const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      try {
        requestState(request).body = JSON.parse(text);
      } catch {
        throw new MalformedRequestError('The request body is not valid JSON.');
      }
    },
  } as MiddlewareObj;
}
