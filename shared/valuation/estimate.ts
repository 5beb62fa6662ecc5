import { predictTrees } from './boosting';
import { errorScale } from './calibration';
import { dayNumber, monthNumber } from './dates';
import { featureCount, homeFeatureCount, homeFeatures, project, segmentOf, segments, sizeOf } from './features';
import { improvementsAdded } from './improvements';
import type { ValuationModel } from './model';
import { carryOwnSale, ownSaleWeight } from './own-sale';
import { indexLevel, seriesKey } from './price-index';
import type { SalesIndex } from './sales-index';
import { propertyTypes } from '../property-types';
import type { ValuationResult, ValuationSubject, ValuedComparable } from './types';

export interface EstimateOptions {
  /** The valuation date, `YYYY-MM-DD`: only sales strictly before it are used. */
  asOf: string;
  /** The sales index built for this model (`indexSales(model, sales)`). */
  sales: SalesIndex;
}

/**
 * Values a home: the learned model's value at today's index level, blended with the
 * comparables (recent nearby sales of its segment, each brought to the date with the area
 * index and adjusted by the model for how the subject differs from it), and the calibrated
 * 80% range. Pure and deterministic: the same model, subject, date and sales give the same answer.
 */
export function estimate(model: ValuationModel, subject: ValuationSubject, options: EstimateOptions): ValuationResult {
  const { sales, asOf } = options;
  const settings = model.settings;
  const segment = segmentOf(subject.type);
  const [x, y] = project(model.projection, subject.lat, subject.lon);
  const size = sizeOf(subject);
  const day = dayNumber(asOf);
  const at = {
    x,
    y,
    logSize: size === undefined ? Number.NaN : Math.log(size),
    type: propertyTypes.indexOf(subject.type),
  };
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
  features.set(sales.placeFeatures(subject, x, y, neighbours, series), homeFeatureCount);
  const modelValueLog = level + predictTrees(model.trees, features);

  // The comparables: each one's price at today's level of its own series, plus what the model
  // says the subject's home is worth over the comparable's at the comparable's place.
  const comparables = neighbours.slice(0, settings.comparables.count);
  const atComparable = new Float64Array(featureCount);
  let support = 0;
  let weightedLog = 0;
  const valued = comparables.map(({ row, weight, distanceKm }) => {
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
  const blendLog = (1 - share) * modelValueLog + share * comparablesLog;
  const scale = errorScale(model.calibration, 1 / (1 + support / settings.rangeSupport));

  // The home's own sale, carried to the date, pulls the value towards it (own-sale.ts).
  const carried = carryOwnSale(subject.ownSale, series, key, asOf);
  const ownWeight = carried ? ownSaleWeight(model.ownSale, carried.ageYears, carried.carriedLog - comparablesLog) : 0;
  const valueLog = carried ? blendLog + ownWeight * (carried.carriedLog - blendLog) : blendLog;
  // The owner's improvements since that sale add their recouped, depreciated cost (improvements.ts).
  const valueBefore = Math.exp(valueLog);
  const improvements = subject.improvements?.length
    ? improvementsAdded(subject.improvements, {
        asOf,
        ...(carried && { lastSaleDate: subject.ownSale!.date }),
        valueBefore,
      })
    : undefined;
  const value = valueBefore + (improvements?.added ?? 0);

  const yearAgo = indexLevel(series, key, month - 12);
  const purchase = subject.purchase;
  const shown: ValuedComparable[] = valued.slice(0, settings.comparables.shown).map((c) => ({
    sale: c.sale,
    distanceMetres: Math.round(c.distanceKm * 1000),
    timeAdjustedPrice: Math.round(Math.exp(c.timeAdjustedLog)),
    adjustedPrice: Math.round(Math.exp(c.adjustedLog)),
    weight: Number((c.weight / support).toFixed(4)),
  }));
  return {
    kind: 'estimate',
    value: Math.round(value),
    lowerRange: Math.round(value * Math.exp(scale * model.calibration.lower)),
    upperRange: Math.round(value * Math.exp(scale * model.calibration.upper)),
    date: asOf,
    comparables: shown,
    explanation: {
      modelValue: Math.round(Math.exp(modelValueLog)),
      comparablesValue: Math.round(Math.exp(comparablesLog)),
      comparablesShare: Number(share.toFixed(4)),
      support: Number(support.toFixed(4)),
      comparablesUsed: comparables.length,
      index: {
        key,
        changeOverYear:
          series.levels[key] && month - 12 >= monthNumber(`${series.firstMonth}-01`)
            ? Number((Math.exp(level - yearAgo) - 1).toFixed(4))
            : undefined,
      },
      ...(purchase &&
        purchase.price > 0 && {
          indexedPurchasePrice: Math.round(
            purchase.price * Math.exp(level - indexLevel(series, key, monthNumber(purchase.date))),
          ),
        }),
      ...(carried && {
        carriedSale: {
          date: subject.ownSale!.date,
          price: subject.ownSale!.price,
          source: subject.ownSale!.source,
          carriedPrice: Math.round(Math.exp(carried.carriedLog) + (improvements?.added ?? 0)),
          weight: Number(ownWeight.toFixed(4)),
        },
      }),
      ...(improvements && { improvements }),
    },
  };
}
