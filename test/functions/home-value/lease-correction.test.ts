import { describe, expect, it } from 'vitest';
import type { LastListing } from '@shared/home-value/types';
import type { Listing } from '@shared/listing';
import { correctedValuation } from '../../../functions/home-value/lease-correction';
import type { ValuationRecord } from '../../../functions/home-value/valuation-record';
import { charlesStreetCondo } from '../../support/charles-street-condo';

const listing = (fields: Partial<Listing> & Pick<Listing, 'mls' | 'listDate' | 'brPlus'>): Listing =>
  charlesStreetCondo({ saleType: 'Sale', status: 'sold', ...fields });

describe("the correction's dens", () => {
  it("takes the dens of the listing the valuation stored, not of the home's other listings", () => {
    // Listed '1 + 2' when sold, '1 + 1' when leased (the one stored), '1' when relisted since.
    const listings = [
      listing({ mls: 'C1', listDate: '2024-10-20', soldDate: '2024-11-08', soldPrice: 733_500, brPlus: 2 }),
      listing({ mls: 'C2', listDate: '2025-01-20', saleType: 'Lease', status: 'leased', brPlus: 1 }),
      listing({ mls: 'C3', listDate: '2026-02-01', status: 'terminated', brPlus: 0 }),
    ];
    const stored: LastListing = {
      mls: 'C2',
      address: '54 Charles St W',
      unit: '1608',
      displayAddress: '1608 - 54 Charles St W, Toronto',
      type: 'condo',
      bedroom: 1,
      bathroom: 1,
      parking: 0,
      status: 'leased',
      listDate: '2025-01-20',
    };
    const record = {
      id: 'v1',
      request: { type: 'condo', bedroom: 1 },
      lastListing: stored,
    } as unknown as ValuationRecord;

    expect(correctedValuation(record, listings).lastListing).toMatchObject({
      mls: 'C2',
      brPlus: 1,
      lastSale: { mls: 'C1', soldPrice: 733_500, soldDate: '2024-11-08' },
    });
    // With the home as its sale listed it ('1 + 2'), the facts an owner's changes are told from.
    expect(correctedValuation(record, listings).lastListing!.lastSale!.facts).toMatchObject({ bedroom: 1, brPlus: 2 });
    // The stored lease gone from the home's listings (imported again under new numbers): still a later listing.
    expect(correctedValuation(record, [listings[0]!]).lastListing!.lastSale!.facts).toMatchObject({ brPlus: 2 });
    // A valuation whose listing is the sale's reads its own facts.
    const sold = { ...stored, mls: 'C1', status: 'sold' as const, listDate: '2024-10-20' };
    expect(correctedValuation({ ...record, lastListing: sold }, listings).lastListing!.lastSale).toEqual({
      mls: 'C1',
      soldPrice: 733_500,
      soldDate: '2024-11-08',
    });
  });

  it("takes the listing's parking as it now stands: a blank imported again is not known, no longer 0", () => {
    const { parking: _p, totalParking: _t, ...reimported } = listing({ mls: 'C2', listDate: '2025-01-20', brPlus: 0 });
    const stored = { mls: 'C2', type: 'condo', bedroom: 1, bathroom: 1, parking: 0, listDate: '2025-01-20' };
    const record = {
      id: 'v1',
      request: { type: 'condo', bedroom: 1 },
      lastListing: stored,
    } as unknown as ValuationRecord;

    expect(correctedValuation(record, [reimported]).lastListing).not.toHaveProperty('parking');
    expect(correctedValuation(record, [{ ...reimported, totalParking: 1 }]).lastListing).toMatchObject({ parking: 1 });
    // A listing the home no longer has keeps what was stored.
    expect(correctedValuation(record, []).lastListing).toMatchObject({ parking: 0 });
  });
});
