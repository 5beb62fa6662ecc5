import { Matrix, solve } from 'ml-matrix';

/**
 * The 80% range, calibrated on held-out errors: normalised split-conformal prediction,
 * conditioned on the estimate's level and its place (issue 25, "Ranges that say what they
 * mean"). Each held-out sale, valued by a model fitted without it, gives its log error
 * e = log(price / value) and what the range may depend on: the difficulty d = 1 / (1 +
 * support / rangeSupport) (few or far comparables: d near 1), the own sale's weight, how far
 * the comparables were adjusted to the home (their weighted mean |log adjustment| m), the
 * estimate's level and the neighbourhood.
 *
 * 1. **Scale**: σ = a + b·d + o·ownWeight + c·m + g·gap, by least squares on |e|, with b at
 *    least 10% of the mean |e| (the range always widens as the comparables thin out), o ≤ 0 (a
 *    weighty own sale narrows it), c ≥ 0 (a value resting on large adjustments, such as an
 *    owner's size far from the one on record, is never surer for them), g ≥ 0 (an own sale far
 *    from the comparables' value, gap = |log| of their ratio, never makes it surer), and σ never
 *    under a fifth of the mean |e|. (The spread of the nearby sales' premiums was tried as a term: it narrowed the range
 *    where few comparables made the spread look small; README "How the settings were chosen".)
 * 2. **Place**: each index area's mean |e|/σ against everyone's, then each neighbourhood's
 *    against its area's, shrunk towards 1 by `placePrior` sales of the whole (a neighbourhood
 *    of few held-out sales keeps about its area's).
 * 3. **Level**: the scores e / (σ·place) split in five groups by the estimate; each group's
 *    conformal 10th and 90th percentiles. Between the groups' middles the percentiles are
 *    interpolated, so the range's ends move smoothly with the value (and never fall as it rises).
 *
 * The range is value × exp(σ·place·[z₁₀, z₉₀]); asymmetric on purpose (a market that moved
 * since the calibration months shifts it).
 */
export interface RangeCalibration {
  scale: {
    intercept: number;
    difficulty: number;
    ownSale: number;
    adjustment: number;
    ownGap: number;
    floor: number;
  };
  /** Index area → its error scale against the whole; neighbourhood → its against its area's (only those away from 1). */
  regions: Record<string, number>;
  places: Record<string, number>;
  /** Per level group (cheapest first): its middle (log value) and conformal percentiles of the score. */
  levels: { middle: number[]; lower: number[]; upper: number[] };
  /** How many held-out sales set it (0: the fallback for markets too small to hold any out). */
  samples: number;
}

/** What the range of one estimate depends on. */
export interface RangeInputs {
  difficulty: number;
  ownWeight: number;
  /**
   * How far the comparables were moved to the subject: the kernel-weighted mean of |log
   * adjustment| (a home far from its comparables in size or kind, or an owner's size far from
   * the one on record, rests on large adjustments).
   */
  adjustment: number;
  /**
   * How far the home's own sale, carried to the date, lies from its comparables' value (|log|,
   * at most 1; 0 without one): a home whose record disagrees with its neighbours' (King County's
   * flips, resold after works the data cannot see) is less certain, whatever the weight its sale
   * got.
   */
  ownGap: number;
  logValue: number;
  /** The index area (`Toronto`, `Peel`…; Seattle) and the neighbourhood. */
  region?: string;
  neighbourhood?: string;
}

export interface HeldOutError extends RangeInputs {
  error: number;
}

const fallback: RangeCalibration = {
  scale: { intercept: 0.08, difficulty: 0.12, ownSale: 0, adjustment: 0, ownGap: 0, floor: 0.05 },
  regions: {},
  places: {},
  levels: { middle: [0], lower: [-1.2816], upper: [1.2816] },
  samples: 0,
};
/** Fewer held-out sales than this: the fallback range (about ±10–25%). */
export const minimumCalibrationSamples = 30;
/** Level groups need this many held-out sales each; fewer: one group. */
const minimumPerLevel = 40;
const levelGroups = 5;

export function errorScale(calibration: RangeCalibration, inputs: RangeInputs): number {
  const { intercept, difficulty, ownSale, adjustment, ownGap, floor } = calibration.scale;
  const sigma = Math.max(
    floor,
    intercept +
      difficulty * inputs.difficulty +
      ownSale * inputs.ownWeight +
      adjustment * inputs.adjustment +
      ownGap * inputs.ownGap,
  );
  const region = (inputs.region !== undefined && calibration.regions[inputs.region]) || 1;
  return sigma * region * ((inputs.neighbourhood !== undefined && calibration.places[inputs.neighbourhood]) || 1);
}

/** The range's ends in log of the value: σ·place·[z₁₀, z₉₀] at the estimate's level. */
export function rangeOf(calibration: RangeCalibration, inputs: RangeInputs): [number, number] {
  const sigma = errorScale(calibration, inputs);
  const { middle, lower, upper } = calibration.levels;
  return [sigma * interpolate(middle, lower, inputs.logValue), sigma * interpolate(middle, upper, inputs.logValue)];
}

function interpolate(xs: readonly number[], ys: readonly number[], x: number): number {
  if (x <= xs[0]!) return ys[0]!;
  for (let i = 1; i < xs.length; i++)
    if (x <= xs[i]!) return ys[i - 1]! + ((ys[i]! - ys[i - 1]!) * (x - xs[i - 1]!)) / (xs[i]! - xs[i - 1]!);
  return ys[ys.length - 1]!;
}

export function fitRangeCalibration(
  held: readonly HeldOutError[],
  options: { coverage?: number; placePrior?: number } = {},
): RangeCalibration {
  if (held.length < minimumCalibrationSamples) return fallback;
  const coverage = options.coverage ?? 0.8;
  const placePrior = options.placePrior ?? 40;
  const meanAbs = held.reduce((sum, h) => sum + Math.abs(h.error), 0) / held.length;
  const scale = fitScale(held, meanAbs);
  const round = (v: number) => Number(v.toPrecision(6));
  const base: RangeCalibration = { scale, regions: {}, places: {}, levels: fallback.levels, samples: held.length };
  // Place, in two steps: each index area's scale against the whole, then each neighbourhood's
  // against its area's; both shrunk towards 1 by `placePrior` sales of the whole.
  const regions = placeFactors(
    held,
    (h) => h.region,
    (h) => errorScale(base, { ...h, region: undefined, neighbourhood: undefined }),
    placePrior,
  );
  const withRegions = { ...base, regions };
  const places = placeFactors(
    held,
    (h) => h.neighbourhood,
    (h) => errorScale(withRegions, { ...h, neighbourhood: undefined }),
    placePrior,
  );
  const calibrated = { ...withRegions, places };

  // Level: conformal percentiles of the scores in groups by the estimate.
  const scored = held
    .map((h) => ({ logValue: h.logValue, score: h.error / errorScale(calibrated, h) }))
    .sort((a, b) => a.logValue - b.logValue);
  const groups = Math.max(1, Math.min(levelGroups, Math.floor(scored.length / minimumPerLevel)));
  const levels: RangeCalibration['levels'] = { middle: [], lower: [], upper: [] };
  for (let g = 0; g < groups; g++) {
    const group = scored.slice(
      Math.floor((g * scored.length) / groups),
      Math.floor(((g + 1) * scored.length) / groups),
    );
    const [low, high] = conformalQuantiles(
      group.map((s) => s.score),
      coverage,
    );
    levels.middle.push(round(group[group.length >> 1]!.logValue));
    levels.lower.push(round(low));
    levels.upper.push(round(high));
  }
  return {
    scale: {
      intercept: round(scale.intercept),
      difficulty: round(scale.difficulty),
      ownSale: round(scale.ownSale),
      adjustment: round(scale.adjustment),
      ownGap: round(scale.ownGap),
      floor: round(scale.floor),
    },
    regions,
    places,
    levels,
    samples: held.length,
  };
}

/** Per group (by `groupOf`): its mean |e| / σ against everyone's, shrunk towards 1 by `prior` sales; only those away from 1. */
function placeFactors(
  held: readonly HeldOutError[],
  groupOf: (h: HeldOutError) => string | undefined,
  sigmaOf: (h: HeldOutError) => number,
  prior: number,
): Record<string, number> {
  const ratios = held.map((h) => Math.abs(h.error) / sigmaOf(h));
  const meanRatio = ratios.reduce((a, b) => a + b, 0) / ratios.length;
  const byGroup = new Map<string, { n: number; sum: number }>();
  held.forEach((h, i) => {
    const group = groupOf(h);
    if (group === undefined) return;
    const cell = byGroup.get(group) ?? { n: 0, sum: 0 };
    cell.n += 1;
    cell.sum += ratios[i]!;
    byGroup.set(group, cell);
  });
  const factors: Record<string, number> = {};
  for (const [group, { n, sum }] of [...byGroup].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const factor = (sum + prior * meanRatio) / (n + prior) / meanRatio;
    if (Math.abs(factor - 1) >= 0.01) factors[group] = Number(factor.toFixed(3));
  }
  return factors;
}

/** Split-conformal order statistics: each tail holds at most (1 − coverage) / 2 of n + 1. */
function conformalQuantiles(scores: number[], coverage: number): [number, number] {
  const sorted = [...scores].sort((a, b) => a - b);
  const n = sorted.length;
  const tail = (1 - coverage) / 2;
  const low = Math.max(0, Math.floor(tail * (n + 1)) - 1);
  const high = Math.min(n - 1, Math.ceil((1 - tail) * (n + 1)) - 1);
  return [sorted[low]!, sorted[high]!];
}

/** The terms of σ besides its intercept, each with the bound least squares may not cross. */
const scaleTerms = [
  // The range always widens as the comparables thin out: at least a tenth of the mean |e|.
  { name: 'difficulty', of: (h: RangeInputs) => h.difficulty, bound: (meanAbs: number) => 0.1 * meanAbs, side: 1 },
  // A weighty own sale never widens it.
  { name: 'ownSale', of: (h: RangeInputs) => h.ownWeight, bound: () => 0, side: -1 },
  // Nor do close matches: a value that rests on large adjustments is never surer for them.
  { name: 'adjustment', of: (h: RangeInputs) => h.adjustment, bound: () => 0, side: 1 },
  // Nor does an own sale that agrees with the comparables: one far from them never narrows it.
  { name: 'ownGap', of: (h: RangeInputs) => h.ownGap, bound: () => 0, side: 1 },
] as const;

/**
 * σ's coefficients by least squares on |e| within their bounds. With four terms every active
 * set can be tried: each subset held at its bounds, the others fitted; of the fits whose free
 * coefficients keep their bounds, the one with the least squared error is the bounded optimum
 * (a convex problem with one bound per coefficient: some such set is the optimum's).
 */
function fitScale(held: readonly HeldOutError[], meanAbs: number): RangeCalibration['scale'] {
  let best: { scale: RangeCalibration['scale']; squares: number } | undefined;
  for (let atBounds = 0; atBounds < 1 << scaleTerms.length; atBounds++) {
    const fixed = scaleTerms.map((term, i) => (atBounds & (1 << i) ? term.bound(meanAbs) : undefined));
    const free = scaleTerms.flatMap((_, i) => (fixed[i] === undefined ? [i] : []));
    const fixedPart = (h: RangeInputs) => scaleTerms.reduce((sum, term, i) => sum + (fixed[i] ?? 0) * term.of(h), 0);
    const solved = leastSquares(
      held.map((h) => free.map((i) => scaleTerms[i]!.of(h))),
      held.map((h) => Math.abs(h.error) - fixedPart(h)),
    );
    const coefficients = scaleTerms.map((_, i) => fixed[i] ?? solved.coefficients[free.indexOf(i)]!);
    if (scaleTerms.some((term, i) => term.side * (coefficients[i]! - term.bound(meanAbs)) < -1e-12)) continue;
    const squares = held.reduce((sum, h) => {
      const residual =
        Math.abs(h.error) - solved.intercept - scaleTerms.reduce((s, term, i) => s + coefficients[i]! * term.of(h), 0);
      return sum + residual * residual;
    }, 0);
    if (best && squares >= best.squares) continue;
    const [difficulty, ownSale, adjustment, ownGap] = coefficients as [number, number, number, number];
    best = {
      scale: { intercept: solved.intercept, difficulty, ownSale, adjustment, ownGap, floor: 0.2 * meanAbs },
      squares,
    };
  }
  // Every term at its bound always qualifies.
  return best!.scale;
}

/** Ordinary least squares with an intercept (ml-matrix's solver; a few columns). */
function leastSquares(rows: number[][], y: number[]): { intercept: number; coefficients: number[] } {
  const x = new Matrix(rows.map((row) => [1, ...row]));
  const solution = solve(x, Matrix.columnVector(y), true).to1DArray();
  return { intercept: solution[0]!, coefficients: solution.slice(1) };
}
