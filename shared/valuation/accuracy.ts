import { medianOfSorted } from '../median';
import { propertyTypes, type PropertyType } from '../property-types';

/**
 * The accuracy figures of held-out sales (DECISIONS row 37): the one computation behind the
 * back-test's table and JSON, the training job's `GET /homevalue/accuracy` and the accuracy
 * page. Each sale was valued at its own date by a model fitted without it, with comparables and
 * an index from the sales strictly before it.
 */
export interface BacktestMetrics {
  count: number;
  /** Median absolute percentage error. */
  mdape: number;
  /** Shares of sales valued within 5, 10 and 20% of their price. */
  within5: number;
  within10: number;
  within20: number;
  /** Share of prices inside the 80% range. */
  coverage80: number;
  /** The 80% range's median half-width, as a percentage of the value. */
  halfWidth80: number;
}

/** Just the metrics of a row that carries more (a report, a fifth, a type), in their order. */
export function pickMetrics(m: BacktestMetrics): BacktestMetrics {
  return {
    count: m.count,
    mdape: m.mdape,
    within5: m.within5,
    within10: m.within10,
    within20: m.within20,
    coverage80: m.coverage80,
    halfWidth80: m.halfWidth80,
  };
}

/** One held-out sale and what the model (or the baseline) said of it. */
export interface HeldOutValuation {
  price: number;
  value: number;
  lower: number;
  upper: number;
  type: PropertyType;
  /** The area coverage is checked in: a neighbourhood (a zip code in King County). */
  neighbourhood?: string;
  /** The price index's area (a GTA board area such as Toronto or Peel; Seattle or the rest of King County). */
  region?: string;
  /** The home had sold before, and the model was told of it (the repeat-sale subset). */
  repeat: boolean;
}

/** A fifth of the held-out sales, by the estimate (or by the price): the dollar bounds and the figures. */
export type FifthFigures = BacktestMetrics & { from: number; to: number };

export interface AccuracyBreakdown {
  all: BacktestMetrics;
  byType: (BacktestMetrics & { type: PropertyType })[];
  /** Homes that had sold before, valued knowing that sale. */
  repeatSales: BacktestMetrics;
  /** By fifth of the estimate: what the range is calibrated on (75–85% in each). */
  fifthsOfEstimate: FifthFigures[];
  /** By fifth of the sale price: information only (a range conditioned on the estimate cannot be calibrated on the price). */
  fifthsOfPrice: FifthFigures[];
  /** Coverage in each neighbourhood with at least 200 held-out sales (the target: 75–85% in each). */
  areas: AreaCoverage;
  /** The same from 100 held-out sales, and by index area: information only. */
  smallerAreas: AreaCoverage;
  regions: AreaCoverage;
}

export interface AreaCoverage {
  minimumSales: number;
  rows: { area: string; count: number; mdape: number; coverage80: number }[];
  lowestCoverage: number | null;
  highestCoverage: number | null;
}

/** An area's coverage is reported (and checked) from this many held-out sales. */
export const areaMinimumSales = 200;

const percent = (value: number) => Math.round(value * 1000) / 10;

type Valued = Pick<HeldOutValuation, 'price' | 'value' | 'lower' | 'upper'>;

export function metricsOf(results: readonly Valued[]): BacktestMetrics {
  const errors = results.map((r) => Math.abs(r.value - r.price) / r.price).sort((a, b) => a - b);
  const halfWidths = results.map((r) => (r.upper - r.lower) / 2 / r.value).sort((a, b) => a - b);
  const share = (test: (r: Valued) => boolean) =>
    results.length === 0 ? Number.NaN : percent(results.filter(test).length / results.length);
  return {
    count: results.length,
    mdape: percent(medianOfSorted(errors)),
    within5: share((r) => Math.abs(r.value - r.price) <= 0.05 * r.price),
    within10: share((r) => Math.abs(r.value - r.price) <= 0.1 * r.price),
    within20: share((r) => Math.abs(r.value - r.price) <= 0.2 * r.price),
    coverage80: share((r) => r.lower <= r.price && r.price <= r.upper),
    halfWidth80: percent(medianOfSorted(halfWidths)),
  };
}

/** Five groups of (nearly) equal size by `by`, each with its bounds and figures. */
function fifths(valued: readonly HeldOutValuation[], by: (v: HeldOutValuation) => number): FifthFigures[] {
  if (valued.length < 5) return [];
  const sorted = [...valued].sort((a, b) => by(a) - by(b));
  return [0, 1, 2, 3, 4].map((k) => {
    const group = sorted.slice(Math.floor((k * sorted.length) / 5), Math.floor(((k + 1) * sorted.length) / 5));
    return { from: Math.round(by(group[0]!)), to: Math.round(by(group.at(-1)!)), ...metricsOf(group) };
  });
}

/** Coverage in each group (by `areaOf`) of at least `minimumSales` held-out sales. */
function coverageBy(
  valued: readonly HeldOutValuation[],
  areaOf: (v: HeldOutValuation) => string | undefined,
  minimumSales: number,
): AreaCoverage {
  const byArea = new Map<string, HeldOutValuation[]>();
  for (const v of valued) {
    const area = areaOf(v);
    if (area === undefined) continue;
    const list = byArea.get(area);
    if (list) list.push(v);
    else byArea.set(area, [v]);
  }
  const rows = [...byArea]
    .filter(([, list]) => list.length >= minimumSales)
    .map(([area, list]) => {
      const { count, mdape, coverage80 } = metricsOf(list);
      return { area, count, mdape, coverage80 };
    })
    .sort((a, b) => a.area.localeCompare(b.area));
  const coverages = rows.map((row) => row.coverage80);
  return {
    minimumSales,
    rows,
    lowestCoverage: coverages.length ? Math.min(...coverages) : null,
    highestCoverage: coverages.length ? Math.max(...coverages) : null,
  };
}

export function accuracyFigures(valued: readonly HeldOutValuation[]): AccuracyBreakdown {
  return {
    all: metricsOf(valued),
    byType: propertyTypes.flatMap((type) => {
      const of = valued.filter((v) => v.type === type);
      return of.length > 0 ? [{ type, ...metricsOf(of) }] : [];
    }),
    repeatSales: metricsOf(valued.filter((v) => v.repeat)),
    fifthsOfEstimate: fifths(valued, (v) => v.value),
    fifthsOfPrice: fifths(valued, (v) => v.price),
    areas: coverageBy(valued, (v) => v.neighbourhood, areaMinimumSales),
    smallerAreas: coverageBy(valued, (v) => v.neighbourhood, areaMinimumSales / 2),
    regions: coverageBy(valued, (v) => v.region, 1),
  };
}
