import type { Listing } from '@shared/listing';
import type { Neighbourhood } from '@shared/neighbourhood';
import { listingPhotoKeys } from '@shared/listing';
import { dealMonthsOf, propertyHistory } from '@shared/search/history';
import { isListedInDealMonth, isSoldOrLeased, listMonthOf, maskSummary } from '@shared/search/masking';
import { displayAddress, summaryOfListing } from '@shared/search/summary';
import type { PropertyDetails, PropertySummary } from '@shared/search/types';

export interface PropertyDetailsParts {
  listing: Listing;
  /** Every listing of the same address and unit, the listing itself included. */
  history: readonly Listing[];
  neighbourhood?: Pick<Neighbourhood, 'id' | 'name'>;
  similar: { similarActive: PropertySummary[]; similarSold: PropertySummary[] };
  /** Today in Toronto, `YYYY-MM-DD`. */
  today: string;
  signedIn: boolean;
}

/**
 * `GET /properties/{mls}` (document 3 §2.6, §3 "Property details"): the summary, the full
 * description, every photo, the history of the address and the similar carousels, masked
 * for a visitor wherever a sold or leased figure would appear.
 */
export function propertyDetailsAnswer(parts: PropertyDetailsParts): PropertyDetails {
  const { listing, signedIn } = parts;
  const history = parts.history.some((other) => other.mls === listing.mls)
    ? parts.history
    : [listing, ...parts.history];
  return {
    ...listing.details,
    summary: summaryAsSeen(listing, history, parts.today, signedIn),
    photos: listingPhotoKeys(listing),
    displayAddress: displayAddress(listing),
    style: listing.style,
    histories: propertyHistory(history, signedIn),
    lat: listing.location.lat,
    lng: listing.location.lon,
    ...(parts.neighbourhood && { neighbourhood: { id: parts.neighbourhood.id, name: parts.neighbourhood.name } }),
    similarActive: parts.similar.similarActive,
    similarSold: parts.similar.similarSold,
  };
}

/**
 * The listing's summary as this caller may see it (`maskSummary`). A listing that ended
 * (terminated, expired, suspended) in a month in which a deal of its address closed loses its
 * days on market too: its list date and those days give the day it ended, which its history
 * gives a visitor to the month only (`propertyHistory`; security review 71 M1).
 */
function summaryAsSeen(listing: Listing, history: readonly Listing[], today: string, signedIn: boolean) {
  const summary = summaryOfListing(listing, today);
  if (signedIn) return summary;
  const dealMonths = dealMonthsOf(history);
  const masked = maskSummary(summary, signedIn, isListedInDealMonth(listing, dealMonths) ? { today } : undefined);
  const endedInDealMonth =
    !isSoldOrLeased(listing.status) && listing.endDate !== undefined && dealMonths.has(listMonthOf(listing.endDate));
  if (!endedInDealMonth) return masked;
  const { dom: _dom, ...withoutDays } = masked;
  return withoutDays;
}
