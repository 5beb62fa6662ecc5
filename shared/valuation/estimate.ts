import { appraise, type Appraisal, type EstimateOptions } from './appraise';
import { rangeOf, type RangeInputs } from './calibration';
import { isIsoDate, monthNumber } from './dates';
import { improvementsAdded } from './improvements';
import type { ValuationModel } from './model';
import { farGapLog, ownSalePullWeight, ownSaleWeightLimit } from './own-sale';
import { indexLevel } from './price-index';
import type {
  FactHoldingWork,
  FactWorth,
  HomeFacts,
  ValuationResult,
  ValuationSubject,
  ValuedComparable,
} from './types';

export type { EstimateOptions } from './appraise';

/** The own sale's weight in an appraisal (0 without one), held so a higher price never lowers the value. */
export function ownWeightOf(model: ValuationModel, appraisal: Appraisal): number {
  const { carried, blendLog } = appraisal;
  return carried
    ? ownSalePullWeight(model.ownSale, carried.ageYears, carried.gapLog, carried.carriedLog - blendLog)
    : 0;
}

/** The log value before improvements: the blend, pulled towards the carried own sale by its weight. */
export function valueLogOf(appraisal: Appraisal, ownWeight: number): number {
  const { carried, blendLog } = appraisal;
  return carried ? blendLog + ownWeight * (carried.carriedLog - blendLog) : blendLog;
}

/** What the range of an appraisal depends on (calibration.ts). */
export function rangeInputsOf(
  model: ValuationModel,
  appraisal: Appraisal,
  subject: ValuationSubject,
  ownWeight: number,
): RangeInputs {
  const { comparables, support, carried } = appraisal;
  return {
    difficulty: 1 / (1 + support / model.settings.rangeSupport),
    ownWeight,
    // A sale set aside (`farGapLog`: a typo, or a house bought to be torn down) has no part in the
    // value, and none in its range: the range is the one without it (review 34b M2: a price typed
    // ten times too high had widened one from $1.65M–$2.16M to $1.28M–$2.52M).
    ownGap: carried && Math.abs(carried.gapLog) <= farGapLog ? Math.abs(carried.gapLog) : 0,
    adjustment:
      comparables.reduce((sum, c) => sum + c.weight * Math.abs(c.adjustedLog - c.timeAdjustedLog), 0) / support,
    logValue: valueLogOf(appraisal, ownWeight),
    ...(subject.area !== undefined && { region: subject.area }),
    ...(subject.neighbourhood !== undefined && { neighbourhood: subject.neighbourhood }),
  };
}

/**
 * What the facts that also hold an improvement's work (`inFacts`) add to the value before
 * improvements, measured as a chain so their worths add up and never overlap: the larger size's,
 * the value less the value with the size as before the work (`subject.beforeWork`); then, in the
 * home with that size, the bedrooms added's; then, in the home with both as before, each bathroom
 * added above the record's count, one at a time (the n-th: the value with n more than the record
 * less the value with n − 1 more), so each job held is set against its own bathroom. Never below
 * 0. One more appraisal per fact and per bathroom held.
 */
function factWorthOf(
  model: ValuationModel,
  subject: ValuationSubject,
  options: EstimateOptions,
  valueBefore: number,
): FactWorth {
  const worth: FactWorth = {};
  const { improvements = [], beforeWork = {}, ...home } = subject;
  const valueOf = (at: ValuationSubject) => {
    const appraisal = appraise(model, at, options);
    return appraisal.kind === 'cannotValue'
      ? undefined
      : Math.exp(valueLogOf(appraisal, ownWeightOf(model, appraisal)));
  };
  const holds = (fact: FactHoldingWork) => improvements.some((item) => item.inFacts?.includes(fact));
  let base: ValuationSubject = home;
  let baseValue: number | undefined = valueBefore;
  for (const fact of ['size', 'bedrooms'] as const) {
    const before = beforeWork[fact];
    if (before === undefined || !holds(fact) || baseValue === undefined) continue;
    const value: number = baseValue;
    // With a part of the size bought (`sizeShareBought`), the work since started from that part
    // of the way, in value, from the home at the size before to the home bought at the size given.
    const bought = fact === 'size' ? base.ownSale?.sizeShareBought : undefined;
    const allBought = bought && valueOf(boughtAtSizeGiven(base));
    base = asBeforeWork(base, fact, before, beforeWork.dens);
    baseValue = valueOf(base);
    if (baseValue === undefined) continue;
    const startedFrom = bought && allBought !== undefined ? baseValue + bought * (allBought - baseValue) : baseValue;
    worth[fact] = Math.max(0, value - startedFrom);
  }
  const recorded = beforeWork.bathrooms;
  const added = Math.max(
    0,
    ...improvements.map((item) =>
      item.inFacts?.includes('bathrooms') ? (item.addedBathroom ?? 1) + (item.bathroomsHeld ?? 1) - 1 : 0,
    ),
  );
  if (recorded !== undefined && added > 0 && baseValue !== undefined) {
    // Between the record's count and the count given, only the home's count moves: the sale stays
    // as sold, so each bathroom's worth holds its own step of the carried sale's adjustment (review
    // 31: at the sale's count each time, the whole adjustment fell to the last bathroom, and a
    // second bathroom held could lower the value by up to $8,628).
    const values = [...Array(added + 1).keys()].map((n) =>
      recorded + n === home.bathrooms
        ? baseValue
        : valueOf(n > 0 ? { ...base, bathrooms: recorded + n } : asBeforeWork(base, 'bathrooms', recorded)),
    );
    worth.bathrooms = values.slice(1).map((value, n) => Math.max(0, (value ?? 0) - (values[n] ?? value ?? 0)));
  }
  return worth;
}

/** The home with its sale as bought at the size given: all of it bought (`sizeShareBought` 1). */
function boughtAtSizeGiven(home: ValuationSubject): ValuationSubject {
  const sale = home.ownSale;
  if (!sale?.asSold) return home;
  const { sizeShareBought: _share, ...rest } = sale;
  const { sqft, footageFrom, footageTo } = home;
  const { sqft: _sqft, footageFrom: _from, footageTo: _to, ...facts } = sale.asSold;
  return { ...home, ownSale: { ...rest, asSold: { ...facts, sqft, footageFrom, footageTo } } };
}

/**
 * The home with one fact as it was before the work, in the home as it is and, with an own sale,
 * in the home as it sold: the sale is then carried with no change for that fact, so the worth
 * measured moves with the fact given only through the home as it is. The bedrooms before come
 * with the dens beside them (`beforeWork.dens`: a room added is a bedroom, the listed den is still
 * there, `roomsRead`).
 */
function asBeforeWork(home: ValuationSubject, fact: FactHoldingWork, before: number, dens?: number): ValuationSubject {
  const set = <T extends HomeFacts>(facts: T): T => {
    if (fact === 'bathrooms') return { ...facts, bathrooms: before };
    if (fact === 'bedrooms') return { ...facts, bedrooms: before, ...(dens !== undefined && { dens }) };
    const { footageFrom: _from, footageTo: _to, ...rest } = facts;
    return { ...rest, sqft: before } as T;
  };
  const sale = home.ownSale;
  return { ...set(home), ...(sale && { ownSale: { ...sale, ...(sale.asSold && { asSold: set(sale.asSold) }) } }) };
}

/**
 * Values a home (appraise.ts: the learned model blended with the comparables), pulls the value
 * towards the home's own sale carried to the date (own-sale.ts), adds the owner's improvements
 * since (improvements.ts), and gives the calibrated 80% range (calibration.ts). Pure and
 * deterministic: the same model, subject, date and sales give the same answer.
 */
export function estimate(model: ValuationModel, subject: ValuationSubject, options: EstimateOptions): ValuationResult {
  const appraisal = appraise(model, subject, options);
  if (appraisal.kind === 'cannotValue') return appraisal;
  const { asOf } = options;
  const { series, key, month, level, carried, comparables, support } = appraisal;
  const ownWeight = ownWeightOf(model, appraisal);
  const valueBefore = Math.exp(valueLogOf(appraisal, ownWeight));
  // Improvements before the last sale are in its price, whether or not it can be carried (a
  // sale before the index's first month is not): they add nothing again.
  const lastSaleDate = subject.ownSale && isIsoDate(subject.ownSale.date) ? subject.ownSale.date : undefined;
  const improvements = subject.improvements?.length
    ? improvementsAdded(subject.improvements, {
        asOf,
        ...(lastSaleDate && { lastSaleDate }),
        valueBefore,
        factWorth: factWorthOf(model, subject, options, valueBefore),
        condoUnit: subject.type === 'condo' || subject.type === 'condoTownhouse',
      })
    : undefined;
  const value = valueBefore + (improvements?.added ?? 0);
  const [lower, upper] = rangeOf(model.calibration, rangeInputsOf(model, appraisal, subject, ownWeight));

  const yearAgo = indexLevel(series, key, month - 12);
  const purchase = subject.purchase;
  const shown: ValuedComparable[] = comparables.slice(0, model.settings.comparables.shown).map((c) => ({
    sale: c.sale,
    distanceMetres: Math.round(c.distanceKm * 1000),
    timeAdjustedPrice: Math.round(Math.exp(c.timeAdjustedLog)),
    adjustedPrice: Math.round(Math.exp(c.adjustedLog)),
    weight: Number((c.weight / support).toFixed(4)),
  }));
  return {
    kind: 'estimate',
    value: Math.round(value),
    lowerRange: Math.round(value * Math.exp(lower)),
    upperRange: Math.round(value * Math.exp(upper)),
    date: asOf,
    comparables: shown,
    explanation: {
      modelValue: Math.round(Math.exp(appraisal.modelValueLog)),
      comparablesValue: Math.round(Math.exp(appraisal.comparablesLog)),
      comparablesShare: Number(appraisal.share.toFixed(4)),
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
          blendValue: Math.round(Math.exp(appraisal.blendLog)),
          limitedBy: ownSaleWeightLimit(model.ownSale, carried.ageYears, carried.gapLog),
          ...(carried.facts.length > 0 && {
            factsChanged: {
              added: Math.round(Math.exp(carried.carriedLog) - Math.exp(carried.carriedLog - carried.factsLog)),
              facts: carried.facts,
            },
          }),
        },
      }),
      ...(!carried &&
        lastSaleDate &&
        lastSaleDate < `${series.firstMonth}-01` && {
          saleBeforeIndex: { date: lastSaleDate, source: subject.ownSale!.source, indexFrom: series.firstMonth },
        }),
      ...(appraisal.listed && {
        factsVsListing: {
          added: Math.round(valueBefore - valueBefore * Math.exp(-appraisal.listed.factsLog)),
          facts: appraisal.listed.facts,
        },
      }),
      ...(improvements && { improvements }),
    },
  };
}
