import { unitRequiredCode, type LastListing } from '@shared/home-value/types';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api/client';

export type LastListingResult =
  | { kind: 'listing'; listing: LastListing }
  | { kind: 'none' }
  | { kind: 'unitRequired' }
  /** The unit given is refused, with the reason (one given for an address that has none: QA 39 M1). */
  | { kind: 'unitRefused'; message: string };

/**
 * `GET /homevalue/lastlisting?locationId=&unit=` (document 3 §2.7): code 1450 means the unit is
 * required; a unit refused on its field is said so; 404 means no listing, treated as none. Other failures are logged and read as none,
 * so the visitor can still describe the home themselves.
 */
export async function getLastListing(locationId: string, unit?: string): Promise<LastListingResult> {
  try {
    return {
      kind: 'listing',
      listing: await api.homeValue.lastListing({ query: { locationId, unit: unit || undefined } }),
    };
  } catch (error) {
    if (error instanceof ApiError && (error.body as { code?: number }).code === unitRequiredCode) {
      return { kind: 'unitRequired' };
    }
    if (error instanceof ApiError && error.status === 400 && (error.body as { field?: string }).field === 'unit') {
      return { kind: 'unitRefused', message: error.message };
    }
    if (!(error instanceof ApiError && error.status === 404))
      console.error('The last listing could not be read', error);
    return { kind: 'none' };
  }
}
