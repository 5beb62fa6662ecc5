import { addressLine, hiddenPrice, priceText, statusLabel } from '@shared/search/listing-labels';
import type { SaleType } from '@shared/listing';
import type { AddressSearchAnswer } from '@shared/search/types';
import type { SearchBoxGroup } from '../../../ui/search-box';

type FoundListing = AddressSearchAnswer['listings'][number];

/** Listings shown above the places when there are places: the area someone typed stays in sight on a phone. */
export const listingsBesidePlaces = 5;

/**
 * How near a listing is to what the map is showing: on the market in its mode first, then
 * closed in its mode (a sale's history), then the other mode's (a lease while buying).
 */
function rank(listing: FoundListing, saleType: SaleType): number {
  const active = listing.status === 'forSale' || listing.status === 'forLease';
  return (listing.saleType === saleType ? 0 : 2) + (active ? 0 : 1);
}

/**
 * The box's results (document 3 §2.3): Listings and Locations. A text without a digit is a
 * place's name ("Unionville"): the places come first, neighbourhoods before streets. With a
 * digit (an address, an MLS® number) the listings come first. Listings are ranked for the
 * map's mode (`rank`), and at most five are shown under places.
 */
export function addressSearchGroups(
  answer: AddressSearchAnswer | undefined,
  { text, saleType }: { text: string; saleType: SaleType },
): SearchBoxGroup[] {
  const found = answer?.listings ?? [];
  const places = [
    ...(answer?.neighbourhoods ?? []).map((hood) => ({
      key: `neighbourhood:${hood.id}`,
      label: hood.name,
      description: `Neighbourhood · ${hood.community}`,
    })),
    ...(answer?.locations ?? []).map((location) => ({
      key: `location:${location.id}`,
      label: location.name,
      description: location.description,
    })),
  ];
  const placeFirst = !/\d/.test(text);
  // A stable sort: within a rank, the search's own order. Five under the places, so the places
  // stay in sight; all of them when they come first (an address, an MLS® number).
  const ranked = [...found]
    .sort((a, b) => rank(a, saleType) - rank(b, saleType))
    .slice(0, placeFirst && places.length > 0 ? listingsBesidePlaces : undefined);
  const listings: SearchBoxGroup = {
    label: 'Listings',
    items: ranked.map((listing) => ({
      key: `listing:${listing.mls}`,
      label: addressLine(listing),
      description: [
        listing.municipality,
        statusLabel(listing.status),
        listing.soldPrice !== undefined
          ? priceText(listing.soldPrice, listing.saleType)
          : listing.masked
            ? hiddenPrice
            : priceText(listing.listingPrice, listing.saleType),
      ].join(' · '),
    })),
  };
  const locations: SearchBoxGroup = { label: 'Locations', items: places };
  return placeFirst ? [locations, listings] : [listings, locations];
}
