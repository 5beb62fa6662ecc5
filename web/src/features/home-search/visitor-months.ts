import type { SearchFilter } from '@shared/search/search-params';

/** The sold windows a calendar month widens by far (1 day to 60 days); 3 months and more, little. */
const shortSoldWindows: ReadonlySet<string> = new Set(['1', '7', '30', '60']);

/**
 * A visitor's "Sold: 1 day" takes in whole months (no sold date is narrowed below its month for a
 * visitor, DECISIONS row 35): what the gallery's count and the map's say, rather than 491 homes
 * read as sold yesterday. Null when the window is not widened by far, or for a signed-in user.
 */
export function visitorMonthsNote(
  filter: Pick<SearchFilter, 'showSold' | 'saleType'>,
  visitor: boolean,
): { full: string; short: string } | null {
  if (!visitor || !shortSoldWindows.has(filter.showSold)) return null;
  return filter.saleType === 'Lease'
    ? {
        full: 'Visitors see leases by calendar month, so the leased homes here are those of whole months. Sign in for exact lease dates.',
        short: 'Leased: whole months for visitors',
      }
    : {
        full: 'Visitors see sales by calendar month, so the sold homes here are those of whole months. Sign in for exact sale dates.',
        short: 'Sold: whole months for visitors',
      };
}
