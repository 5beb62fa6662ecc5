/*
 * What a handler returns (handle.ts types it by the route's row): a status, a JSON body (none
 * for 204) and any headers.
 */

export const ok = <T>(body: T) => ({ status: 200 as const, body });
export const created = <T>(body: T) => ({ status: 201 as const, body });
/** Taken on, and carried on after the answer (a job the request started). */
export const accepted = <T>(body: T) => ({ status: 202 as const, body });
export const noContent = () => ({ status: 204 as const });
/**
 * To `location` (the same for every reader), which a shared cache (CloudFront) may keep
 * `sharedSeconds` and any cache after it `seconds`: a cache that ignores `Age` holds it for the
 * sum at most from the origin's answer.
 */
export const redirect = (location: string, { seconds, sharedSeconds }: { seconds: number; sharedSeconds: number }) => ({
  status: 302 as const,
  headers: { location, 'cache-control': `public, max-age=${seconds}, s-maxage=${sharedSeconds}` },
});

/** Any answer, as the middleware stack sends it. */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
