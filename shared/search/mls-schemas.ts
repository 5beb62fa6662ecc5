import * as z from 'zod';
import { listingNumberPattern } from './filters';

/**
 * A listing's number in a path (`/properties/{mls}`, a follow): a module of its own, so that the
 * user service, which follows homes, does not bundle the search filters' schemas.
 */
export const mlsParamsSchema = z.object({
  mls: z.string().regex(listingNumberPattern, 'That is not a listing number.'),
});
