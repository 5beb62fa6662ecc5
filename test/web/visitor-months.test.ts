import { describe, expect, it } from 'vitest';
import { visitorMonthsNote } from '../../web/src/features/home-search/visitor-months';

describe("a visitor's sold window in whole months, as the gallery and the map count say it", () => {
  it('is said for a window a month widens by far, to a visitor only', () => {
    expect(visitorMonthsNote({ showSold: '1', saleType: 'Sale' }, true)?.short).toBe('Sold: whole months for visitors');
    expect(visitorMonthsNote({ showSold: '60', saleType: 'Lease' }, true)?.full).toMatch(
      /^Visitors see leases by calendar month/,
    );
    expect(visitorMonthsNote({ showSold: '91', saleType: 'Sale' }, true)).toBeNull();
    expect(visitorMonthsNote({ showSold: '1', saleType: 'Sale' }, false)).toBeNull();
  });
});
