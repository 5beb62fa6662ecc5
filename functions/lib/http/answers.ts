/** What an endpoint returns: a status and a JSON body (or none). */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const created = (body: unknown): Answer => ({ status: 201, body });
/** Taken on, and carried on after the answer (a job the request started). */
export const accepted = (body: unknown): Answer => ({ status: 202, body });
export const noContent = (): Answer => ({ status: 204 });
