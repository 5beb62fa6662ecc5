/**
 * The search params of `/property-details/?={mls}` (document 3 §2.1): the MLS number is the
 * query string's key-less value. `?mls=` is read too, and rewritten to the spec's form (the
 * router writes the checked params back into the URL; `mls: undefined` drops the key).
 */
export interface PropertyDetailsSearch {
  ''?: string;
  mls?: undefined;
}

/**
 * The router's reading: the number as text, unchecked; the number's rule is applied by the page
 * (mls-search.ts) and the API.
 */
export function readPropertyDetailsSearch(raw: Record<string, unknown>): PropertyDetailsSearch {
  const value = raw[''] || raw.mls;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return text ? { '': text, mls: undefined } : { mls: undefined };
}
