import type { MiddlewareObj } from '@middy/core';
import { MalformedRequestError, PayloadTooLargeError } from '../errors';
import { requestState, type ApiRequest } from './request-state';

export interface BodyOptions {
  maxBytes: number;
  /**
   * Also take an HTML form's encoding (`application/x-www-form-urlencoded`), as mail clients
   * send RFC 8058's one-click unsubscribe (`List-Unsubscribe=One-Click`). Its fields arrive as
   * strings, for the endpoint's schema to parse like any body.
   */
  acceptsForm?: boolean;
}

const isForm = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** Parses a JSON body (or a form, where the endpoint takes one) with a size limit: 413 over it, 400 when unreadable. */
export function jsonBody({ maxBytes, acceptsForm = false }: BodyOptions): MiddlewareObj {
  return {
    name: 'jsonBody',
    before: (request: ApiRequest) => {
      const { body, isBase64Encoded, headers } = request.event;
      if (body === undefined || body === null || body === '') return;
      const bytes = Buffer.byteLength(body, isBase64Encoded ? 'base64' : 'utf8');
      if (bytes > maxBytes) {
        throw new PayloadTooLargeError(`The request body is larger than ${Math.floor(maxBytes / 1024)} KB.`);
      }
      const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      if (acceptsForm && isForm(headers?.['content-type'])) {
        requestState(request).body = Object.fromEntries(new URLSearchParams(text));
        return;
      }
      try {
        requestState(request).body = JSON.parse(text);
      } catch {
        throw new MalformedRequestError('The request body is not valid JSON.');
      }
    },
  } as MiddlewareObj;
}
