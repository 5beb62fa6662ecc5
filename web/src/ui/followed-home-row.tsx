import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { displayDate } from '@shared/format/dates';
import { addressLine, priceText, propertyDetailsHref, statusLabel } from '@shared/search/listing-labels';
import type { PropertySummary } from '@shared/search/types';

/** "Sold · $1,045,000", "Leased · $2,000/mo": a closed listing by its price, any other by its asking. */
export function followedHomeFacts(
  home: Pick<PropertySummary, 'status' | 'saleType' | 'listingPrice' | 'soldPrice'>,
): string {
  const price = home.soldPrice ?? home.listingPrice;
  return `${statusLabel(home.status)}${price ? ` · ${priceText(price, home.saleType)}` : ''}`;
}

/**
 * One followed home: its address (the listing, in a new tab), its status and price, and the day
 * it was followed; a listing no longer listed is named by its MLS number. `action`: beside it
 * (the owner's Unfollow).
 */
export function FollowedHomeRow({
  mls,
  since,
  home,
  action,
}: {
  mls: string;
  since: string;
  home: PropertySummary | undefined;
  action?: ReactNode;
}) {
  return (
    <div style={{ display: 'flex', gap: 'var(--mantine-spacing-sm)', alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        {home ? (
          // In a new tab, as the listing cards open: the page stays where it is.
          <Anchor href={propertyDetailsHref(mls)} target="_blank" rel="noopener" size="sm" fw={600}>
            {addressLine(home)}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            MLS {mls}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {home ? followedHomeFacts(home) : 'No longer listed'} ·{' '}
          {/* Kept on one line: a phone broke it at its hyphen, "2026-" then "12-06" (QA 67a L1). */}
          <span style={{ whiteSpace: 'nowrap' }}>followed {displayDate(since)}</span>
        </Text>
      </div>
      {action}
    </div>
  );
}
