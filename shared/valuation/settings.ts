/**
 * Every setting of the model in one place. They were fixed by validation on King County
 * (fit on sales through 2014-11-30, value December 2014 and January 2015 with the back-test
 * protocol) and are never tuned on the test months: README "How the settings were chosen".
 */
export interface ValuationSettings {
  /** Comparables: how far back, how far out, and how many. */
  comparables: {
    /** Only sales within this many days before the valuation date. */
    lookbackDays: number;
    /** The search starts at this radius (km) and doubles until it finds `count` sales… */
    startRadiusKm: number;
    /** …or reaches this one: a subject with no sale of its kind within it is outside the covered area. */
    maxRadiusKm: number;
    /** How many are weighed (the nearest by kernel weight). */
    count: number;
    /** Fewer than this within reach: the typed "cannot value" answer. */
    minimum: number;
    /** How many the estimate shows. */
    shown: number;
    /** Kernel bandwidths: distance (km), age of the sale (days), size difference (in log size). */
    distanceKm: number;
    ageDays: number;
    logSize: number;
    /** A sale of another type of the same segment (a semi for a detached) weighs this much. */
    otherType: number;
  };
  /** The neighbours summarised as features of the learned model (a wider set than the comparables). */
  neighbourhoodFeatures: { near: number; wide: number };
  /** The blend: comparables' share = support / (support + blendSupport). */
  blendSupport: number;
  /** The range: difficulty = 1 / (1 + support / rangeSupport); see calibration.ts. */
  rangeSupport: number;
  /** The own sale's weight is learned from at least this many held-out repeat sales (fewer: no weight). */
  ownSale: { minimumCases: number };
  /** The range's place factor: a neighbourhood's held-out errors count as much as this many of the whole's (calibration.ts). */
  placePrior: number;
  /** Months before the training date held out to calibrate the range on. */
  calibrationMonths: number;
  /** The hedonic regression's ridge penalties (standardised numeric terms; neighbourhood and month terms). */
  hedonic: { numericRidge: number; neighbourhoodRidge: number; monthRidge: number };
  /** The area price index: a local-level model's monthly drift, global and per area. */
  index: { globalDrift: number; areaDrift: number; areaPrior: number };
  boosting: BoostingSettings;
}

export interface BoostingSettings {
  trees: number;
  depth: number;
  learningRate: number;
  minLeaf: number;
  l2: number;
  /** Share of rows each tree sees (stochastic gradient boosting). */
  subsample: number;
  /** Share of features each tree may split on. */
  colsample: number;
  /** Histogram bins per feature. */
  bins: number;
  seed: number;
  /** Ensembles fitted from seeds `seed`, `seed + 1000`, … and averaged (bagging). */
  ensembles: number;
  /** Huber loss: gradients clipped at this log error (undefined: squared error). */
  huberDelta?: number;
}

export const defaultSettings: ValuationSettings = {
  comparables: {
    lookbackDays: 365,
    startRadiusKm: 0.5,
    maxRadiusKm: 8,
    count: 12,
    minimum: 3,
    shown: 10,
    distanceKm: 0.3,
    ageDays: 180,
    logSize: 0.25,
    otherType: 0.5,
  },
  neighbourhoodFeatures: { near: 8, wide: 30 },
  blendSupport: 2,
  rangeSupport: 2,
  ownSale: { minimumCases: 30 },
  placePrior: 40,
  calibrationMonths: 2,
  hedonic: { numericRidge: 1, neighbourhoodRidge: 5, monthRidge: 1 },
  index: { globalDrift: 0.01, areaDrift: 0.004, areaPrior: 0.03 },
  boosting: {
    trees: 400,
    depth: 6,
    learningRate: 0.05,
    minLeaf: 20,
    l2: 1,
    subsample: 0.8,
    colsample: 0.8,
    bins: 64,
    seed: 1,
    ensembles: 3,
    huberDelta: 0.25,
  },
};

/** Settings with some replaced, for the back-test's validation runs and for tests. */
export function withSettings(overrides: DeepPartial<ValuationSettings> = {}): ValuationSettings {
  return merge(defaultSettings, overrides) as ValuationSettings;
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

function merge(base: object, overrides: object): object {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && current && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}
