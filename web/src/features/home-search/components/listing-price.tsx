import { Group, Text, VisuallyHidden } from '@mantine/core';
import { soldWord, statusTone } from '@shared/search/listing-labels';
import type { PropertySummary } from '@shared/search/types';
import { priceText } from '@shared/search/listing-labels';
import { HiddenFigure } from '../../../ui/hidden-figure';

type PriceListing = Pick<PropertySummary, 'status' | 'saleType' | 'listingPrice' | 'soldPrice' | 'masked'>;

/**
 * A listing's price as cards show it: the list price on the market; the sold or leased price
 * once closed, with the list price beside it; '****' where a visitor may not see it
 * (document 3 §8 "Missing numbers").
 */
export function ListingPrice({ listing, size = 'lg' }: { listing: PriceListing; size?: 'md' | 'lg' }) {
  const fz = size === 'lg' ? 20 : 17;
  if (statusTone(listing.status) !== 'sold') {
    return (
      <Text fz={fz} fw={800} c="dark.8" lh={1.2}>
        {priceText(listing.listingPrice, listing.saleType)}
      </Text>
    );
  }
  return (
    <Group gap={8} align="baseline" wrap="wrap">
      <Text fz={fz} fw={800} c="dark.8" lh={1.2}>
        {listing.soldPrice === undefined ? (
          <HiddenFigure spoken={`${soldWord(listing.saleType)} price shown once you sign in`} />
        ) : (
          <>
            <VisuallyHidden component="span">{soldWord(listing.saleType)} price </VisuallyHidden>
            {priceText(listing.soldPrice, listing.saleType)}
          </>
        )}
      </Text>
      <Text size="sm" c="dimmed">
        Listed {priceText(listing.listingPrice, listing.saleType)}
      </Text>
    </Group>
  );
}
