import * as z from 'zod';
import { ValidationError } from './errors';

/**
 * Paging cursors (issue 24 L3). A Query's `LastEvaluatedKey` goes to the client as base64url
 * JSON and comes back as `ExclusiveStartKey`; what comes back is the client's to write, so it
 * is parsed by a schema of the exact key that Query hands out (its attributes and nothing else,
 * the partition the caller may read as a literal) before it goes near DynamoDB. Anything else is
 * a 400 on `cursor`: never a 500, and never a page of someone else's partition.
 */
export type PageKey = Record<string, string>;

/** The cursor of a page's `LastEvaluatedKey`; undefined on the last page. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

/** One of a key's attributes as it travels in a cursor: text of a sensible length. */
export const keyPart = (pattern?: RegExp) => {
  const text = z.string().min(1).max(300);
  return pattern ? text.regex(pattern) : text;
};

/** The key a cursor carries, parsed by `schema` (a `z.strictObject` of the key's attributes); null for anything else. */
export function parseCursor<T extends PageKey>(cursor: string, schema: z.ZodType<T>): T | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const key = schema.safeParse(parsed);
  return key.success ? key.data : null;
}

/** The same, or a ValidationError with `message` on `cursor`. */
export function decodeCursor<T extends PageKey>(cursor: string, schema: z.ZodType<T>, message: string): T {
  const key = parseCursor(cursor, schema);
  if (!key) throw new ValidationError([{ field: 'cursor', message }]);
  return key;
}
