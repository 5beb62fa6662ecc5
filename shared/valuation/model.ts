import { predictRisingIn, type BoostedTrees } from './boosting';
import type { RangeCalibration } from './calibration';
import { medianOfSorted } from '../median';
import { propertyTypes } from '../property-types';
import { featureNames, linearFeatures, segmentOf, type Projection, type Segment } from './features';
import type { HedonicModel, LinearFact } from './hedonic';
import type { OwnSaleWeighting } from './own-sale';
import type { PriceIndexSeries } from './price-index';
import type { ValuationSettings } from './settings';

export const modelFormat = 'gta-homes-valuation-model';
/**
 * 2: the own sale's weighting (issue 25); 3: trees of log price per square foot, averaged over
 * ensembles; 4: typical sizes by type and bedroom count for a home whose size is not known; 5:
 * the parking read linearly, by the hedonic's slope, and not by the trees (`linearLogValue`).
 */
export const modelFormatVersion = 5;

/**
 * The trained model: plain JSON, what the training job stores in S3 and the home-value service
 * loads. It holds no sale: the comparables come from a sales index built beside it
 * (`indexSales`), so the service can refresh sales daily and the model less often.
 */
export interface ValuationModel {
  format: typeof modelFormat;
  version: typeof modelFormatVersion;
  /** The model saw only sales strictly before this date. */
  trainedAsOf: string;
  /** How many sales it learned from, and their first and last dates. */
  sales: { count: number; first: string; last: string };
  settings: ValuationSettings;
  projection: Projection;
  /** Per segment; a segment with too few sales borrows the other's. */
  hedonic: Partial<Record<Segment, HedonicModel>>;
  /** Per segment, what a unit of each fact read linearly is worth (`linearLogValue`); borrowed as `hedonic`. */
  linearFacts: Partial<Record<Segment, LinearFact[]>>;
  /** The training sales' median log sizes: a home's size not known is its kind's (`withTypicalSize`). */
  typicalSizes: TypicalSizes;
  /** Log price per square foot at index level 0, less what the linear facts are worth (`learnedLogValue`). */
  trees: BoostedTrees;
  calibration: RangeCalibration;
  /** How much the home's own sale counts, learned from the held-out repeat sales (own-sale.ts). */
  ownSale: OwnSaleWeighting;
  /** The area price index as of `trainedAsOf` (a sales index gives a fresher one). */
  index: PriceIndexSeries;
}

/** What building the sales index and the features needs: everything but the trees and the range. */
export type ModelCore = Pick<ValuationModel, 'settings' | 'projection' | 'hedonic' | 'linearFacts' | 'typicalSizes'>;

/** Median log sizes of the training sales: by property type and bedroom count (5 = 5 or more), by type, of all. */
export interface TypicalSizes {
  all: number;
  byType: Record<string, number>;
  byTypeAndBedrooms: Record<string, number>;
}

const sizeFeature = featureNames.indexOf('logSize');
const typeFeature = featureNames.indexOf('type');
const bedroomsFeature = featureNames.indexOf('bedrooms');
/** A home's bedroom count as the typical sizes group it: 0–5, 5 meaning 5 or more (NaN: not known). */
const bedroomsOf = (home: ArrayLike<number>) => Math.max(0, Math.min(5, Math.round(home[bedroomsFeature]!)));
const kindOf = (home: ArrayLike<number>) => ({
  type: String(home[typeFeature]),
  typeAndBedrooms: `${home[typeFeature]}:${bedroomsOf(home)}`,
});

/** A bedroom count's typical size needs this many sales of the type with that count. */
const minimumPerBedrooms = 20;

/**
 * The typical sizes of homes' features rows (`homeFeatures`), from those whose size is known.
 * Per type, a bedroom count's is the median of that count's sales (0–5, 5 meaning 5 or more), kept
 * from falling as bedrooms rise (each at least the one below): a count with fewer than
 * `minimumPerBedrooms` sales takes the count below's, or above's when none is below (review 27b:
 * a rare count's median made a five-bedroom semi smaller than a four-bedroom one).
 */
export function typicalSizesOf(homes: ReadonlyArray<ArrayLike<number>>): TypicalSizes {
  const all: number[] = [];
  const byType = new Map<string, number[]>();
  const byCount = new Map<string, number[][]>();
  for (const home of homes) {
    const logSize = home[sizeFeature]!;
    if (logSize !== logSize) continue;
    const type = String(home[typeFeature]);
    all.push(logSize);
    if (!byType.has(type)) byType.set(type, []);
    byType.get(type)!.push(logSize);
    const bedrooms = bedroomsOf(home);
    if (bedrooms !== bedrooms) continue;
    if (!byCount.has(type))
      byCount.set(
        type,
        Array.from({ length: 6 }, () => []),
      );
    byCount.get(type)![bedrooms]!.push(logSize);
  }
  const median = (values: number[]) => Number(medianOfSorted(values.sort((a, b) => a - b)).toFixed(5));
  const typical: TypicalSizes = {
    all: all.length > 0 ? median(all) : Math.log(1000),
    byType: {},
    byTypeAndBedrooms: {},
  };
  for (const [type, sizes] of byType) typical.byType[type] = median(sizes);
  for (const [type, counts] of byCount) {
    const medians = counts.map((sizes) => (sizes.length >= minimumPerBedrooms ? median(sizes) : undefined));
    const first = medians.find((m) => m !== undefined);
    if (first === undefined) continue;
    let floor = first;
    medians.forEach((m, bedrooms) => {
      floor = Math.max(floor, m ?? floor);
      typical.byTypeAndBedrooms[`${type}:${bedrooms}`] = floor;
    });
  }
  return typical;
}

/**
 * A home's features as the trees read them: a size not known is the typical size of its type
 * and bedroom count (of its type; of all). Every sale the trees learn from may have a size, and
 * then a missing one is a case they never saw (review 27: a house typed as a semi, whose size
 * then comes from no listing, was valued at a third of its price).
 */
export function withTypicalSize(core: Pick<ModelCore, 'typicalSizes'>, home: number[]): number[] {
  if (home[sizeFeature] === home[sizeFeature]) return home;
  const { type, typeAndBedrooms } = kindOf(home);
  const { all, byType, byTypeAndBedrooms } = core.typicalSizes;
  const typed = [...home];
  typed[sizeFeature] = byTypeAndBedrooms[typeAndBedrooms] ?? byType[type] ?? all;
  return typed;
}

/** What the trees learn from a sale's log price at index level 0: its log price per square foot. */
export const perSquareFootLog = (core: Pick<ModelCore, 'typicalSizes'>, logPrice: number, logSize: number) =>
  logPrice - (logSize === logSize ? logSize : core.typicalSizes.all);

/**
 * What the facts read linearly (`linearHomeFeatures`) add to a row's log value (features from
 * `offset`): per unit, the slope of its segment (`LinearFact`), from the training sales' mean; a
 * fact not known adds nothing. Each unit adds the same share, so more never lowers the value and
 * never steps by chance.
 */
export function linearLogValue(core: Pick<ModelCore, 'linearFacts'>, x: ArrayLike<number>, offset = 0): number {
  const segment = segmentOf(propertyTypes[x[offset + typeFeature]!]!);
  const facts = core.linearFacts[segment] ?? core.linearFacts[segment === 'condo' ? 'freehold' : 'condo'] ?? [];
  let sum = 0;
  for (const { feature, mean, slope } of facts) {
    const v = x[offset + feature]!;
    if (v === v) sum += slope * (v - mean);
  }
  return sum;
}

/**
 * The features rows as the trees learn from them: the linear facts hidden (not known to every
 * row), so no tree splits on them and the value holds them once, in `linearLogValue`.
 */
export function withoutLinearFacts(rows: Float64Array): Float64Array {
  if (linearFeatures.length === 0) return rows;
  const hidden = rows.slice();
  for (let row = 0; row < hidden.length; row += featureNames.length)
    for (const feature of linearFeatures) hidden[row + feature] = Number.NaN;
  return hidden;
}

/**
 * The learned model's log value of a row of features at index level 0. The trees learn log
 * price per square foot, which falls as homes get larger (their size is constrained to lower
 * it); the value adds log size back, made never to fall as the size rises (`predictRisingIn`:
 * where a step of the trees lowers the price per square foot by more than a little more size
 * adds, the larger home is worth what the smaller one is), and what the linear facts are worth.
 */
export function learnedLogValue(
  model: Pick<ValuationModel, 'trees' | 'typicalSizes' | 'linearFacts'>,
  x: ArrayLike<number>,
  offset = 0,
): number {
  const trees = predictRisingIn(model.trees, x, offset, {
    feature: sizeFeature,
    slope: 1,
    missing: model.typicalSizes.all,
    linear: true,
  });
  return trees + linearLogValue(model, x, offset);
}

/** Refuses JSON that is not a model of this format (an old artifact after a format change). */
export function parseValuationModel(json: unknown): ValuationModel {
  const model = json as Partial<ValuationModel> | null;
  if (!model || model.format !== modelFormat) throw new Error('This is not a valuation model.');
  if (model.version !== modelFormatVersion)
    throw new Error(`Valuation model version ${String(model.version)} is not supported.`);
  return model as ValuationModel;
}
