import { dayNumber, monthNumber } from './dates';
import {
  featureCount,
  homeFeatureCount,
  homeFeatureNames,
  homeFeatures,
  project,
  segmentOf,
  segments,
  sizeOf,
} from './features';
import { learnedLogValue, withTypicalSize, type ValuationModel } from './model';
import { carryOwnSale, changedFacts, homeAsSold, homeWithFacts } from './own-sale';
import { indexLevel, seriesKey, type PriceIndexSeries } from './price-index';
import type { SalesIndex } from './sales-index';
import { propertyTypes } from '../property-types';
import type { CannotValue, ChangedFact, ValuationSale, ValuationSubject } from './types';

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
  /**
   * The own sale carried to the date (undefined: none given, or it cannot be carried), adjusted
   * for the facts the subject gives differently from the home as it sold (`factsLog`, in log,
   * and which they are).
   */
  carried:
    | {
        carriedLog: number;
        ageYears: number;
        factsLog: number;
        facts: ChangedFact[];
        /**
         * How far the sale lies from its comparables (log), what its weight and the range read:
         * the sale carried as it sold against the comparables' value of the home at its recorded
         * size (its other facts as it sold, else as given; with no size recorded, the home as
         * sold or given), so the size an owner gives never moves it (review 27: a larger size
         * moved the comparables' value more than the home's and shifted the weight, lowering the
         * value).
         */
        gapLog: number;
      }
    | undefined;
  /**
   * With nothing carried: what the facts the subject gives differently from its last listing
   * (`ValuationSubject.asListed`) move the blend by (log), and which they are.
   */
  listed?: { factsLog: number; facts: ChangedFact[] };
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
    home: sales.homeOf(subject),
    ...(subject.unlistedUnit && { homes: sales.homesAt(subject) }),
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
    // Its own sales are no comparables, but they are sales nearby: a home sold before is in the covered area.
    const anyNearby = segments.some(
      (other) => sales.neighbours(other, { ...at, home: -1, homes: [] }, day, 1).length > 0,
    );
    return {
      kind: 'cannotValue',
      reason: anyNearby ? 'tooFewComparables' : 'outsideCoveredArea',
      date: asOf,
      comparablesFound: neighbours.length,
    };
  }
  sales.requireTrees();

  const series = sales.indexAt(asOf);
  const key = seriesKey(series, subject.area, segment);
  const month = monthNumber(asOf);
  const level = indexLevel(series, key, month);
  // The facts as given (for what changed since the sale), and as the trees read them.
  const given = homeFeatures(subject, asOf);
  const home = withTypicalSize(model, given);
  const features = new Float64Array(featureCount);
  features.set(home, 0);
  features.set(sales.placeFeatures(subject, x, y, sales.placeNeighbours(segment, at, day), series), homeFeatureCount);

  // The comparables: each one's price at today's level of its own series, plus what the model
  // says the subject's home is worth over the comparable's at the comparable's place.
  let support = 0;
  const comparables = neighbours.slice(0, settings.comparables.count).map(({ row, weight, distanceKm }) => {
    const sale = sales.sales[row]!;
    const ownKey = seriesKey(series, sale.area, segments[sales.segment[row]!]!);
    const timeAdjustedLog =
      Math.log(sale.price) + indexLevel(series, ownKey, month) - indexLevel(series, ownKey, sales.month[row]!);
    support += weight;
    return { sale, row, weight, distanceKm, timeAdjustedLog };
  });
  const share = support / (support + settings.blendSupport);

  // The model's value and the comparables' of a home of the given features at the subject's place.
  const atComparable = new Float64Array(featureCount);
  const blendOf = (homeAt: readonly number[]) => {
    features.set(homeAt, 0);
    const modelLog = level + learnedLogValue(model, features);
    const adjusted = comparables.map(({ row, timeAdjustedLog }) => {
      atComparable.set(sales.features.subarray(row * featureCount, (row + 1) * featureCount));
      atComparable.set(homeAt, 0);
      return timeAdjustedLog + learnedLogValue(model, atComparable) - sales.modelLogOf(row);
    });
    const comparablesLog = adjusted.reduce((sum, log, i) => sum + comparables[i]!.weight * log, 0) / support;
    return { modelLog, adjusted, comparablesLog, blendLog: (1 - share) * modelLog + share * comparablesLog };
  };
  const valued = blendOf(home);

  // The own sale carried to the date, and adjusted for what differs between the home as it sold
  // and as the subject gives it, as the blend itself moves with it: an owner who added a
  // bathroom since the sale sees it in the sale's part of the value too, so the value moves
  // about as it would with no sale on record (issue 25, "every fact the owner can edit").
  const carriedAlong = carryOwnSale(subject.ownSale, series, key, asOf);
  let carried: Appraisal['carried'];
  if (carriedAlong) {
    const asSold = homeAsSold(subject);
    const givenSold = asSold && homeFeatures(asSold, asOf);
    const homeSold = givenSold && withTypicalSize(model, givenSold);
    const facts = givenSold ? changedFacts(given, givenSold) : [];
    const sold = homeSold && facts.length > 0 ? blendOf(homeSold) : valued;
    // Bought with a part of the size given (additions before the purchase and since): that part
    // of the size's step, from the size sold to the size given, is in the price paid. The step is
    // the home's as it is, the one the value takes: measured on the home as it sold, with a room
    // fewer, it could gain more from the size than the value did, and through the sale's pull a
    // larger size lowered the value (review 34 M1: by up to $6,594).
    const shareBought = subject.ownSale?.sizeShareBought;
    // Only for a size given above the size sold, both known (a typical size, by the bedrooms, is
    // no floor area bought: review 31).
    const soldLog =
      homeSold && shareBought && givenSold && given[sizeFeature]! > givenSold[sizeFeature]!
        ? sold.blendLog +
          shareBought * Math.max(0, valued.blendLog - blendOf(atSize(home, givenSold[sizeFeature]!)).blendLog)
        : sold.blendLog;
    const factsLog = valued.blendLog - soldLog;
    // The gap is read on the home as recorded: at its recorded size, its other facts as it sold
    // (else as given). The service takes an owner's size near the listing's as the size sold, so
    // the size sold moves with the size given (review 27b); the recorded size never does.
    const recorded = atRecordedSize(homeSold ?? home, subject.recordedSize);
    const reference = recorded ? blendOf(recorded) : sold;
    features.set(home, 0);
    carried = {
      carriedLog: carriedAlong.carriedLog + factsLog,
      ageYears: carriedAlong.ageYears,
      factsLog,
      facts,
      gapLog: carriedAlong.carriedLog - reference.comparablesLog,
    };
  }

  // No sale to carry: what the owner's facts change from the home's listing is explained, on
  // the blend as the carried sale's facts are (QA 75a L1). It moves nothing.
  let listed: Appraisal['listed'];
  const givenListed = !carried && subject.asListed && homeFeatures(homeWithFacts(subject, subject.asListed), asOf);
  const listedFacts = givenListed ? changedFacts(given, givenListed) : [];
  if (givenListed && listedFacts.length > 0) {
    listed = { factsLog: valued.blendLog - blendOf(withTypicalSize(model, givenListed)).blendLog, facts: listedFacts };
    features.set(home, 0);
  }

  return {
    kind: 'appraisal',
    series,
    key,
    month,
    level,
    modelValueLog: valued.modelLog,
    comparables: comparables.map(({ row: _row, ...c }, i) => ({ ...c, adjustedLog: valued.adjusted[i]! })),
    comparablesLog: valued.comparablesLog,
    support,
    share,
    blendLog: valued.blendLog,
    carried,
    ...(listed && { listed }),
  };
}

const sizeFeature = homeFeatureNames.indexOf('logSize');

/** The home's features with its log size replaced. */
function atSize(home: readonly number[], logSize: number): number[] {
  const sized = [...home];
  sized[sizeFeature] = logSize;
  return sized;
}

/** The home's features at its recorded size (undefined: none recorded, or the home is at it already). */
function atRecordedSize(home: readonly number[], recordedSize: number | undefined): number[] | undefined {
  if (recordedSize === undefined || !(recordedSize > 0) || Math.log(recordedSize) === home[sizeFeature])
    return undefined;
  return atSize(home, Math.log(recordedSize));
}
