import { describe, expect, it } from 'vitest';
import { homeLastSale, listingLastSale } from '@shared/home-value/last-sale';
import type { LastListing, ValuationRequest } from '@shared/home-value/types';

const listing = (fields: Partial<LastListing>): LastListing => ({
  mls: 'C1',
  address: '250 Bay St',
  unit: '403',
  displayAddress: '403 - 250 Bay St, Toronto',
  type: 'condo',
  bedroom: 1,
  bathroom: 1,
  parking: 0,
  status: 'leased',
  listDate: '2025-09-01',
  soldPrice: 1900,
  soldDate: '2025-09-20',
  ...fields,
});
const request = (fields: Partial<ValuationRequest> = {}): ValuationRequest => ({
  locationId: '250-bay-st-toronto',
  unit: '403',
  type: 'condo',
  bedroom: 1,
  bathroom: 1,
  parking: 0,
  address: '250 Bay St, Toronto',
  ...fields,
});

describe("the home's last sale (issue 25: sales are sales)", () => {
  it('never takes a lease for a sale: a leased listing with no sale behind it has none', () => {
    expect(listingLastSale(listing({}))).toBeUndefined();
    expect(homeLastSale({ request: request(), lastListing: listing({}) })).toBeUndefined();
  });

  it('looks behind a lease to the sale the service found', () => {
    const lastSale = { mls: 'C0', soldPrice: 733_500, soldDate: '2024-11-08' };

    expect(listingLastSale(listing({ lastSale }))).toEqual(lastSale);
    expect(homeLastSale({ request: request(), lastListing: listing({ lastSale }) })).toEqual({
      price: 733_500,
      date: '2024-11-08',
      source: 'listing',
    });
  });

  it('reads a sold listing stored before the last sale was kept as its own sale', () => {
    const sold = listing({ status: 'sold', soldPrice: 1_045_000, soldDate: '2024-02-15', mls: 'E7' });
    expect(listingLastSale(sold)).toEqual({ mls: 'E7', soldPrice: 1_045_000, soldDate: '2024-02-15' });
  });

  it("gives a visitor's masked listing no sale", () => {
    const lastSale = { mls: 'C0', soldPrice: 733_500, soldDate: '2024-11-08' };
    expect(listingLastSale(listing({ lastSale: undefined, masked: true, soldPrice: undefined }))).toBeUndefined();
    expect(listingLastSale({ ...listing({ lastSale }), masked: true })).toBeUndefined();
  });

  it("takes the owner's purchase when given, else, or when the home sold again since, the listing's sale", () => {
    const lastSale = { mls: 'C0', soldPrice: 733_500, soldDate: '2024-11-08' };
    const withListing = listing({ lastSale });

    // The closing the owner typed, 113 days after the board's record of the deal.
    expect(
      homeLastSale({
        request: request({ purchasePrice: 735_000, purchaseDate: '2025-03-01' }),
        lastListing: withListing,
      }),
    ).toEqual({ price: 735_000, date: '2025-03-01', source: 'purchase' });
    // A purchase typed years before the listing's sale: the sale is the home's last (QA 33).
    expect(
      homeLastSale({
        request: request({ purchasePrice: 600_000, purchaseDate: '2019-03-01' }),
        lastListing: withListing,
      }),
    ).toEqual({ price: 733_500, date: '2024-11-08', source: 'listing' });
    // A visitor's masked listing has no sale to be later: the typed purchase stands.
    expect(
      homeLastSale({
        request: request({ purchasePrice: 600_000, purchaseDate: '2019-03-01' }),
        lastListing: { ...withListing, masked: true },
      }),
    ).toEqual({ price: 600_000, date: '2019-03-01', source: 'purchase' });
    expect(homeLastSale({ request: request(), lastListing: withListing })).toEqual({
      price: 733_500,
      date: '2024-11-08',
      source: 'listing',
    });
    // A price without its date is no sale: the listing's stands.
    expect(homeLastSale({ request: request({ purchasePrice: 700_000 }), lastListing: withListing })).toMatchObject({
      source: 'listing',
    });
    expect(homeLastSale({ request: request({ purchasePrice: 700_000 }) })).toBeUndefined();
  });
});
