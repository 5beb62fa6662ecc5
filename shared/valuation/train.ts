import { averageEnsembles, fitBoostedTrees } from './boosting';
import { fitRangeCalibration, type HeldOutError } from './calibration';
import { dayNumber, monthNumber } from './dates';
import { appraise } from './appraise';
import { ownWeightOf, rangeInputsOf, valueLogOf } from './estimate';
import {
  featureCount,
  featureNames,
  homeFeatures,
  increasingHomeFeatures,
  segmentOf,
  segments,
  type Segment,
} from './features';
import { fitHedonic, fitLinearFacts, type HedonicModel, type HedonicRow, type LinearFact } from './hedonic';
import {
  modelFormat,
  modelFormatVersion,
  linearLogValue,
  perSquareFootLog,
  typicalSizesOf,
  withoutLinearFacts,
  type ModelCore,
  type ValuationModel,
} from './model';
import { indexLevel, seriesKey } from './price-index';
import { earlierSalesOf, fitOwnSaleWeighting, noOwnSaleWeight, withOwnSale } from './own-sale';
import { isUsableSale, SalesIndex, type IndexEvidence } from './sales-index';
import { defaultSettings, type ValuationSettings } from './settings';
import type { ValuationSale } from './types';

export interface TrainOptions {
  /** The training date: the model sees only sales strictly before it. */
  asOf: string;
  settings?: ValuationSettings;
}

/** A segment needs this many sales for a hedonic regression of its own. */
const minimumSegmentSales = 40;
const sizeFeature = featureNames.indexOf('logSize');
/**
 * The trees' monotone constraints. They learn log price per square foot, which a larger home of
 * the same kind never has more of, so size only lowers it (the value adds log size back,
 * `learnedLogValue`); more of any other increasing feature never lowers it.
 */
const monotone = featureNames.map((name) => (name === 'logSize' ? -1 : increasingHomeFeatures.has(name) ? 1 : 0));

/**
 * Trains the model on the sales before `asOf`: the hedonic regressions, the learned trees (on
 * each sale's log price per square foot less its month's index level), and the range's
 * calibration on the last `calibrationMonths` before `asOf`, valued by a model fitted without
 * them. The result is plain JSON (see model.ts).
 */
export function train(sales: readonly ValuationSale[], options: TrainOptions): ValuationModel {
  const settings = options.settings ?? defaultSettings;
  const asOfDay = dayNumber(options.asOf);
  const usable = sales.filter((sale) => isUsableSale(sale) && dayNumber(sale.date) < asOfDay);
  if (usable.length < minimumSegmentSales) throw new Error(`Too few sales to train on (${usable.length}).`);

  const cut = monthsBefore(options.asOf, settings.calibrationMonths);
  const early = usable.filter((sale) => sale.date < cut);
  const held = usable.filter((sale) => sale.date >= cut);
  let calibrationErrors: HeldOutError[] = [];
  let ownSale = noOwnSaleWeight;
  if (early.length >= minimumSegmentSales && held.length > 0) {
    const { core, trees } = fitCore(early, cut, settings);
    const index = new SalesIndex(core, usable).useTrees(trees);
    const provisional = {
      ...assemble(core, trees, early, cut),
      calibration: fitRangeCalibration([]),
      ownSale: noOwnSaleWeight,
    };
    const earlier = earlierSalesOf(usable);
    const valued = held.flatMap((sale) => {
      const subject = withOwnSale(sale, earlier.get(sale.id));
      const appraisal = appraise(provisional, subject, { asOf: sale.date, sales: index });
      return appraisal.kind === 'appraisal' ? [{ sale, subject, appraisal }] : [];
    });
    ownSale = fitOwnSaleWeighting(
      valued.flatMap(({ sale, appraisal: { carried, blendLog } }) =>
        carried
          ? [
              {
                actual: Math.log(sale.price),
                blend: blendLog,
                carried: carried.carriedLog,
                gapLog: carried.gapLog,
                ageYears: carried.ageYears,
              },
            ]
          : [],
      ),
      settings.ownSale.minimumCases,
    );
    const withWeight = { ...provisional, ownSale };
    calibrationErrors = valued.map(({ sale, subject, appraisal }) => {
      const ownWeight = ownWeightOf(withWeight, appraisal);
      return {
        error: Math.log(sale.price) - valueLogOf(appraisal, ownWeight),
        ...rangeInputsOf(withWeight, appraisal, subject, ownWeight),
      };
    });
  }
  const { core, trees, index } = fitCore(usable, options.asOf, settings);
  return {
    ...assemble(core, trees, usable, options.asOf),
    calibration: fitRangeCalibration(calibrationErrors, { placePrior: settings.placePrior }),
    ownSale,
    index: index.indexAt(options.asOf),
  };
}

function assemble(core: ModelCore, trees: ValuationModel['trees'], used: readonly ValuationSale[], asOf: string) {
  const dates = used.map((sale) => sale.date).sort();
  return {
    format: modelFormat,
    version: modelFormatVersion,
    trainedAsOf: asOf,
    sales: { count: used.length, first: dates[0]!, last: dates[dates.length - 1]! },
    ...core,
    trees,
    index: { firstMonth: asOf.slice(0, 7), lastMonth: asOf.slice(0, 7), levels: {} },
  } satisfies Omit<ValuationModel, 'calibration' | 'ownSale'>;
}

/** The first day of the month `months` before `date`'s month (the calibration months start there). */
function monthsBefore(date: string, months: number): string {
  const month = monthNumber(date) - months;
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`;
}

/** The hedonic regressions, the sales index with its place features, and the trees. */
function fitCore(sales: readonly ValuationSale[], asOf: string, settings: ValuationSettings) {
  const lat0 = sales.reduce((sum, sale) => sum + sale.lat, 0) / sales.length;
  const lon0 = sales.reduce((sum, sale) => sum + sale.lon, 0) / sales.length;
  const hedonic: Partial<Record<Segment, HedonicModel>> = {};
  const linearFacts: Partial<Record<Segment, LinearFact[]>> = {};
  const rowsOf = (segment: Segment | undefined): HedonicRow[] =>
    sales
      .filter((sale) => segment === undefined || segmentOf(sale.type) === segment)
      .map((sale) => ({
        features: homeFeatures(sale, sale.date),
        neighbourhood: sale.neighbourhood,
        month: monthNumber(sale.date),
        logPrice: Math.log(sale.price),
      }));
  for (const segment of segments) {
    const rows = rowsOf(segment);
    if (rows.length < minimumSegmentSales) continue;
    hedonic[segment] = fitHedonic(rows, settings.hedonic);
    linearFacts[segment] = fitLinearFacts(rows, settings.hedonic);
  }
  if (!hedonic.freehold && !hedonic.condo) {
    const rows = rowsOf(undefined);
    hedonic.freehold = fitHedonic(rows, settings.hedonic);
    linearFacts.freehold = fitLinearFacts(rows, settings.hedonic);
  }
  const core: ModelCore = {
    settings,
    projection: { lat0: Number(lat0.toFixed(5)), lon0: Number(lon0.toFixed(5)) },
    hedonic,
    linearFacts,
    typicalSizes: typicalSizesOf(sales.map((sale) => homeFeatures(sale, sale.date))),
  };

  const index = new SalesIndex(core, sales);
  const series = index.indexAt(asOf);
  const target = new Float64Array(index.size);
  index.sales.forEach((sale, row) => {
    const key = seriesKey(series, sale.area, segmentOf(sale.type));
    const logPrice = Math.log(sale.price) - indexLevel(series, key, index.month[row]!);
    target[row] =
      perSquareFootLog(core, logPrice, index.features[row * featureCount + sizeFeature]!) -
      linearLogValue(core, index.features, row * featureCount);
  });
  // Bagging: ensembles from different seeds, averaged.
  const boosting = settings.boosting;
  const rows = withoutLinearFacts(index.features);
  const trees = averageEnsembles(
    Array.from({ length: boosting.ensembles }, (_, k) =>
      fitBoostedTrees(rows, target, featureCount, { ...boosting, seed: boosting.seed + 1000 * k }, monotone),
    ),
  );
  index.useTrees(trees);
  return { core, trees, index };
}

/**
 * Builds the sales index a model values with, from the sales the comparables may come from
 * (and, when those are only the recent ones, what the index learns from the older: `earlier`;
 * and the sales' neighbour features when an index of the same found them: `storedNeighbourRows`).
 */
export function indexSales(
  model: ValuationModel,
  sales: readonly ValuationSale[],
  earlier?: IndexEvidence,
  storedNeighbourRows?: Float64Array,
): SalesIndex {
  return new SalesIndex(model, sales, earlier, storedNeighbourRows).useTrees(model.trees);
}
