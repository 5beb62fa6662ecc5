import { describe, expect, it } from 'vitest';
import {
  mostAlikeFirst,
  nearPriceFirst,
  sameKindFirst,
  widerComparableTypes,
} from '@shared/home-value/comparable-kinds';
import type { PropertyType } from '@shared/property-types';

const sales = (...types: PropertyType[]) => types.map((type, i) => ({ id: `S${i}`, type }));

describe('comparables of the same kind (issue 25, finding 6)', () => {
  it('widens a house to the other houses only, never to multi-residential or condos', () => {
    expect(widerComparableTypes('semiDetatched')).toEqual(['detatched', 'freeholdTownhouse']);
    expect(widerComparableTypes('detatched')).toEqual(['semiDetatched', 'freeholdTownhouse']);
    expect(widerComparableTypes('condo')).toEqual(['condoTownhouse']);
    expect(widerComparableTypes('multi')).toEqual(['detatched', 'semiDetatched', 'freeholdTownhouse']);
  });

  it("keeps to the home's own type when enough of it remain, in the given order", () => {
    const candidates = sales('multi', 'semiDetatched', 'detatched', 'semiDetatched', 'semiDetatched');

    expect(sameKindFirst(candidates, 'semiDetatched', 3).map((c) => c.id)).toEqual(['S1', 'S3', 'S4']);
  });

  it('fills from the segment after its own type when too few remain, and leaves out multi for a semi', () => {
    const candidates = sales('multi', 'detatched', 'semiDetatched', 'condo', 'freeholdTownhouse', 'detatched');

    expect(sameKindFirst(candidates, 'semiDetatched', 5).map((c) => c.type)).toEqual([
      'semiDetatched',
      'detatched',
      'freeholdTownhouse',
      'detatched',
    ]);
  });

  describe('the candidates most like the home first', () => {
    const home = { bedrooms: 5, size: 3200 };

    it('puts a house of its size and bedrooms a kilometre away before a bungalow next door', () => {
      const bungalow = { id: 'bungalow', distanceKm: 0.2, bedrooms: 2, size: 900 };
      const alike = { id: 'alike', distanceKm: 1.2, bedrooms: 5, size: 3000 };

      expect(mostAlikeFirst([bungalow, alike], home).map((c) => c.id)).toEqual(['alike', 'bungalow']);
    });

    it('ranks by distance alone among homes alike, and keeps the given order on a tie', () => {
      const far = { id: 'far', distanceKm: 3, bedrooms: 5, size: 3200 };
      const near = { id: 'near', distanceKm: 1, bedrooms: 5, size: 3200 };
      const twin = { id: 'twin', distanceKm: 1, bedrooms: 5, size: 3200 };

      expect(mostAlikeFirst([far, near, twin], home).map((c) => c.id)).toEqual(['near', 'twin', 'far']);
    });

    it('counts a size either side does not know as no difference, not as a far one', () => {
      const unknown = { id: 'unknown', distanceKm: 1, bedrooms: 5 };
      const smaller = { id: 'smaller', distanceKm: 1, bedrooms: 5, size: 2000 };

      expect(mostAlikeFirst([smaller, unknown], home).map((c) => c.id)).toEqual(['unknown', 'smaller']);
      expect(mostAlikeFirst([smaller, unknown], { bedrooms: 5 }).map((c) => c.id)).toEqual(['smaller', 'unknown']);
      const garbled = { id: 'garbled', distanceKm: 1, bedrooms: Number.NaN, size: Number.POSITIVE_INFINITY };
      const far = { id: 'far', distanceKm: 2, bedrooms: 5, size: 3200 };
      expect(mostAlikeFirst([far, garbled], home).map((c) => c.id)).toEqual(['garbled', 'far']);
    });
  });
});

describe("a proposal's price (QA 23a: a sale 73% above a semi's value was proposed)", () => {
  const home = 1_490_000;
  const priced = [
    { id: 'a', price: 2_577_000 },
    { id: 'b', price: 1_400_000 },
    { id: 'c', price: 900_000 },
    { id: 'd', price: 1_700_000 },
    { id: 'e' },
  ];

  it('proposes the sales within a factor of 1.5 of the value first, each part in the given order', () => {
    expect(nearPriceFirst(priced, home).map((s) => s.id)).toEqual(['b', 'd', 'e', 'a', 'c']);
  });

  it('keeps the order without a value to compare with', () => {
    expect(nearPriceFirst(priced, undefined).map((s) => s.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
