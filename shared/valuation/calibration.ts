/**
 * The 80% range, calibrated on held-out errors (normalised split-conformal prediction). Each
 * held-out sale, valued by a model fitted without it, gives its log error e = log(price /
 * value) and its difficulty d = 1 / (1 + support / rangeSupport) (few or far comparables: d
 * near 1). The error scale is fitted as σ(d) = α + β·d on |e|, with floors that keep β > 0
 * (so the range always widens as the comparables thin out); the range is then
 * value × exp(σ(d) · [z₁₀, z₉₀]), where z₁₀ and z₉₀ are the conformal quantiles of e / σ(d).
 * Asymmetric on purpose: when the market moved since the calibration months, the quantiles
 * carry that shift.
 */
export interface RangeCalibration {
  alpha: number;
  beta: number;
  lower: number;
  upper: number;
  /** How many held-out sales set it (0: the fallback for markets too small to hold any out). */
  samples: number;
}

export interface HeldOutError {
  error: number;
  difficulty: number;
}

const fallback: RangeCalibration = { alpha: 0.08, beta: 0.12, lower: -1.2816, upper: 1.2816, samples: 0 };
/** Fewer held-out sales than this: the fallback range (about ±10–25%). */
export const minimumCalibrationSamples = 30;

export function errorScale(calibration: RangeCalibration, difficulty: number): number {
  return calibration.alpha + calibration.beta * difficulty;
}

export function fitRangeCalibration(held: readonly HeldOutError[], coverage = 0.8): RangeCalibration {
  if (held.length < minimumCalibrationSamples) return fallback;
  // Least squares of |e| on [1, d].
  const n = held.length;
  let sd = 0;
  let se = 0;
  let sdd = 0;
  let sde = 0;
  for (const { error, difficulty } of held) {
    const a = Math.abs(error);
    sd += difficulty;
    se += a;
    sdd += difficulty * difficulty;
    sde += difficulty * a;
  }
  const meanAbs = se / n;
  const varD = sdd / n - (sd / n) ** 2;
  const slope = varD > 1e-9 ? (sde / n - (sd / n) * meanAbs) / varD : 0;
  const beta = Math.max(0.1 * meanAbs, slope);
  const alpha = Math.max(0.2 * meanAbs, meanAbs - beta * (sd / n));
  const scores = held.map(({ error, difficulty }) => error / (alpha + beta * difficulty)).sort((a, b) => a - b);
  // Split-conformal order statistics: each tail holds at most (1 - coverage) / 2 of n + 1.
  const tail = (1 - coverage) / 2;
  const low = Math.max(0, Math.floor(tail * (n + 1)) - 1);
  const high = Math.min(n - 1, Math.ceil((1 - tail) * (n + 1)) - 1);
  const round = (v: number) => Number(v.toPrecision(6));
  return {
    alpha: round(alpha),
    beta: round(beta),
    lower: round(scores[low]!),
    upper: round(scores[high]!),
    samples: n,
  };
}
