import { describe, expect, it } from 'vitest';
import type { Listing } from '@shared/listing';
import { earliestYearBuilt, lastListingOf, lastSaleOf } from '../../../functions/home-value/last-listing';

const listing = (fields: Partial<Listing> & Pick<Listing, 'mls' | 'status' | 'saleType' | 'listDate'>): Listing =>
  ({
    numberOfPic: 0,
    unit: '403',
    address: '250 Bay St',
    municipality: 'Toronto',
    type: 'condo',
    bedroom: 1,
    bathroom: 1,
    totalParking: 0,
    listingPrice: 1,
    location: { lat: 43.65, lon: -79.38 },
    ...fields,
  }) as Listing;

describe("a home's last listing and last sale (issue 25: sales are sales)", () => {
  const older = listing({
    mls: 'C1',
    saleType: 'Sale',
    status: 'sold',
    listDate: '2021-04-01',
    soldDate: '2021-04-20',
    soldPrice: 610_000,
  });
  const sale = listing({
    mls: 'C2',
    saleType: 'Sale',
    status: 'sold',
    listDate: '2024-10-20',
    soldDate: '2024-11-08',
    soldPrice: 733_500,
    details: { buildingAge: '16-30' },
  });
  const lease = listing({
    mls: 'C3',
    saleType: 'Lease',
    status: 'leased',
    listDate: '2025-09-01',
    soldDate: '2025-09-20',
    soldPrice: 1900,
    details: { buildingAge: '6-15' },
  });
  const expired = listing({ mls: 'C4', saleType: 'Sale', status: 'unavailable', listDate: '2023-01-10' });

  it('keeps the latest listing, a lease, and finds the last sale behind it', () => {
    const last = lastListingOf([older, lease, expired, sale])!;

    expect(last).toMatchObject({ mls: 'C3', status: 'leased', soldPrice: 1900 });
    expect(last.lastSale).toMatchObject({ mls: 'C2', soldPrice: 733_500, soldDate: '2024-11-08' });
  });

  it('keeps the home as its sale listed it when a later listing is the last: what the owner changed since is told apart', () => {
    // Leased out with a second bathroom and a space since the sale.
    const since = { ...lease, bathroom: 2, totalParking: 1 };

    expect(lastListingOf([since, sale])!).toMatchObject({ bathroom: 2, parking: 1 });
    expect(lastListingOf([since, sale])!.lastSale!.facts).toEqual({
      type: 'condo',
      bedroom: 1,
      bathroom: 1,
      parking: 0,
    });
    // The last listing is the sale: its own facts are the sale's.
    expect(lastListingOf([older, sale])!.lastSale).toEqual({ mls: 'C2', soldPrice: 733_500, soldDate: '2024-11-08' });
  });

  it("keeps the latest listing's dens ('1 + 1'), and none when it gives none", () => {
    expect(lastListingOf([older, { ...lease, brPlus: 1 }])!.brPlus).toBe(1);
    expect(
      lastListingOf([
        { ...older, brPlus: 1 },
        { ...lease, brPlus: 0 },
      ])!.brPlus,
    ).toBeUndefined();
  });

  it('has no last sale for a home that was only ever leased or listed', () => {
    expect(lastSaleOf([lease, expired])).toBeUndefined();
    expect(lastListingOf([lease])!.lastSale).toBeUndefined();
  });

  it('never counts a lease as a sale, whatever its status says', () => {
    expect(lastSaleOf([{ ...lease, status: 'sold' }])).toBeUndefined();
  });

  it('takes the latest bound of the building-age ranges, and none from an open one', () => {
    // 6-15 on a 2025 listing: built in 2009 at the earliest (a year less for whole-year ages).
    expect(earliestYearBuilt([sale, lease])).toBe(2009);
    expect(earliestYearBuilt([listing({ ...expired, details: { buildingAge: '100+' } })])).toBeUndefined();
    expect(earliestYearBuilt([expired])).toBeUndefined();
  });
});
