import { describe, expect, it } from 'vitest';
import type { LastListing } from '@shared/home-value/types';
import { canSubmit, formFromInfo, missingToSubmit } from '../../../web/src/features/home-valuation/valuation-form';
import { infoFromListing } from '../../../web/src/features/home-valuation/valuation-info';

const leased: LastListing = {
  mls: 'C3',
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
};
const suggestion = {
  type: 'houseNumber' as const,
  id: '250-bay-st-toronto',
  address: {
    houseNumber: '250',
    street: 'Bay St',
    city: 'Toronto',
    neighbourhoodId: 'bay-st-corridor',
    neighbourhood: 'Bay St. Corridor',
  },
  label: '250 Bay St, Toronto',
};
const info = (lastListing: LastListing) => ({
  locationId: '250-bay-st-toronto',
  address: '250 Bay St, Toronto',
  unit: '403',
  type: 'condo' as const,
  bedroom: 1,
  lastListing,
});

describe('the purchase prefill (issue 25: sales are sales)', () => {
  it("never takes a lease's rent for the purchase", () => {
    const values = formFromInfo(info(leased));

    expect(values.purchasePrice).toBe('');
    expect(values.purchaseDate).toBe('');
  });

  it('takes the sale found behind the lease', () => {
    const values = formFromInfo(
      info({ ...leased, lastSale: { mls: 'C2', soldPrice: 733_500, soldDate: '2024-11-08' } }),
    );

    expect(values.purchasePrice).toBe(733_500);
    expect(values.purchaseDate).toBe('11/08/2024');
  });

  it('takes a sold last listing as the purchase', () => {
    const values = formFromInfo(info({ ...leased, status: 'sold', soldPrice: 1_045_000, soldDate: '2024-02-15' }));

    expect(values.purchasePrice).toBe(1_045_000);
  });
});

describe('the size prefill', () => {
  it("keeps the listing's range whole, as the model reads it, not its floor alone", () => {
    const ranged = { ...info({ ...leased, footageFrom: 600, footageTo: 699 }), footageFrom: 600 };
    expect(formFromInfo(ranged).footage).toBe('600-699');
    // An exact size, or a listing of no range, stays one number; none stays empty.
    expect(formFromInfo({ ...info({ ...leased, footageFrom: 640 }), footageFrom: 640 }).footage).toBe('640');
    expect(formFromInfo(info(leased)).footage).toBe('');
  });

  it("prefills the board's smallest range, 0-499, and lets it be sent, as a seventh of the seed's condos are listed", () => {
    // It prefilled nothing, and the owner who typed the listing's range could not send the form.
    const smallest = { ...leased, type: 'condo' as const, footageFrom: 0, footageTo: 499 };
    const values = formFromInfo(infoFromListing(suggestion, '1203', smallest));
    expect(values.footage).toBe('0-499');
    expect(canSubmit({ ...values, bedroom: 1 })).toBe(true);
    expect(canSubmit({ ...values, bedroom: 1, footage: '0' })).toBe(false);
  });
});

describe('what the form still needs', () => {
  it("says in the schema's words why the button is disabled: a studio's 0 bedrooms, no type, no condo size", () => {
    const studio = formFromInfo(
      infoFromListing(suggestion, '1203', { ...leased, type: 'condo', bedroom: 0, footageFrom: 400, footageTo: 499 }),
    );
    expect(studio.bedroom).toBe(0);
    expect(missingToSubmit(studio)).toBe('Choose at least one bedroom.');
    expect(missingToSubmit({ ...studio, bedroom: 1 })).toBeUndefined();
    expect(missingToSubmit({ ...studio, bedroom: 1, type: null })).toBe('Choose a property type.');
    expect(missingToSubmit({ ...studio, bedroom: 1, footage: '' })).toBe('Enter the interior size in square feet.');
  });
});
