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
 * Our functions never answer 502 or 504: those come from the gateway (a function that crashed or
 * ran out of time), in its own words ("Internal server error", "Endpoint request timed out"), or
 * from a proxy as an HTML page. The reader gets product words for them instead.
 */
const gatewayFailure = (status: number) => status === 502 || status === 504;

function errorBody(json: unknown, response: Response): ApiErrorBody {
  const ours = json && typeof json === 'object' && typeof (json as ApiErrorBody).message === 'string';
  if (ours && !gatewayFailure(response.status)) return json as ApiErrorBody;
  return { message: serviceNotAnswering };
}
