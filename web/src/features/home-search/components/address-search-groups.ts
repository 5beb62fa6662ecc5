import { addressLine, hiddenPrice, statusLabel } from '@shared/search/listing-labels';
import type { AddressSearchAnswer } from '@shared/search/types';
import type { SearchBoxGroup } from '../../../ui/search-box';
import { priceText } from '@shared/search/listing-labels';

/** The box's results (document 3 §2.3): Listings, then Locations (places, then neighbourhoods). */
export function addressSearchGroups(answer: AddressSearchAnswer | undefined): SearchBoxGroup[] {
  return [
    {
      label: 'Listings',
      items: (answer?.listings ?? []).map((listing) => ({
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
    },
    {
      label: 'Locations',
      items: [
        ...(answer?.locations ?? []).map((location) => ({
          key: `location:${location.id}`,
          label: location.name,
          description: location.description,
        })),
        ...(answer?.neighbourhoods ?? []).map((hood) => ({
          key: `neighbourhood:${hood.id}`,
          label: hood.name,
          description: `Neighbourhood · ${hood.community}`,
        })),
      ],
    },
  ];
}
