import KDBush from 'kdbush';
import type { BoostedTrees } from './boosting';
import { dayNumber, monthNumber } from './dates';
import {
  featureCount,
  homeFeatureCount,
  homeFeatureNames,
  homeFeatures,
  neighbourFeatureNames,
  placeFeatureNames,
  project,
  rotations,
  segmentOf,
  segments,
  sizeOf,
  type Segment,
} from './features';
import { neighbourhoodTerm, predictHedonic, type HedonicModel } from './hedonic';
import { learnedLogValue, withTypicalSize, type ModelCore } from './model';
import { searchNeighbours, type Neighbour, type NeighbourColumns } from './neighbours';
import { estimatePriceIndex, IndexSums, indexKeyOf, indexLevel, seriesKey, type PriceIndexSeries } from './price-index';
import { propertyTypes } from '../property-types';
import { homeKeyOf } from './own-sale';
import type { ValuationHome, ValuationSale } from './types';

const radian = Math.PI / 180;
const gradeFeature = homeFeatureNames.indexOf('grade');
const ageFeature = homeFeatureNames.indexOf('age');

const neighbourFeatureCount = neighbourFeatureNames.length;
const neighbourFeatureOffset = featureCount - neighbourFeatureCount;

/** Stored neighbour features that do not fit the sales index's rows (`SalesIndex`'s fourth argument). */
export class StoredRowsMismatch extends Error {
  override readonly name = 'StoredRowsMismatch';
}

export const isUsableSale = (sale: ValuationSale) =>
  sale.price > 0 && Number.isFinite(sale.lat) && Number.isFinite(sale.lon) && /^\d{4}-\d{2}-\d{2}/.test(sale.date);

export const hedonicOf = (core: ModelCore, segment: Segment): HedonicModel =>
  (core.hedonic[segment] ?? core.hedonic[segment === 'condo' ? 'freehold' : 'condo'])!;

/** The order of a sales index's rows: by date, then id. */
const bySaleOrder = (a: ValuationSale, b: ValuationSale) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1;

/** A sale's log price less what its features and neighbourhood are worth before time. */
const hedonicResidualOf = (core: ModelCore, sale: ValuationSale, home: number[]) =>
  Math.log(sale.price) - predictHedonic(hedonicOf(core, segmentOf(sale.type)), home, sale.neighbourhood);

/**
 * What the area price index learns from sales a sales index does not hold (the service keeps
 * only its comparables' two years, README "The model in production"): per index key and month
 * the count and sum of the older sales' hedonic residuals, and per month the whole market's
 * (with the sum of squares), in the order the index adds them. A sales index given it
 * (`new SalesIndex(core, recent, earlier)`) has the very index of all the sales: the same
 * levels, as far back, so the own sale is carried and the history back-cast as the back-test
 * does. Plain JSON, a few kilobytes.
 */
export interface IndexEvidence {
  /** The sales it sums were sold before this date, the sales index's from it on. */
  before: string;
  /** Per index key: `[month, count, sum]` in month order. */
  cells: Record<string, [number, number, number][]>;
  /** The whole market: `[month, count, sum, sum of squares]`, in the order the months first came. */
  market: [number, number, number, number][];
}

/** The index evidence of the usable sales before `before`, with the model's hedonic regressions. */
export function indexEvidenceOf(core: ModelCore, sales: readonly ValuationSale[], before: string): IndexEvidence {
  const sums = new IndexSums();
  for (const sale of sales.filter((s) => isUsableSale(s) && s.date < before).sort(bySaleOrder)) {
    const residual = hedonicResidualOf(core, sale, homeFeatures(sale, sale.date));
    sums.add(indexKeyOf(sale.area, segmentOf(sale.type)), monthNumber(sale.date), residual);
  }
  const cells: IndexEvidence['cells'] = {};
  for (const [key, cell] of sums.cells) cells[key] = [...cell].map(([month, c]) => [month, c.n, c.sum]);
  return { before, cells, market: [...sums.global].map(([month, g]) => [month, g.n, g.sum, g.squares]) };
}

/** Sums holding `earlier`'s evidence, to which a sales index adds its own sales. */
function sumsFrom(earlier: IndexEvidence | undefined): IndexSums {
  const sums = new IndexSums();
  if (!earlier) return sums;
  for (const [key, months] of Object.entries(earlier.cells))
    sums.cells.set(key, new Map(months.map(([month, n, sum]) => [month, { n, sum }])));
  for (const [month, n, sum, squares] of earlier.market) {
    sums.global.set(month, { n, sum, squares });
    sums.first = Math.min(sums.first, month);
  }
  return sums;
}

/**
 * The sales the comparables come from, in columns, with what each sale's features were on
 * the day it sold: its place features are computed from the sales strictly before it, with
 * the price index as it stood then, exactly as a subject valued that day would see them. So
 * one index serves every valuation date (the back-test values each sale from it with only
 * earlier sales) and a sale added later never changes what an earlier one was.
 */
export class SalesIndex {
  readonly sales: ValuationSale[];
  readonly columns: NeighbourColumns;
  readonly month: Int32Array;
  readonly segment: Uint8Array;
  readonly indexKey: string[];
  /** log price less the hedonic value before time: the index's evidence and the place premium's. */
  readonly hedonicResidual: Float64Array;
  /** Home and place features per sale, row-major (`featureCount` each). */
  readonly features: Float64Array;
  /** The learned trees the comparables' adjustments read (`useTrees`), and each sale's value by them once read. */
  private learned:
    | { model: Pick<ModelCore, 'typicalSizes' | 'linearFacts'> & { trees: BoostedTrees }; logs: Float64Array }
    | undefined;
  private readonly trees = new Map<Segment, { tree: KDBush; rows: Int32Array }>();
  private readonly seriesByDate = new Map<string, PriceIndexSeries>();
  private readonly homes = new Map<string, number>();
  /** The homes at each address (`homeKeyOf` without the unit). */
  private readonly homesByAddress = new Map<string, number[]>();

  /**
   * @param earlier what the index learns from older sales than these (`indexEvidenceOf`): the
   * sales index then holds only `sales` from `earlier.before` on, with the index of them all.
   * @param storedNeighbourRows the neighbour features of these sales, as an index of the same
   * model, sales and `earlier` found them (`neighbourFeatureRows`): read, not found again.
   */
  constructor(
    readonly core: ModelCore,
    sales: readonly ValuationSale[],
    private readonly earlier?: IndexEvidence,
    storedNeighbourRows?: Float64Array,
  ) {
    this.sales = sales
      .filter((sale) => isUsableSale(sale) && (!earlier || sale.date >= earlier.before))
      .sort(bySaleOrder);
    const n = this.sales.length;
    this.columns = {
      day: new Int32Array(n),
      x: new Float64Array(n),
      y: new Float64Array(n),
      logSize: new Float64Array(n),
      type: new Int8Array(n),
      home: new Int32Array(n),
    };
    this.month = new Int32Array(n);
    this.segment = new Uint8Array(n);
    this.indexKey = [];
    this.hedonicResidual = new Float64Array(n);
    this.features = new Float64Array(n * featureCount);
    this.sales.forEach((sale, row) => {
      const [x, y] = project(core.projection, sale.lat, sale.lon);
      const segment = segmentOf(sale.type);
      const size = sizeOf(sale);
      this.columns.day[row] = dayNumber(sale.date);
      this.columns.x[row] = x;
      this.columns.y[row] = y;
      this.columns.logSize[row] = size === undefined ? Number.NaN : Math.log(size);
      this.columns.type[row] = propertyTypes.indexOf(sale.type);
      const homeKey = homeKeyOf(sale);
      if (homeKey !== undefined && !this.homes.has(homeKey)) {
        const home = this.homes.size;
        this.homes.set(homeKey, home);
        const addressKey = homeKeyOf({ ...sale, unit: undefined })!;
        const atAddress = this.homesByAddress.get(addressKey);
        if (atAddress) atAddress.push(home);
        else this.homesByAddress.set(addressKey, [home]);
      }
      this.columns.home[row] = homeKey === undefined ? -1 : this.homes.get(homeKey)!;
      this.month[row] = monthNumber(sale.date);
      this.segment[row] = segments.indexOf(segment);
      this.indexKey.push(indexKeyOf(sale.area, segment));
      const home = homeFeatures(sale, sale.date);
      this.features.set(withTypicalSize(core, home), row * featureCount);
      this.hedonicResidual[row] = hedonicResidualOf(core, sale, home);
    });
    for (const segment of segments) {
      const rows = Int32Array.from(
        this.sales.flatMap((_, row) => (segments[this.segment[row]!] === segment ? [row] : [])),
      );
      if (rows.length === 0) continue;
      const tree = new KDBush(rows.length);
      for (const row of rows) tree.add(this.columns.x[row]!, this.columns.y[row]!);
      this.trees.set(segment, { tree: tree.finish(), rows });
    }
    if (storedNeighbourRows) this.readPlaceFeatures(storedNeighbourRows);
    else this.computePlaceFeatures();
  }

  /** The number of a home among the index's sales (-1: none of them is of this home, or its address is not known). */
  homeOf(home: Pick<ValuationSale, 'address' | 'unit' | 'neighbourhood' | 'type'>): number {
    const key = homeKeyOf(home);
    return key === undefined ? -1 : (this.homes.get(key) ?? -1);
  }

  /** The numbers of every home at a home's address, whatever its unit (`ValuationSubject.unlistedUnit`). */
  homesAt(home: Pick<ValuationSale, 'address' | 'neighbourhood' | 'type'>): readonly number[] {
    const key = homeKeyOf({ ...home, unit: undefined });
    return key === undefined ? [] : (this.homesByAddress.get(key) ?? []);
  }

  get size(): number {
    return this.sales.length;
  }

  /** The price index from the sales strictly before `date` (cached per date). */
  indexAt(date: string): PriceIndexSeries {
    const cached = this.seriesByDate.get(date);
    if (cached) return cached;
    const day = dayNumber(date);
    const sums = sumsFrom(this.earlier);
    for (let row = 0; row < this.size && this.columns.day[row]! < day; row++)
      sums.add(this.indexKey[row]!, this.month[row]!, this.hedonicResidual[row]!);
    return this.remember(date, estimatePriceIndex(sums, monthNumber(date), this.core.settings.index));
  }

  private remember(date: string, series: PriceIndexSeries): PriceIndexSeries {
    if (this.seriesByDate.size > 400) this.seriesByDate.delete(this.seriesByDate.keys().next().value!);
    this.seriesByDate.set(date, series);
    return series;
  }

  /** The sales of a segment nearest by kernel weight to a point, sold before `day` (see neighbours.ts). */
  neighbours(
    segment: Segment,
    at: { x: number; y: number; logSize: number; type: number; home?: number; homes?: readonly number[] },
    day: number,
    k: number,
  ): Neighbour[] {
    const entry = this.trees.get(segment);
    return searchNeighbours(
      entry?.tree,
      entry?.rows ?? new Int32Array(0),
      this.columns,
      { ...at, day, k },
      this.core.settings.comparables,
    );
  }

  /**
   * The sales whose premiums make a home's place features: the nearest by place, time and type,
   * whatever their size. Size is the home's own feature; were it to pick the neighbours too, an
   * owner's larger size would change what the place is said to be worth, and could lower the
   * value (issue 25: a fact never moves the value the wrong way).
   */
  placeNeighbours(
    segment: Segment,
    at: { x: number; y: number; type: number; home?: number; homes?: readonly number[] },
    day: number,
  ): Neighbour[] {
    const { neighbourhoodFeatures, comparables } = this.core.settings;
    const k = Math.max(neighbourhoodFeatures.wide, comparables.count);
    return this.neighbours(segment, { ...at, logSize: Number.NaN }, day, k);
  }

  /** A sale's premium over what its features are worth at the index level of its month. */
  premium(row: number, series: PriceIndexSeries): number {
    return (
      this.hedonicResidual[row]! -
      indexLevel(series, seriesKey(series, this.sales[row]!.area, segments[this.segment[row]!]!), this.month[row]!)
    );
  }

  /** The place features of a home at (x, y) from its neighbours, with the index `series`. */
  placeFeatures(
    home: ValuationHome,
    x: number,
    y: number,
    neighbours: readonly Neighbour[],
    series: PriceIndexSeries,
  ): number[] {
    const place = [...this.siteFeatures(home, x, y), ...this.neighbourFeaturesOf(neighbours, series)];
    if (place.length !== placeFeatureNames.length) throw new Error('place features out of step with their names');
    return place;
  }

  /** The place features that come from where the home is alone: its position, turned, and its neighbourhood's term. */
  private siteFeatures(home: ValuationHome, x: number, y: number): number[] {
    const hedonic = hedonicOf(this.core, segmentOf(home.type));
    return [
      x,
      y,
      (x + y) / Math.SQRT2,
      (x - y) / Math.SQRT2,
      ...rotations.map((degrees) => x * Math.cos(degrees * radian) + y * Math.sin(degrees * radian)),
      neighbourhoodTerm(hedonic, home.neighbourhood),
    ];
  }

  /** The place features its neighbours' sales make (`neighbourFeatureNames`), with the index `series`. */
  private neighbourFeaturesOf(neighbours: readonly Neighbour[], series: PriceIndexSeries): number[] {
    const { near } = this.core.settings.neighbourhoodFeatures;
    const summary = (list: readonly Neighbour[]) => {
      let weight = 0;
      let premium = 0;
      let distance = 0;
      let squares = 0;
      for (const { row, weight: w, distanceKm } of list) {
        const p = this.premium(row, series);
        weight += w;
        premium += w * p;
        squares += w * p * p;
        distance += w * distanceKm;
      }
      if (weight <= 0) return undefined;
      const mean = premium / weight;
      return {
        weight,
        mean,
        distance: distance / weight,
        spread: Math.sqrt(Math.max(0, squares / weight - mean * mean)),
      };
    };
    const nearest = summary(neighbours.slice(0, near));
    const wide = summary(neighbours);
    const nan = Number.NaN;
    return [
      nearest?.mean ?? nan,
      wide?.mean ?? nan,
      nearest ? Math.log(nearest.distance + 0.05) : nan,
      nearest?.weight ?? 0,
      nearest?.spread ?? nan,
      this.neighboursMean(neighbours, gradeFeature),
      this.neighboursMean(neighbours, ageFeature),
    ];
  }

  /**
   * Every sale's neighbour features (`neighbourFeatureNames`), row after row: what the training
   * job stores beside the sales, so that a service's instance need not find them again
   * (`new SalesIndex(core, sales, earlier, storedNeighbourRows)`).
   */
  neighbourFeatureRows(): Float64Array {
    const rows = new Float64Array(this.size * neighbourFeatureCount);
    for (let row = 0; row < this.size; row++) {
      const start = row * featureCount + neighbourFeatureOffset;
      rows.set(this.features.subarray(start, start + neighbourFeatureCount), row * neighbourFeatureCount);
    }
    return rows;
  }

  /** Each sale's place features as of its own date, in date order, with the index growing as the days pass. */
  private computePlaceFeatures(): void {
    const settings = this.core.settings;
    const sums = sumsFrom(this.earlier);
    let row = 0;
    while (row < this.size) {
      const date = this.sales[row]!.date;
      const day = this.columns.day[row]!;
      const series = estimatePriceIndex(sums, this.month[row]!, settings.index);
      let end = row;
      for (; end < this.size && this.columns.day[end] === day; end++) {
        const sale = this.sales[end]!;
        const at = {
          x: this.columns.x[end]!,
          y: this.columns.y[end]!,
          type: this.columns.type[end]!,
          home: this.columns.home[end]!,
        };
        const neighbours = this.placeNeighbours(segments[this.segment[end]!]!, at, day);
        this.features.set(
          this.placeFeatures(sale, at.x, at.y, neighbours, series),
          end * featureCount + homeFeatureCount,
        );
      }
      this.remember(date, series);
      for (; row < end; row++) sums.add(this.indexKey[row]!, this.month[row]!, this.hedonicResidual[row]!);
    }
  }

  /** Each sale's place features, its neighbours' as stored (`neighbourFeatureRows`). */
  private readPlaceFeatures(stored: Float64Array): void {
    if (stored.length !== this.size * neighbourFeatureCount) {
      throw new StoredRowsMismatch(
        `The stored neighbour features hold ${stored.length} numbers; the index's ${this.size} sales need ${this.size * neighbourFeatureCount}.`,
      );
    }
    for (let row = 0; row < this.size; row++) {
      const at = row * featureCount;
      this.features.set(
        this.siteFeatures(this.sales[row]!, this.columns.x[row]!, this.columns.y[row]!),
        at + homeFeatureCount,
      );
      this.features.set(
        stored.subarray(row * neighbourFeatureCount, (row + 1) * neighbourFeatureCount),
        at + neighbourFeatureOffset,
      );
    }
  }

  /** The neighbours' kernel-weighted mean of one of their home features (NaN: none has it). */
  private neighboursMean(neighbours: readonly Neighbour[], feature: number): number {
    let weight = 0;
    let sum = 0;
    for (const { row, weight: w } of neighbours) {
      const value = this.features[row * featureCount + feature]!;
      if (value !== value) continue;
      weight += w;
      sum += w * value;
    }
    return weight > 0 ? sum / weight : Number.NaN;
  }

  /**
   * Sets the learned model whose values the comparables' adjustments use. Each sale's value by
   * it is computed when first read (`modelLogOf`): a valuation reads a dozen sales, and training
   * reads only the comparables of its calibration months, where computing every sale's took a
   * quarter of the full seed's training (about 8 s for each of three indexes, two never read).
   */
  useTrees(trees: BoostedTrees): this {
    this.learned = {
      model: { trees, typicalSizes: this.core.typicalSizes, linearFacts: this.core.linearFacts },
      logs: new Float64Array(this.size).fill(NaN),
    };
    return this;
  }

  /** The learned trees (`useTrees`); without them no comparable can be adjusted. */
  private learnedTrees() {
    if (!this.learned) throw new Error('The sales index has no model: build it with indexSales(model, sales).');
    return this.learned;
  }

  /** Fails unless `useTrees` has set the model: a valuation checks before it reads a comparable. */
  requireTrees(): void {
    this.learnedTrees();
  }

  /** The learned model's log value of a sale's home at its place, at index level 0. */
  modelLogOf(row: number): number {
    const learned = this.learnedTrees();
    let log = learned.logs[row]!;
    if (log !== log) learned.logs[row] = log = learnedLogValue(learned.model, this.features, row * featureCount);
    return log;
  }
}
