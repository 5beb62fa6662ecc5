import { notFound } from '@tanstack/react-router';
import type * as z from 'zod';

/**
 * A route's `params.parse` from a zod schema: a path that does not fit the schema is a Not
 * Found page, not an error page.
 */
export function parseParams<T extends z.ZodType>(schema: T) {
  return (raw: Record<string, string | undefined>): z.output<T> => {
    const result = schema.safeParse(raw);
    if (!result.success) throw notFound();
    return result.data;
  };
}
