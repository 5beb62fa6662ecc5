import { listingNumberPattern } from '@shared/search/filters';
import { readPropertyDetailsSearch, type PropertyDetailsSearch } from './details-search';

/**
 * The search params with the MLS number checked by its rule (the pattern the API's
 * `mlsParamsSchema` applies): an invalid number reads as none.
 */
export function validatePropertyDetailsSearch(raw: Record<string, unknown>): PropertyDetailsSearch {
  const text = readPropertyDetailsSearch(raw)[''];
  return text && listingNumberPattern.test(text) ? { '': text, mls: undefined } : { mls: undefined };
}

/** The MLS number of the checked params. */
export const mlsOf = (search: PropertyDetailsSearch): string | undefined => search[''];
