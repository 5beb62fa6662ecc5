import { appraise, type Appraisal, type EstimateOptions } from './appraise';
import { rangeOf, type RangeInputs } from './calibration';
import { isIsoDate, monthNumber } from './dates';
import { improvementsAdded } from './improvements';
import type { ValuationModel } from './model';
import { ownSaleWeight, ownSaleWeightLimit } from './own-sale';
import { indexLevel } from './price-index';
import type { FactHoldingWork, HomeFacts, ValuationResult, ValuationSubject, ValuedComparable } from './types';

export type { EstimateOptions } from './appraise';

/** The own sale's weight in an appraisal (0 without one). */
export function ownWeightOf(model: ValuationModel, appraisal: Appraisal): number {
  const { carried } = appraisal;
  return carried ? ownSaleWeight(model.ownSale, carried.ageYears, carried.carriedLog - appraisal.comparablesLog) : 0;
}

/** The log value before improvements: the blend, pulled towards the carried own sale by its weight. */
export function valueLogOf(appraisal: Appraisal, ownWeight: number): number {
  const { carried, blendLog } = appraisal;
  return carried ? blendLog + ownWeight * (carried.carriedLog - blendLog) : blendLog;
}

/** The own sale's gap the range reads at most (a factor of e): a mistyped price widens it no further. */
const maxOwnGap = 1;

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
    ownGap: carried ? Math.min(maxOwnGap, Math.abs(carried.carriedLog - appraisal.comparablesLog)) : 0,
    adjustment:
      comparables.reduce((sum, c) => sum + c.weight * Math.abs(c.adjustedLog - c.timeAdjustedLog), 0) / support,
    logValue: valueLogOf(appraisal, ownWeight),
    ...(subject.area !== undefined && { region: subject.area }),
    ...(subject.neighbourhood !== undefined && { neighbourhood: subject.neighbourhood }),
  };
}

/**
 * What each fact that also holds an improvement's work (`inFacts`) adds to the value before
 * improvements: that value less the value of the home with the fact as before the work
 * (`subject.beforeWork`), all else alike (never below 0). One more appraisal per such fact.
 */
function factWorthOf(
  model: ValuationModel,
  subject: ValuationSubject,
  options: EstimateOptions,
  valueBefore: number,
): Partial<Record<FactHoldingWork, number>> {
  const worth: Partial<Record<FactHoldingWork, number>> = {};
  for (const fact of factsHoldingWork) {
    const before = subject.beforeWork?.[fact];
    if (before === undefined || !subject.improvements?.some((item) => item.inFacts === fact)) continue;
    const { improvements: _improvements, beforeWork: _beforeWork, ...home } = subject;
    const appraisal = appraise(model, asBeforeWork(home, fact, before), options);
    if (appraisal.kind === 'cannotValue') continue;
    worth[fact] = Math.max(0, valueBefore - Math.exp(valueLogOf(appraisal, ownWeightOf(model, appraisal))));
  }
  return worth;
}

const factsHoldingWork: readonly FactHoldingWork[] = ['bathrooms', 'size'];

/**
 * The home with one fact as it was before the work, in the home as it is and, with an own sale,
 * in the home as it sold: the sale is then carried with no change for that fact, so the worth
 * measured moves with the fact given only through the home as it is.
 */
function asBeforeWork(home: ValuationSubject, fact: FactHoldingWork, before: number): ValuationSubject {
  const set = <T extends HomeFacts>(facts: T): T => {
    if (fact === 'bathrooms') return { ...facts, bathrooms: before };
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
          limitedBy: ownSaleWeightLimit(model.ownSale, carried.ageYears, carried.carriedLog - appraisal.comparablesLog),
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
      ...(improvements && { improvements }),
    },
  };
}
