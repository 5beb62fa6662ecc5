import { predictRisingIn, type BoostedTrees } from './boosting';
import type { RangeCalibration } from './calibration';
import { featureNames, type Projection, type Segment } from './features';
import type { HedonicModel } from './hedonic';
import type { OwnSaleWeighting } from './own-sale';
import type { PriceIndexSeries } from './price-index';
import type { ValuationSettings } from './settings';

export const modelFormat = 'gta-homes-valuation-model';
/** 2: the own sale's weighting (issue 25); 3: trees of log price per square foot, averaged over ensembles. */
export const modelFormatVersion = 3;

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
  /** The training sales' median log size: a home of unknown size is valued per square foot of it. */
  typicalLogSize: number;
  /** Log price per square foot at index level 0 (`learnedLogValue`). */
  trees: BoostedTrees;
  calibration: RangeCalibration;
  /** How much the home's own sale counts, learned from the held-out repeat sales (own-sale.ts). */
  ownSale: OwnSaleWeighting;
  /** The area price index as of `trainedAsOf` (a sales index gives a fresher one). */
  index: PriceIndexSeries;
}

/** What building the sales index and the features needs: everything but the trees and the range. */
export type ModelCore = Pick<ValuationModel, 'settings' | 'projection' | 'hedonic' | 'typicalLogSize'>;

const sizeFeature = featureNames.indexOf('logSize');

/** What the trees learn from a sale's log price at index level 0: its log price per square foot. */
export const perSquareFootLog = (core: Pick<ModelCore, 'typicalLogSize'>, logPrice: number, logSize: number) =>
  logPrice - (logSize === logSize ? logSize : core.typicalLogSize);

/**
 * The learned model's log value of a row of features at index level 0. The trees learn log
 * price per square foot, which falls as homes get larger (their size is constrained to lower
 * it); the value adds log size back, made never to fall as the size rises (`predictRisingIn`:
 * where a step of the trees lowers the price per square foot by more than a little more size
 * adds, the larger home is worth what the smaller one is).
 */
export function learnedLogValue(
  model: Pick<ValuationModel, 'trees' | 'typicalLogSize'>,
  x: ArrayLike<number>,
  offset = 0,
): number {
  return predictRisingIn(model.trees, x, offset, { feature: sizeFeature, slope: 1, missing: model.typicalLogSize });
}

/** Refuses JSON that is not a model of this format (an old artifact after a format change). */
export function parseValuationModel(json: unknown): ValuationModel {
  const model = json as Partial<ValuationModel> | null;
  if (!model || model.format !== modelFormat) throw new Error('This is not a valuation model.');
  if (model.version !== modelFormatVersion)
    throw new Error(`Valuation model version ${String(model.version)} is not supported.`);
  return model as ValuationModel;
}
