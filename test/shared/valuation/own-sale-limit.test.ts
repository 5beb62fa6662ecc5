import { describe, expect, it } from 'vitest';
import { fitOwnSaleWeighting, noOwnSaleWeight, ownSaleWeight, ownSaleWeightLimit } from '@shared/valuation/own-sale';

/** What the owner is told when their sale counts for nothing (issue 25): the term that holds the weight down. */
const learned = { maximum: 0.9, ageYears: 32, gapLog: 0.4, samples: 210 };

describe("what holds the own sale's weight down", () => {
  it('is that none was learned, when too few resales taught the model anything', () => {
    expect(ownSaleWeight(noOwnSaleWeight, 1, 0)).toBe(0);
    expect(ownSaleWeightLimit(noOwnSaleWeight, 1, 0)).toBe('notLearned');
  });

  it('is the distance from the comparables, above or below, for a sale far from them', () => {
    // Carried at 4 times the comparables, or at a quarter of them: a weight under half a percent.
    expect(ownSaleWeight(learned, 2, Math.log(4))).toBeLessThan(0.005);
    expect(ownSaleWeightLimit(learned, 2, Math.log(4))).toBe('aboveComparables');
    expect(ownSaleWeightLimit(learned, 2, Math.log(1 / 4))).toBe('belowComparables');
  });

  it('is its age, for an old sale that agrees with the comparables', () => {
    const quick = { ...learned, ageYears: 1 };
    expect(ownSaleWeight(quick, 6, 0.02)).toBeLessThan(0.005);
    expect(ownSaleWeightLimit(quick, 6, 0.02)).toBe('age');
  });
});

describe('the weighting learned from repeat sales', () => {
  it('takes a fresh sale whole when the repeat sales say its price was the value (QA 71a: the grid stopped at 0.9)', () => {
    // Forty resales a few weeks after their first sale, each at the first price carried, while the
    // model and comparables' blend missed by 5% to 25% either way.
    const cases = Array.from({ length: 40 }, (_, i) => {
      const actual = Math.log(800_000 + 10_000 * i);
      const miss = (i % 2 === 0 ? 1 : -1) * (0.05 + (0.2 * (i % 5)) / 4);
      return { actual, carried: actual, blend: actual + miss, gapLog: -miss, ageYears: 0.1 };
    });

    const weighting = fitOwnSaleWeighting(cases, 30);

    expect(weighting.maximum).toBe(1);
    expect(ownSaleWeight(weighting, 0.03, 0)).toBeGreaterThan(0.99);
  });
});
