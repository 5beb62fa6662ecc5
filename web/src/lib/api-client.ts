import type { ApiErrorBody } from '@shared/api-error';
import { currentIdToken } from './auth-session';
import { webConfig } from './web-config';

/** An answer of the API other than 2xx, with its JSON error body (shared/api-error.ts). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }

  /** Messages by field name: the `issues` list, or the single `field` of the body. */
  fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const issue of this.body.issues ?? []) errors[issue.field] ??= issue.message;
    if (this.body.field) errors[this.body.field] ??= this.body.message;
    return errors;
  }
}

/** What a call of the typed client (api/client.ts) may add. */
export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * Send no ID token even when someone is signed in: for calls whose authority is something
   * else (an unsubscribe link's signed token), so whoever is signed in on this browser, or an
   * expired session, cannot change the answer.
   */
  withoutToken?: boolean;
}

export interface ApiRequest extends RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
}

/**
 * Calls `${apiUrl}${path}` with the user's ID token when signed in. Resolves with the parsed
 * JSON (undefined for an empty answer) and throws ApiError for any non-2xx answer. The typed
 * client (api/client.ts) is its one caller: it knows what the answer is.
 */
export async function sendRequest(
  path: string,
  { method = 'GET', body, signal, withoutToken = false }: ApiRequest = {},
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = withoutToken ? undefined : await currentIdToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';

  const response = await fetch(`${webConfig().apiUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw new ApiError(response.status, errorBody(json, response));
  return json;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What the reader is told when the gateway, not our functions, answered the failure. */
export const serviceNotAnswering = 'Our service did not answer. Please try again in a moment.';

/**
 * The gateway's own words for a function that crashed or ran out of time: the HTTP API's
 * ("Internal Server Error" 500, "Service Unavailable" 503, as the local gateway says them too),
 * a REST API's or a proxy's. Our functions write their failures in the product's words ("Something
 * went wrong. Please try again.", "Valuations are not available yet…"), and never answer 502 or
 * 504; the reader gets product words for the gateway's too (review 64).
 */
const gatewayFailure = (status: number, message: string) =>
  status === 502 ||
  status === 504 ||
  (status >= 500 && /^(internal server error|service unavailable|endpoint request timed out)$/i.test(message));

function errorBody(json: unknown, response: Response): ApiErrorBody {
  const ours = json && typeof json === 'object' && typeof (json as ApiErrorBody).message === 'string';
  if (ours && !gatewayFailure(response.status, (json as ApiErrorBody).message)) return json as ApiErrorBody;
  return { message: serviceNotAnswering };
}
