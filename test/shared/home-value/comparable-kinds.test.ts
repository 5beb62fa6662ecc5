import { describe, expect, it } from 'vitest';
import { sameKindFirst, widerComparableTypes } from '@shared/home-value/comparable-kinds';
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
});
