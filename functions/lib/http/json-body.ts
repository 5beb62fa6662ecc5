import type { MiddlewareObj } from '@middy/core';
import { MalformedRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { requestState, type ApiRequest } from './request-state';

export interface BodyOptions {
  maxBytes: number;
  /**
   * Also take an HTML form (`application/x-www-form-urlencoded` or `multipart/form-data`), as
   * mail clients send RFC 8058's one-click unsubscribe (`List-Unsubscribe=One-Click`). Its text
   * fields arrive as strings, for the endpoint's schema to parse like any body.
   */
  acceptsForm?: boolean;
}

/** The media type of a `content-type` header, without its parameters, in lower case. */
const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() || undefined;

/**
 * A body read as JSON: one that says so (`application/json`, or a `+json` type). Any other type,
 * or none, is refused (415) rather than read as JSON anyway: an HTML form on any site can POST
 * `text/plain` or `multipart/form-data` with no preflight, and a JSON object typed into such a
 * form was taken as if a page of ours had sent it (QA 36 L8); a script there can send a body of
 * no type the same way (a no-cors fetch of a Blob, `sendBeacon`; review 38). Every caller of ours
 * sends `application/json`.
 */
const isJson = (mediaType: string | undefined) =>
  mediaType !== undefined && (mediaType === 'application/json' || mediaType.endsWith('+json'));

/** The two encodings of an HTML form; RFC 8058's one-click POST SHOULD be the second. */
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** A form's text fields (a file field is no text, and dropped), read by the platform's parser. */
async function formFields(text: string, contentType: string): Promise<Record<string, string>> {
  try {
    const form = await new Response(text, { headers: { 'content-type': contentType } }).formData();
    return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    throw new MalformedRequestError('The request body is not a readable form.');
  }
}

/**
 * Parses a JSON body (or a form, where the endpoint takes one) with a size limit: 413 over it,
 * 415 for a body of another type, 400 when unreadable.
 */
export function jsonBody({ maxBytes, acceptsForm = false }: BodyOptions): MiddlewareObj {
  return {
    name: 'jsonBody',
    before: async (request: ApiRequest) => {
      const { body, isBase64Encoded, headers } = request.event;
      if (body === undefined || body === null || body === '') return;
      const bytes = Buffer.byteLength(body, isBase64Encoded ? 'base64' : 'utf8');
      if (bytes > maxBytes) {
        throw new PayloadTooLargeError(`The request body is larger than ${Math.floor(maxBytes / 1024)} KB.`);
      }
      const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      const contentType = headers?.['content-type'] ?? '';
      const mediaType = mediaTypeOf(contentType);
      if (acceptsForm && mediaType !== undefined && formTypes.includes(mediaType)) {
        requestState(request).body = await formFields(text, contentType);
        return;
      }
      if (!isJson(mediaType)) {
        throw new UnsupportedMediaTypeError('Send the request body as JSON (Content-Type: application/json).');
      }
      try {
        requestState(request).body = JSON.parse(text);
      } catch {
        throw new MalformedRequestError('The request body is not valid JSON.');
      }
    },
  } as MiddlewareObj;
}
