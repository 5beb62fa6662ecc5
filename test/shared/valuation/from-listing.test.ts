import { describe, expect, it } from 'vitest';
import { homeFromListing, saleFromListing } from '@shared/valuation/from-listing';
import { generateGtaDataSet } from '../../../infra/local/seed/gta-data-set';

const { listings } = generateGtaDataSet({ size: 2_000, today: '2026-05-15' });

describe("a listing's home as the model reads it", () => {
  it('is the same with or without the listing details, as the training job reads it', () => {
    // The job reads listings without their details; `npm run backtest -- --seed` and the tests
    // read them whole. The figures they publish are of one model only if both read the same.
    const sold = listings.filter((listing) => saleFromListing(listing) !== undefined);
    expect(sold.length).toBeGreaterThan(500);
    for (const listing of sold) {
      expect(saleFromListing(listing)).toEqual(saleFromListing({ ...listing, details: undefined }));
    }
  });

  it('knows no year built: the owner’s form asks none', () => {
    expect(listings.some((listing) => homeFromListing(listing).yearBuilt !== undefined)).toBe(false);
  });
});
