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

  it("gives a deal's list date only to its month, and no open houses (QA 39 L1, L2)", () => {
    // Listed 2026-05-20 and sold in May: the day would put the sale in its last twelve days.
    const sold = summaryOfListing({ ...byMls('C5000002'), opens: ['2026-05-24T18:00:00.000Z'] }, '2026-06-15');
    const masked = maskSummary(sold, false);

    expect(masked.listDate).toBe('2026-05');
    expect(masked).not.toHaveProperty('opens');
    expect(maskSummary(sold, true).listDate).toBe('2026-05-20');
    const active = summaryOfListing(byMls('C5000001'), '2026-06-15');
    expect(maskSummary(active, false).listDate).toBe('2026-06-10');
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

  it('blanks the price and the date of a sold or leased history row only, keeping the row and its event', () => {
    const sale = 'Sale' as const;
    const sold = { date: '2026-06-01', event: 'Sold' as const, price: 1_250_000, mls: 'C5000002', saleType: sale };
    const leased = {
      date: '2026-06-08',
      event: 'Leased' as const,
      price: 2_650,
      mls: 'C5000007',
      saleType: 'Lease' as const,
    };
    const listed = { date: '2026-05-20', event: 'Listed' as const, price: 900_000, mls: 'C5000002', saleType: sale };
    const terminated = {
      date: '2026-05-01',
      event: 'Terminated' as const,
      price: 1_000_000,
      mls: 'C4000010',
      saleType: sale,
    };

    expect(maskHistoryEntry(sold, false)).toEqual({
      date: null,
      event: 'Sold',
      price: null,
      mls: 'C5000002',
      saleType: 'Sale',
    });
    expect(maskHistoryEntry(leased, false)).toEqual({
      date: null,
      event: 'Leased',
      price: null,
      mls: 'C5000007',
      saleType: 'Lease',
    });
    expect(maskHistoryEntry(sold, true)).toBe(sold);
    expect(maskHistoryEntry(listed, false)).toBe(listed);
    expect(maskHistoryEntry(terminated, false)).toBe(terminated);
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
      { date: '2026-06-10', event: 'Listed', price: 1_000_000, mls: 'C5000001', saleType: 'Sale' },
      { date: '2026-05-01', event: 'Terminated', price: 1_000_000, mls: 'C4000010', saleType: 'Sale' },
      { date: '2026-04-01', event: 'Listed', price: 1_000_000, mls: 'C4000010', saleType: 'Sale' },
      { date: '2025-01-01', event: 'Sold', price: 810_000, mls: 'C4000009', saleType: 'Sale' },
      { date: '2024-12-01', event: 'Listed', price: 800_000, mls: 'C4000009', saleType: 'Sale' },
    ]);
  });

  it('shows an expired listing as Expired, and a visitor no sold price nor sold date', () => {
    const expired: Listing = { ...address[0]!, mls: 'C3000001', status: 'unavailable', endDate: '2023-03-01' };
    const history = propertyHistory([...address, expired], false);

    expect(history.find((e) => e.mls === 'C3000001' && e.event === 'Expired')).toBeDefined();
    expect(history.find((e) => e.event === 'Sold')).toEqual({
      date: null,
      event: 'Sold',
      price: null,
      mls: 'C4000009',
      saleType: 'Sale',
    });
    expect(JSON.stringify(history)).not.toContain('2025-01-01');
  });

  it("gives a visitor the same rows in the same order here, each sale or lease just above its own listing's Listed row", () => {
    // That Listed row's date only to its month, as the sale's card gives it (QA 39 L2).
    const visitorDate = (e: { date: string | null; event: string; mls: string }) =>
      e.event === 'Sold' ? null : e.mls === 'C4000009' ? e.date!.slice(0, 7) : e.date;
    expect(propertyHistory(address, false).map((e) => `${e.date} ${e.event} ${e.mls}`)).toEqual(
      propertyHistory(address, true).map((e) => `${visitorDate(e)} ${e.event} ${e.mls}`),
    );
    expect(propertyHistory(address, false).find((e) => e.mls === 'C4000009' && e.event === 'Listed')?.date).toBe(
      '2024-12',
    );
  });

  it("does not let a visitor place a sale's date by the rows around it", () => {
    // Listed 2025-02-01 and sold 2025-06-20 while the same unit was offered for lease in between.
    const sale: Listing = {
      ...address[0]!,
      mls: 'C3000002',
      status: 'sold',
      listDate: '2025-02-01',
      soldDate: '2025-06-20',
      closeDate: '2025-08-01',
      soldPrice: 990_000,
    };
    const lease: Listing = {
      ...address[0]!,
      mls: 'C3000003',
      saleType: 'Lease',
      status: 'terminated',
      listDate: '2025-03-01',
      endDate: '2025-06-01',
    };

    expect(propertyHistory([sale, lease], true).map((e) => `${e.date} ${e.event}`)).toEqual([
      '2025-06-20 Sold',
      '2025-06-01 Terminated',
      '2025-03-01 Listed',
      '2025-02-01 Listed',
    ]);
    expect(propertyHistory([sale, lease], false).map((e) => `${e.date} ${e.event} ${e.mls}`)).toEqual([
      // In the sale's month: its month only (security review 70 I1).
      '2025-06 Terminated C3000003',
      '2025-03-01 Listed C3000003',
      'null Sold C3000002',
      '2025-02 Listed C3000002',
    ]);
  });

  it("does not let a visitor place a sale's list day by the rows of its month (review 39 M5)", () => {
    // A listed 2025-02-03 and terminated 2025-02-20; relisted as B and sold in February. Placed
    // by B's list day among A's rows, B's rows would say it was listed on or after the 20th.
    const ended: Listing = {
      ...address[0]!,
      mls: 'C3000005',
      status: 'terminated',
      listDate: '2025-02-03',
      endDate: '2025-02-20',
    };
    const relisted: Listing = {
      ...address[0]!,
      mls: 'C3000006',
      status: 'sold',
      listDate: '2025-02-21',
      soldDate: '2025-02-27',
      soldPrice: 1_010_000,
    };
    const earlier = { ...relisted, listDate: '2025-02-01' };

    const visitorRows = (sale: Listing) =>
      propertyHistory([ended, sale], false).map((e) => `${e.date} ${e.event} ${e.mls}`);
    expect(visitorRows(relisted)).toEqual([
      '2025-02 Terminated C3000005',
      '2025-02 Listed C3000005',
      'null Sold C3000006',
      '2025-02 Listed C3000006',
    ]);
    expect(visitorRows(earlier)).toEqual(visitorRows(relisted));
  });

  it("gives a visitor only the month of any row dated in the month a sale closed, which a relisting's day would bound (security review 70 I1)", () => {
    // Sold on 3 November, relisted on the 20th: the relisting's day said the sale was before it.
    const sale: Listing = {
      ...address[0]!,
      mls: 'C3000007',
      status: 'sold',
      listDate: '2025-10-01',
      soldDate: '2025-11-03',
      soldPrice: 1_020_000,
    };
    const relisting: Listing = { ...address[0]!, mls: 'C3000008', status: 'forSale', listDate: '2025-11-20' };
    const later: Listing = {
      ...address[0]!,
      mls: 'C3000009',
      status: 'terminated',
      listDate: '2025-09-02',
      endDate: '2025-09-30',
    };

    const visitor = propertyHistory([sale, relisting, later], false).map((e) => `${e.date} ${e.event} ${e.mls}`);
    expect(visitor).toEqual([
      '2025-11 Listed C3000008',
      'null Sold C3000007',
      '2025-10 Listed C3000007',
      '2025-09-30 Terminated C3000009',
      '2025-09-02 Listed C3000009',
    ]);
    expect(JSON.stringify(visitor)).not.toContain('2025-11-');
    expect(propertyHistory([sale, relisting], true).map((e) => e.date)).toEqual([
      '2025-11-20',
      '2025-11-03',
      '2025-10-01',
    ]);
  });

  it('puts the end of a listing above its Listed row when both fall on one day', () => {
    const sameDay: Listing = {
      ...address[0]!,
      mls: 'C3000004',
      status: 'sold',
      listDate: '2025-05-05',
      soldDate: '2025-05-05',
      soldPrice: 1,
    };
    expect(propertyHistory([sameDay], true).map((e) => e.event)).toEqual(['Sold', 'Listed']);
    expect(propertyHistory([sameDay], false).map((e) => e.event)).toEqual(['Sold', 'Listed']);
  });

  describe('a price change', () => {
    const reduced: Listing = {
      ...address[0]!,
      mls: 'C3000007',
      status: 'forSale',
      listDate: '2026-03-02',
      originalPrice: 1_099_000,
      listingPrice: 1_049_000,
      priceChangeDate: '2026-03-30',
    };
    const soldAfter: Listing = {
      ...reduced,
      mls: 'C3000008',
      status: 'sold',
      soldDate: '2026-04-18',
      closeDate: '2026-06-01',
      soldPrice: 1_030_000,
    };

    it('is a row of its own, at the new asking price on its day, between Listed and how the listing ended', () => {
      expect(propertyHistory([reduced], true)).toEqual([
        { date: '2026-03-30', event: 'Price Change', price: 1_049_000, mls: 'C3000007', saleType: 'Sale' },
        { date: '2026-03-02', event: 'Listed', price: 1_099_000, mls: 'C3000007', saleType: 'Sale' },
      ]);
      expect(propertyHistory([soldAfter], true).map((e) => `${e.date} ${e.event} ${e.price}`)).toEqual([
        '2026-04-18 Sold 1030000',
        '2026-03-30 Price Change 1049000',
        '2026-03-02 Listed 1099000',
      ]);
      const sameDay = { ...soldAfter, priceChangeDate: '2026-04-18' };
      expect(propertyHistory([sameDay], true).map((e) => e.event)).toEqual(['Sold', 'Price Change', 'Listed']);
    });

    it("is shown to a visitor on a listing still for sale, never on a sale's, whose date it would bound", () => {
      expect(propertyHistory([reduced], false)).toEqual(propertyHistory([reduced], true));
      const visitor = propertyHistory([soldAfter], false);
      expect(visitor.map((e) => e.event)).toEqual(['Sold', 'Listed']);
      expect(JSON.stringify(visitor)).not.toMatch(/2026-03-30|1049000/);
    });

    it('has no row when the price never changed, or the board did not say when', () => {
      expect(propertyHistory([{ ...reduced, listingPrice: 1_099_000 }], true).map((e) => e.event)).toEqual(['Listed']);
      const { priceChangeDate: _undated, ...undated } = reduced;
      expect(propertyHistory([undated], true).map((e) => e.event)).toEqual(['Listed']);
    });
  });
});

describe('a summary', () => {
  it("counts an active listing's days on market to today, and keeps the first photo only", () => {
    const summary = summaryOfListing(byMls('C5000001'), '2026-06-20');
    expect(summary).toMatchObject({ dom: 10, photo: 'pool/1.jpg' });
    expect(summary).not.toHaveProperty('photos');
  });

  it('leaves out the day the asking price changed, which the history gives to those who may see it', () => {
    const reduced: Listing = { ...byMls('C5000002'), originalPrice: 950_000, priceChangeDate: '2026-05-28' };
    const summary = summaryOfListing(reduced, '2026-06-15');
    expect(summary).not.toHaveProperty('priceChangeDate');
    expect(JSON.stringify(maskSummary(summary, false))).not.toContain('2026-05-28');
  });

  it('writes a unit before the address', () => {
    expect(displayAddress(byMls('C5000003'))).toBe('1204 - 88 Harbour Street, Toronto');
    expect(displayAddress(byMls('C5000001'))).toBe('10 Maple Avenue, Toronto');
  });
});
