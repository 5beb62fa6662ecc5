/**
 * Histogram binning for the boosted trees (shared/valuation/boosting.ts): each feature's values
 * cut at quantiles, so a split search scans bins rather than rows.
 */

/** Cut points per feature: up to `bins - 2` quantiles of its known values (bin 0 holds the missing). */
export function cutPoints(x: Float64Array, n: number, features: number, f: number, bins: number): Float64Array {
  const known: number[] = [];
  for (let i = 0; i < n; i++) {
    const v = x[i * features + f]!;
    if (v === v) known.push(v);
  }
  known.sort((a, b) => a - b);
  const cuts: number[] = [];
  for (let k = 1; k < bins - 1 && known.length > 0; k++) {
    const v = known[Math.min(known.length - 1, Math.floor((k * known.length) / (bins - 1)))]!;
    if (v !== cuts[cuts.length - 1] && v < known[known.length - 1]!) cuts.push(v);
  }
  return Float64Array.from(cuts);
}

/** The bin of `v` under `cuts`: 0 for a missing value, else 1 + the number of cuts below it. */
export function binOf(cuts: Float64Array, v: number): number {
  if (v !== v) return 0;
  let lo = 0;
  let hi = cuts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cuts[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}
