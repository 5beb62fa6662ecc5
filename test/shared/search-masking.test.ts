import { describe, expect, it } from 'vitest';
import type { Listing } from '@shared/listing';
import { propertyHistory } from '@shared/search/history';
import { comparablePrice, maskHistoryEntry, maskSummary } from '@shared/search/masking';
import { displayAddress, summaryOfListing } from '@shared/search/summary';
import { searchListings } from '../support/search-world';

const byMls = (mls: string) => searchListings.find((listing) => listing.mls === mls)!;

describe('masking sold and leased listings for visitors', () => {
  it('removes the sold price, sold date, close date and days on market, and says so', () => {
    const summary = summaryOfListing(byMls('C5000002'), '2026-06-15');

    const masked = maskSummary(summary, false);

    expect(masked.masked).toBe(true);
    for (const field of ['soldPrice', 'soldDate', 'closeDate', 'dom']) expect(masked).not.toHaveProperty(field);
    expect(masked).toMatchObject({ mls: 'C5000002', listingPrice: 900_000, status: 'sold' });
    expect(summary.soldPrice).toBe(1_250_000);
  });

  it('leaves a signed-in caller, and a listing on the market, unchanged', () => {
    const sold = summaryOfListing(byMls('C5000002'), '2026-06-15');
    const active = summaryOfListing(byMls('C5000001'), '2026-06-15');

    expect(maskSummary(sold, true)).toBe(sold);
    expect(maskSummary(active, false)).toBe(active);
  });

  it('masks a leased listing like a sold one', () => {
    const leased = maskSummary(summaryOfListing(byMls('C5000007'), '2026-06-15'), false);
    expect(leased).toMatchObject({ masked: true, status: 'leased' });
    expect(leased).not.toHaveProperty('soldPrice');
  });

  it('blanks the price of a sold or leased history row only', () => {
    const sold = { date: '2026-06-01', event: 'Sold' as const, price: 1_250_000, mls: 'C5000002' };
    const listed = { date: '2026-05-20', event: 'Listed' as const, price: 900_000, mls: 'C5000002' };

    expect(maskHistoryEntry(sold, false).price).toBeNull();
    expect(maskHistoryEntry(sold, true).price).toBe(1_250_000);
    expect(maskHistoryEntry(listed, false).price).toBe(900_000);
  });

  it("compares a visitor's sold listing by its list price, a signed-in caller's by its sold price", () => {
    const listing = byMls('C5000002');
    expect(comparablePrice(listing, false)).toBe(900_000);
    expect(comparablePrice(listing, true)).toBe(1_250_000);
    expect(comparablePrice(byMls('C5000001'), true)).toBe(1_000_000);
  });
});

describe('a property history', () => {
  const address = searchListings.filter((l) => l.address === '10 Maple Avenue' && !l.unit);

  it("lists each listing's events, newest first: listed, then sold, terminated or expired", () => {
    expect(propertyHistory(address, true)).toEqual([
      { date: '2026-06-10', event: 'Listed', price: 1_000_000, mls: 'C5000001' },
      { date: '2026-05-01', event: 'Terminated', price: 1_000_000, mls: 'C4000010' },
      { date: '2026-04-01', event: 'Listed', price: 1_000_000, mls: 'C4000010' },
      { date: '2025-01-01', event: 'Sold', price: 810_000, mls: 'C4000009' },
      { date: '2024-12-01', event: 'Listed', price: 800_000, mls: 'C4000009' },
    ]);
  });

  it('shows an expired listing as Expired, and a visitor no sold price', () => {
    const expired: Listing = { ...address[0]!, mls: 'C3000001', status: 'unavailable', endDate: '2023-03-01' };
    const history = propertyHistory([...address, expired], false);

    expect(history.find((e) => e.mls === 'C3000001' && e.event === 'Expired')).toBeDefined();
    expect(history.find((e) => e.event === 'Sold')!.price).toBeNull();
  });
});

describe('a summary', () => {
  it("counts an active listing's days on market to today, and keeps the first photo only", () => {
    const summary = summaryOfListing(byMls('C5000001'), '2026-06-20');
    expect(summary).toMatchObject({ dom: 10, photo: 'pool/1.jpg' });
    expect(summary).not.toHaveProperty('photos');
  });

  it('writes a unit before the address', () => {
    expect(displayAddress(byMls('C5000003'))).toBe('1204 - 88 Harbour Street, Toronto');
    expect(displayAddress(byMls('C5000001'))).toBe('10 Maple Avenue, Toronto');
  });
});
