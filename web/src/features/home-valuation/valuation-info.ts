import type { AddressSuggestion, LastListing } from '@shared/home-value/types';
import type { ValuationInfo } from './valuation-storage';

/** The info state the address step hands the details step: the address, and what its last listing says. */
export function infoFromListing(
  suggestion: AddressSuggestion,
  unit: string | undefined,
  listing?: LastListing,
): ValuationInfo {
  return {
    locationId: suggestion.id,
    address: suggestion.label,
    ...(unit && { unit }),
    ...(listing && {
      type: listing.type,
      bedroom: listing.bedroom,
      bathroom: listing.bathroom,
      parking: listing.parking,
      ...(listing.footageFrom !== undefined && { footageFrom: listing.footageFrom }),
      ...(listing.lotFront && { lotFront: listing.lotFront }),
      ...(listing.lotDepth && { lotDepth: listing.lotDepth }),
      lastListing: listing,
    }),
  };
}
