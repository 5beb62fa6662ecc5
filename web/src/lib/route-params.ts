import { notFound } from '@tanstack/react-router';

/*
 * Readers of path params and search values for the route files. The router runs them for
 * every page and they sit in the first-load chunk, so they are plain functions rather than
 * zod (~23 KB gzipped that most pages never need). A value whose rule lives in shared/ (a
 * listing number, a neighbourhood id, the search filter) is still judged by that rule, where
 * the page or the API reads it.
 */

/** A route's `params.parse`: a path that `read` refuses (undefined) is a Not Found page, not an error page. */
export function parseParams<T extends object>(read: (raw: Record<string, string | undefined>) => T | undefined) {
  return (raw: Record<string, string | undefined>): T => {
    const params = read(raw);
    if (params === undefined) throw notFound();
    return params;
  };
}

/** `value` when it is one of `values`. */
export function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** A search value that should be text of `min` to `max` characters; anything else reads as absent. */
export function textValue(value: unknown, max = Infinity, min = 0): string | undefined {
  return typeof value === 'string' && value.length >= min && value.length <= max ? value : undefined;
}

/** A search value that should be true or false; anything else reads as absent. */
export function booleanValue(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}
