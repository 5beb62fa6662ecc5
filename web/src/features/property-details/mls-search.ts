import { mlsParamsSchema } from '@shared/search/filters';

/**
 * `/property-details/?={mls}` (document 3 §2.1): the MLS number is the query string's key-less
 * value. `?mls=` is read too. An invalid number reads as none.
 */
export function validatePropertyDetailsSearch(raw: Record<string, unknown>): { mls?: string } {
  const value = raw[''] ?? raw.mls;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  const parsed = mlsParamsSchema.safeParse({ mls: text });
  return parsed.success ? { mls: parsed.data.mls } : {};
}
