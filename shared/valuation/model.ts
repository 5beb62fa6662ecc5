import type { BoostedTrees } from './boosting';
import type { RangeCalibration } from './calibration';
import type { Projection, Segment } from './features';
import type { HedonicModel } from './hedonic';
import type { OwnSaleWeighting } from './own-sale';
import type { PriceIndexSeries } from './price-index';
import type { ValuationSettings } from './settings';

export const modelFormat = 'gta-homes-valuation-model';
/** 2: the own sale's weighting (issue 25). */
export const modelFormatVersion = 2;

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
  trees: BoostedTrees;
  calibration: RangeCalibration;
  /** How much the home's own sale counts, learned from the held-out repeat sales (own-sale.ts). */
  ownSale: OwnSaleWeighting;
  /** The area price index as of `trainedAsOf` (a sales index gives a fresher one). */
  index: PriceIndexSeries;
}

/** What building the sales index and the features needs: everything but the trees and the range. */
export type ModelCore = Pick<ValuationModel, 'settings' | 'projection' | 'hedonic'>;

/** Refuses JSON that is not a model of this format (an old artifact after a format change). */
export function parseValuationModel(json: unknown): ValuationModel {
  const model = json as Partial<ValuationModel> | null;
  if (!model || model.format !== modelFormat) throw new Error('This is not a valuation model.');
  if (model.version !== modelFormatVersion)
    throw new Error(`Valuation model version ${String(model.version)} is not supported.`);
  return model as ValuationModel;
}
