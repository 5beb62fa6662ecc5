import { mlsParamsSchema } from '@shared/search/filters';

/**
 * The search params of `/property-details/?={mls}` (document 3 §2.1): the MLS number is the
 * query string's key-less value. `?mls=` is read too, and rewritten to the spec's form (the
 * router writes the checked params back into the URL; `mls: undefined` drops the key).
 */
export interface PropertyDetailsSearch {
  ''?: string;
  mls?: undefined;
}

/** An invalid number reads as none. */
export function validatePropertyDetailsSearch(raw: Record<string, unknown>): PropertyDetailsSearch {
  const value = raw[''] || raw.mls;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  const parsed = mlsParamsSchema.safeParse({ mls: text });
  return parsed.success ? { '': parsed.data.mls, mls: undefined } : { mls: undefined };
}

/** The MLS number of the checked params. */
export const mlsOf = (search: PropertyDetailsSearch): string | undefined => search[''];
