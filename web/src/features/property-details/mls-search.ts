import { mlsParamsSchema } from '@shared/search/filters-schemas';
import { readPropertyDetailsSearch, type PropertyDetailsSearch } from './details-search';

/** The search params with the MLS number checked by its rule: an invalid number reads as none. */
export function validatePropertyDetailsSearch(raw: Record<string, unknown>): PropertyDetailsSearch {
  const text = readPropertyDetailsSearch(raw)[''];
  const parsed = mlsParamsSchema.safeParse({ mls: text ?? '' });
  return parsed.success ? { '': parsed.data.mls, mls: undefined } : { mls: undefined };
}

/** The MLS number of the checked params. */
export const mlsOf = (search: PropertyDetailsSearch): string | undefined => search[''];
