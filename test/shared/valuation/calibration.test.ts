import { describe, expect, it } from 'vitest';
import { seededRandom } from '@shared/valuation/seeded-random';
import { fitRangeCalibration, rangeOf, type HeldOutError } from '@shared/valuation/calibration';

/**
 * Issue 25, "Ranges that say what they mean": held-out errors whose scale grows with the
 * estimate's level (dear homes miss by more), differs by index area and neighbourhood, grows with the
 * difficulty, with how far the comparables were adjusted and with how far the home's own sale
 * lies from them (a flip), and shrinks with the own sale's weight. A range fitted on one draw
 * must cover 80% of a fresh draw overall, in each fifth of the estimate and in each
 * neighbourhood, and of the homes whose own sale lies far from their comparables.
 */
function draw(count: number, seed: number): HeldOutError[] {
  const random = seededRandom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Array.from({ length: count }, () => {
    const logValue = 12.5 + 2 * random();
    const neighbourhood = random() < 0.5 ? 'calm' : 'rough';
    const region = random() < 0.5 ? 'east' : 'west';
    const difficulty = 0.3 + 0.6 * random();
    const ownSale = random() < 0.2;
    // An own sale near its comparables gets weight; one far from them (a flip) little.
    const ownGap = ownSale ? 0.5 * random() ** 2 : 0;
    const ownWeight = ownSale ? 0.8 * random() * Math.exp(-8 * ownGap) : 0;
    const adjustment = 0.3 * random() ** 2;
    const sigma =
      (0.04 + 0.06 * (logValue - 12.5) + 0.05 * difficulty + 0.2 * adjustment + 0.3 * ownGap) *
      (neighbourhood === 'rough' ? 1.6 : 1) *
      (region === 'west' ? 1.4 : 1) *
      (1 - 0.7 * ownWeight);
    return { logValue, region, neighbourhood, difficulty, ownWeight, adjustment, ownGap, error: sigma * normal() };
  });
}

const covered = (held: readonly HeldOutError[], calibration: ReturnType<typeof fitRangeCalibration>) =>
  held.filter((h) => {
    const [lower, upper] = rangeOf(calibration, h);
    return lower <= h.error && h.error <= upper;
  }).length / held.length;

describe('the 80% range', () => {
  const calibration = fitRangeCalibration(draw(3000, 1));
  const fresh = draw(20_000, 2);

  it('covers 78–82% of fresh sales overall', () => {
    expect(covered(fresh, calibration)).toBeGreaterThan(0.78);
    expect(covered(fresh, calibration)).toBeLessThan(0.82);
  });

  it('covers 75–85% in every fifth of the estimate, though the errors grow with it', () => {
    const sorted = [...fresh].sort((a, b) => a.logValue - b.logValue);
    for (let k = 0; k < 5; k++) {
      const fifth = sorted.slice((k * sorted.length) / 5, ((k + 1) * sorted.length) / 5);
      expect(covered(fifth, calibration)).toBeGreaterThan(0.75);
      expect(covered(fifth, calibration)).toBeLessThan(0.85);
    }
    const [, cheapUpper] = rangeOf(calibration, {
      logValue: 12.7,
      difficulty: 0.5,
      ownWeight: 0,
      adjustment: 0.05,
      ownGap: 0,
      neighbourhood: 'calm',
    });
    const [, dearUpper] = rangeOf(calibration, {
      logValue: 14.3,
      difficulty: 0.5,
      ownWeight: 0,
      adjustment: 0.05,
      ownGap: 0,
      neighbourhood: 'calm',
    });
    expect(dearUpper).toBeGreaterThan(cheapUpper);
  });

  it('covers 75–85% in each index area and neighbourhood, the ones whose prices scatter more getting the wider range', () => {
    for (const place of ['calm', 'rough', 'east', 'west']) {
      const sales = fresh.filter((h) => h.neighbourhood === place || h.region === place);
      expect(covered(sales, calibration)).toBeGreaterThan(0.75);
      expect(covered(sales, calibration)).toBeLessThan(0.85);
    }
    expect(calibration.places.rough!).toBeGreaterThan(calibration.places.calm ?? 1);
    expect(calibration.regions.west!).toBeGreaterThan(calibration.regions.east ?? 1);
  });

  it('widens with the difficulty and with the comparables’ adjustments, and narrows with the own sale’s weight', () => {
    const at = { logValue: 13.5, neighbourhood: 'calm', ownWeight: 0, adjustment: 0.05, ownGap: 0 };
    const width = (inputs: HeldOutError | (typeof at & { difficulty: number })) => {
      const [lower, upper] = rangeOf(calibration, inputs);
      return upper - lower;
    };

    expect(width({ ...at, difficulty: 0.9 })).toBeGreaterThan(width({ ...at, difficulty: 0.3 }));
    expect(width({ ...at, difficulty: 0.5, ownWeight: 0.8 })).toBeLessThan(width({ ...at, difficulty: 0.5 }));
    // A home whose comparables had to be moved by 30% on average against one by 5%.
    expect(width({ ...at, difficulty: 0.5, adjustment: 0.3 })).toBeGreaterThan(1.2 * width({ ...at, difficulty: 0.5 }));
    // A home whose own sale, carried to today, lies 40% from its comparables' value.
    expect(width({ ...at, difficulty: 0.5, ownGap: 0.4 })).toBeGreaterThan(1.5 * width({ ...at, difficulty: 0.5 }));
  });

  it("covers 75–85% of the homes whose own sale lies far from their comparables' value, as of the others", () => {
    const withSale = [...fresh.filter((h) => h.ownGap > 0)].sort((a, b) => a.ownGap - b.ownGap);
    const half = Math.floor(withSale.length / 2);
    for (const sales of [withSale.slice(0, half), withSale.slice(half)]) {
      expect(covered(sales, calibration)).toBeGreaterThan(0.75);
      expect(covered(sales, calibration)).toBeLessThan(0.85);
    }
    expect(calibration.scale.ownGap).toBeGreaterThan(0);
  });

  it('covers 75–85% in each fifth of the adjustments, the homes resting on the largest getting the widest range', () => {
    const sorted = [...fresh].sort((a, b) => a.adjustment - b.adjustment);
    for (let k = 0; k < 5; k++) {
      const fifth = sorted.slice((k * sorted.length) / 5, ((k + 1) * sorted.length) / 5);
      expect(covered(fifth, calibration)).toBeGreaterThan(0.75);
      expect(covered(fifth, calibration)).toBeLessThan(0.85);
    }
  });

  it('never narrows as the adjustments grow, even where the held-out errors do not grow with them', () => {
    const flat = fitRangeCalibration(
      draw(3000, 4).map((h) => ({ ...h, adjustment: 0.3 - h.adjustment, ownGap: h.ownGap && 0.5 - h.ownGap })),
    );
    expect(flat.scale.adjustment).toBeGreaterThanOrEqual(0);
    expect(flat.scale.ownGap).toBeGreaterThanOrEqual(0);
  });

  it('fits σ by least squares within its bounds, also where the terms move together', () => {
    // Small held-out sets whose difficulty and own-sale weight go together, so a fit that
    // crosses one bound often crosses the other too. The answer must be the bounded optimum:
    // at it, nudging any coefficient the way its bound allows never lowers the squared error
    // (the intercept's residuals sum to 0, a free term's are orthogonal to it, and a term held
    // at its bound is held there by its gradient).
    const random = seededRandom(7);
    const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    for (let trial = 0; trial < 300; trial++) {
      const [b, o, c, g, together] = [0.1 * normal(), 0.1 * normal(), 0.1 * normal(), 0.1 * normal(), normal()];
      const held: HeldOutError[] = Array.from({ length: 60 }, () => {
        const difficulty = random();
        const ownWeight = Math.max(0, Math.min(1, 0.5 + together * (difficulty - 0.5) + 0.3 * normal()));
        const adjustment = trial % 2 ? Math.max(0, 0.1 + 0.05 * normal()) : 0;
        const ownGap = trial % 3 ? Math.max(0, 0.2 * (1 - ownWeight) + 0.1 * normal()) : 0;
        const sigma = Math.max(0.01, 0.1 + b * difficulty + o * ownWeight + c * adjustment + g * ownGap);
        return { logValue: 13, difficulty, ownWeight, adjustment, ownGap, error: sigma * normal() };
      });
      const { scale } = fitRangeCalibration(held);
      const meanAbs = held.reduce((sum, h) => sum + Math.abs(h.error), 0) / held.length;
      const residuals = held.map(
        (h) =>
          Math.abs(h.error) -
          scale.intercept -
          scale.difficulty * h.difficulty -
          scale.ownSale * h.ownWeight -
          scale.adjustment * h.adjustment -
          scale.ownGap * h.ownGap,
      );
      // Σ r·x: positive means a larger coefficient would lower the squared error.
      const pull = (x: (h: HeldOutError) => number) => held.reduce((sum, h, i) => sum + residuals[i]! * x(h), 0);
      const tolerance = 1e-4;
      const where = `trial ${trial}: ${JSON.stringify(scale)}`;

      expect(Math.abs(pull(() => 1)), where).toBeLessThan(tolerance);
      const atMinimum = Math.abs(scale.difficulty - 0.1 * meanAbs) < 1e-5;
      if (atMinimum)
        expect(
          pull((h) => h.difficulty),
          where,
        ).toBeLessThan(tolerance);
      else expect(Math.abs(pull((h) => h.difficulty)), where).toBeLessThan(tolerance);
      if (scale.ownSale === 0)
        expect(
          pull((h) => h.ownWeight),
          where,
        ).toBeGreaterThan(-tolerance);
      else expect(Math.abs(pull((h) => h.ownWeight)), where).toBeLessThan(tolerance);
      if (scale.adjustment === 0)
        expect(
          pull((h) => h.adjustment),
          where,
        ).toBeLessThan(tolerance);
      else expect(Math.abs(pull((h) => h.adjustment)), where).toBeLessThan(tolerance);
      if (scale.ownGap === 0)
        expect(
          pull((h) => h.ownGap),
          where,
        ).toBeLessThan(tolerance);
      else expect(Math.abs(pull((h) => h.ownGap)), where).toBeLessThan(tolerance);
    }
  });

  it('never lowers either end as the value rises (the ends move smoothly between the levels)', () => {
    for (let logValue = 12; logValue < 15; logValue += 0.01) {
      const inputs = { difficulty: 0.5, ownWeight: 0, adjustment: 0.05, ownGap: 0, neighbourhood: 'calm' };
      const [lower, upper] = rangeOf(calibration, { ...inputs, logValue });
      const [nextLower, nextUpper] = rangeOf(calibration, { ...inputs, logValue: logValue + 0.01 });
      expect(logValue + 0.01 + nextUpper).toBeGreaterThanOrEqual(logValue + upper);
      expect(logValue + 0.01 + nextLower).toBeGreaterThanOrEqual(logValue + lower);
    }
  });

  it('falls back to about ±10–25% with fewer than 30 held-out sales', () => {
    const [lower, upper] = rangeOf(fitRangeCalibration(draw(20, 3)), {
      logValue: 13,
      difficulty: 0.5,
      ownWeight: 0,
      adjustment: 0.05,
      ownGap: 0,
    });

    expect(upper).toBeCloseTo(1.2816 * (0.08 + 0.06), 4);
    expect(lower).toBeCloseTo(-upper, 6);
  });
});
