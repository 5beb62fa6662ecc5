import { describe, expect, it } from 'vitest';
import { homeFeatureNames } from '@shared/valuation/features';
import { typicalSizesOf, withTypicalSize } from '@shared/valuation/model';

const at = (name: (typeof homeFeatureNames)[number]) => homeFeatureNames.indexOf(name);
function row(type: number, bedrooms: number, sqft: number | undefined): number[] {
  const home = homeFeatureNames.map(() => Number.NaN);
  home[at('type')] = type;
  home[at('bedrooms')] = bedrooms;
  home[at('logSize')] = sqft === undefined ? Number.NaN : Math.log(sqft);
  return home;
}
const sizeOf = (home: number[]) => Math.round(Math.exp(home[at('logSize')]!));
const many = (type: number, bedrooms: number, sqft: number, count = 31) =>
  Array.from({ length: count }, (_, i) => row(type, bedrooms, sqft + i - (count - 1) / 2));

/** Review 27b: a home whose size is not known is read at its kind's typical size, which must not shrink as bedrooms rise. */
describe('the typical size of a home whose size is not known', () => {
  const typical = typicalSizesOf([
    ...many(1, 2, 1_100),
    ...many(1, 3, 1_500),
    ...many(1, 4, 2_250),
    // Five or more bedrooms: three sales, small ones (a rooming house).
    ...many(1, 5, 1_300, 3),
    // Another type with only three-bedroom sales to speak of.
    ...many(2, 3, 1_800),
    row(2, 1, 600),
    row(3, 2, undefined),
  ]);
  const filled = (type: number, bedrooms: number) =>
    sizeOf(withTypicalSize({ typicalSizes: typical }, row(type, bedrooms, undefined)));

  it('is the median of its type and bedroom count', () => {
    expect(filled(1, 2)).toBe(1_100);
    expect(filled(1, 3)).toBe(1_500);
    expect(filled(1, 4)).toBe(2_250);
  });

  it('never falls as bedrooms rise: a rare count takes the count below it, or above it when none is below', () => {
    expect(filled(1, 5)).toBe(2_250);
    expect(filled(1, 7)).toBe(2_250);
    expect(filled(1, 0)).toBe(1_100);
    expect(filled(2, 1)).toBe(1_800);
    expect(filled(2, 4)).toBe(1_800);
    for (const type of [1, 2])
      for (let bedrooms = 1; bedrooms <= 6; bedrooms++)
        expect(filled(type, bedrooms)).toBeGreaterThanOrEqual(filled(type, bedrooms - 1));
  });

  it("falls back to its type's, then everyone's, and leaves a known size alone", () => {
    expect(Math.abs(filled(2, Number.NaN) - 1_800)).toBeLessThanOrEqual(1);
    // Type 3's one sale has no size: everyone's median.
    expect(filled(3, 2)).toBe(Math.round(Math.exp(typical.all)));
    expect(sizeOf(withTypicalSize({ typicalSizes: typical }, row(1, 3, 700)))).toBe(700);
  });
});
