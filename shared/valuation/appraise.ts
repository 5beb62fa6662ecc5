import { predictTrees } from './boosting';
import { dayNumber, monthNumber } from './dates';
import { featureCount, homeFeatureCount, homeFeatures, project, segmentOf, segments, sizeOf } from './features';
import type { ValuationModel } from './model';
import { carryOwnSale } from './own-sale';
import { indexLevel, seriesKey, type PriceIndexSeries } from './price-index';
import type { SalesIndex } from './sales-index';
import { propertyTypes } from '../property-types';
import type { CannotValue, ValuationSale, ValuationSubject } from './types';

export interface EstimateOptions {
  /** The valuation date, `YYYY-MM-DD`: only sales strictly before it are used. */
  asOf: string;
  /** The sales index built for this model (`indexSales(model, sales)`). */
  sales: SalesIndex;
}

/** One comparable as weighed: its sale, kernel weight, distance, and log prices brought to the date and to the subject. */
export interface WeighedComparable {
  sale: ValuationSale;
  weight: number;
  distanceKm: number;
  timeAdjustedLog: number;
  adjustedLog: number;
}

/**
 * What the model makes of a home before its own sale, improvements and range (estimate.ts):
 * the learned model's log value, the comparables' and their blend, and what the range is
 * calibrated on. Training calibrates the range and learns the own sale's weight from these.
 */
export interface Appraisal {
  kind: 'appraisal';
  series: PriceIndexSeries;
  key: string;
  month: number;
  level: number;
  modelValueLog: number;
  comparables: WeighedComparable[];
  comparablesLog: number;
  /** The comparables' total kernel weight and their share of the blend. */
  support: number;
  share: number;
  blendLog: number;
  /** The own sale carried to the date (undefined: none given, or it cannot be carried). */
  carried: { carriedLog: number; ageYears: number } | undefined;
}

/**
 * The learned model's value at today's index level, blended with the comparables (recent
 * nearby sales of its segment, each brought to the date with the area index and adjusted by
 * the model for how the subject differs from it). Pure and deterministic.
 */
export function appraise(
  model: ValuationModel,
  subject: ValuationSubject,
  { sales, asOf }: EstimateOptions,
): Appraisal | CannotValue {
  const settings = model.settings;
  const segment = segmentOf(subject.type);
  const [x, y] = project(model.projection, subject.lat, subject.lon);
  // The comparables are searched for the home as recorded (`recordedSize`), else as given.
  const searchSize = subject.recordedSize ?? sizeOf(subject);
  const day = dayNumber(asOf);
  const at = {
    x,
    y,
    logSize: searchSize === undefined ? Number.NaN : Math.log(searchSize),
    type: propertyTypes.indexOf(subject.type),
  };
  // The comparables: the nearest by place, time, size and type (searched as widely as the
  // place features, so the search reaches as far as it did when the settings were chosen).
  const neighbours = sales.neighbours(
    segment,
    at,
    day,
    Math.max(settings.neighbourhoodFeatures.wide, settings.comparables.count),
  );
  if (neighbours.length < settings.comparables.minimum) {
    const anyNearby = segments.some((other) => sales.neighbours(other, at, day, 1).length > 0);
    return {
      kind: 'cannotValue',
      reason: anyNearby ? 'tooFewComparables' : 'outsideCoveredArea',
      date: asOf,
      comparablesFound: neighbours.length,
    };
  }
  const modelLog = sales.modelLog;
  if (!modelLog) throw new Error('The sales index has no model: build it with indexSales(model, sales).');

  const series = sales.indexAt(asOf);
  const key = seriesKey(series, subject.area, segment);
  const month = monthNumber(asOf);
  const level = indexLevel(series, key, month);
  const home = homeFeatures(subject, asOf);
  const features = new Float64Array(featureCount);
  features.set(home, 0);
  features.set(sales.placeFeatures(subject, x, y, sales.placeNeighbours(segment, at, day), series), homeFeatureCount);
  const modelValueLog = level + predictTrees(model.trees, features);

  // The comparables: each one's price at today's level of its own series, plus what the model
  // says the subject's home is worth over the comparable's at the comparable's place.
  const atComparable = new Float64Array(featureCount);
  let support = 0;
  let weightedLog = 0;
  const comparables = neighbours.slice(0, settings.comparables.count).map(({ row, weight, distanceKm }) => {
    const sale = sales.sales[row]!;
    const ownKey = seriesKey(series, sale.area, segments[sales.segment[row]!]!);
    const timeAdjustedLog =
      Math.log(sale.price) + indexLevel(series, ownKey, month) - indexLevel(series, ownKey, sales.month[row]!);
    atComparable.set(sales.features.subarray(row * featureCount, (row + 1) * featureCount));
    atComparable.set(home, 0);
    const adjustedLog = timeAdjustedLog + predictTrees(model.trees, atComparable) - modelLog[row]!;
    support += weight;
    weightedLog += weight * adjustedLog;
    return { sale, weight, distanceKm, timeAdjustedLog, adjustedLog };
  });
  const comparablesLog = weightedLog / support;
  const share = support / (support + settings.blendSupport);
  return {
    kind: 'appraisal',
    series,
    key,
    month,
    level,
    modelValueLog,
    comparables,
    comparablesLog,
    support,
    share,
    blendLog: (1 - share) * modelValueLog + share * comparablesLog,
    carried: carryOwnSale(subject.ownSale, series, key, asOf),
  };
}
