import { addressMatchKey, unitKey } from '../listing';
import { dayNumber, isIsoDate, monthNumber, parseMonth } from './dates';
import { indexLevel, type PriceIndexSeries } from './price-index';
import { homeFeatureNames, segmentOf } from './features';
import {
  editableFacts,
  farSaleRatio,
  type ChangedFact,
  type HomeFacts,
  type OwnSaleLimit,
  type ValuationHome,
  type ValuationSale,
  type ValuationSubject,
} from './types';

/**
 * The home's own last sale in the value (issue 25, "The home's own history"). The sale is
 * carried to the valuation date along its area index and blended with the model and the
 * comparables by a weight that falls with the sale's age and with how far the carried price
 * lies from the comparables:
 *
 *   w = maximum · exp(−age / ageYears) · exp(−½ (gap / gapLog)²),  gap = log(carried / comparables)
 *
 * the gap read on the home at its recorded size (the rest as it sold, else as given), so the
 * size an owner gives never moves the gap (appraise.ts `gapLog`). Past the greatest pull the
 * weight is held so the pull stays there (`ownSalePullWeight`): a higher price never lowers the value.
 *
 * The three numbers are learned in training from the repeat sales of the held-out months
 * (`fitOwnSaleWeighting`), never set by hand and never on test months. King County's repeat
 * sales are mostly flips (a resale within months after works, at 1.5× the first price), which
 * the gap term learns to trust little; the seed's homes keep their quality between sales, which
 * it learns to trust more.
 */
export interface OwnSaleWeighting {
  /** The weight of a fresh sale that agrees with the comparables (0: the own sale is only shown). */
  maximum: number;
  /** The weight falls by a factor e over this many years. */
  ageYears: number;
  /** …and by e^½ when the carried price lies this far (in log) from the comparables. */
  gapLog: number;
  /** How many held-out repeat sales chose it (0: too few to learn from, so the weight is 0). */
  samples: number;
}

export const noOwnSaleWeight: OwnSaleWeighting = { maximum: 0, ageYears: 5, gapLog: 0.1, samples: 0 };

export function ownSaleWeight(weighting: OwnSaleWeighting, ageYears: number, gapLog: number): number {
  if (weighting.maximum <= 0) return 0;
  return (
    weighting.maximum *
    Math.exp(-Math.max(0, ageYears) / weighting.ageYears) *
    Math.exp(-0.5 * (gapLog / weighting.gapLog) ** 2)
  );
}

/**
 * How far (in log) the carried sale may lie from the comparables and still count: 2.5 times
 * their value, or two fifths of it. Further off it is, as far as the value can tell, another
 * home (a house bought to be torn down and rebuilt) or a price mistyped by a zero, and it is set
 * aside (review 34: held at its greatest pull, a price typed ten times too high had raised the
 * value by up to a fifth). King County's flips, at two thirds of the comparables, stay in; the
 * weight learns them.
 */
export const farGapLog = Math.log(farSaleRatio);

/**
 * The weight the value takes the own sale by, `ownSaleWeight` held so that a higher price
 * never gives a lower value (QA 33 finding 3). The value's log is `blend + w · x`, x the carried
 * sale less the blend (`towardsLog`); a price paid moves x and the gap alike, and the pull
 * `w · x` shrinks again once the weight falls faster than x grows: paying $2.0M rather than
 * $1.6M for the same home on the same day had lowered its value by $49,425. Beyond the points
 * where the pull is greatest, x± = (δ ± √(δ² + 4 gapLog²)) / 2 with δ = x − gap, the pull is
 * held at its greatest, so the weight still falls with the distance (as the pull over a longer
 * way) and a price further off moves the value no further; past `farGapLog` it is set aside. So
 * the value never falls for a higher price up to that line, and beyond it the owner is told why.
 */
export function ownSalePullWeight(
  weighting: OwnSaleWeighting,
  ageYears: number,
  gapLog: number,
  towardsLog: number,
): number {
  if (!(Math.abs(gapLog) <= farGapLog)) return 0;
  const offset = towardsLog - gapLog;
  const spread = Math.sqrt(offset ** 2 + 4 * weighting.gapLog ** 2);
  const held = Math.min(Math.max(towardsLog, (offset - spread) / 2), (offset + spread) / 2);
  if (held === towardsLog) return ownSaleWeight(weighting, ageYears, gapLog);
  return (ownSaleWeight(weighting, ageYears, held - offset) * held) / towardsLog;
}

/**
 * Which of the weight's terms holds it down most: none learned (`maximum` 0: too few repeat
 * sales to learn from), the sale's age, or its distance above or below the comparables.
 */
export function ownSaleWeightLimit(weighting: OwnSaleWeighting, ageYears: number, gapLog: number): OwnSaleLimit {
  if (weighting.maximum <= 0) return 'notLearned';
  if (!(Math.abs(gapLog) <= farGapLog)) return gapLog > 0 ? 'aboveComparables' : 'belowComparables';
  const byAge = Math.max(0, ageYears) / weighting.ageYears;
  const byGap = 0.5 * (gapLog / weighting.gapLog) ** 2;
  if (byAge >= byGap) return 'age';
  return gapLog > 0 ? 'aboveComparables' : 'belowComparables';
}

/** A held-out repeat sale as the weight is learned from it (logs of dollars). */
export interface RepeatSaleCase {
  /** The log price it sold for. */
  actual: number;
  /** The model and comparables' blend, without the own sale. */
  blend: number;
  /** The earlier sale carried to this one's date. */
  carried: number;
  /** How far the earlier sale lies from the comparables (appraise.ts `gapLog`). */
  gapLog: number;
  ageYears: number;
}

/**
 * The grid the weighting is chosen from: every combination is tried on the held-out repeat
 * sales. `maximum` reaches 1, a fresh sale that agrees with the comparables taken whole: it
 * stopped at 0.9, which the seed's repeat sales chose, so the grid, not the sales, held a
 * ten-day-old purchase to 80% of the value (QA 71a). `gapLog` stops at 0.4 on purpose: a price
 * half the comparables' keeps less than half the weight, however much a few repeat sales trust
 * their prices (a family sale, a price mistyped).
 */
export const ownSaleGrid = {
  maximum: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1],
  ageYears: [1, 2, 4, 8, 16, 32],
  gapLog: [0.03, 0.05, 0.08, 0.12, 0.18, 0.27, 0.4],
};

/**
 * The weighting with the least mean absolute log error over the held-out repeat sales (ties:
 * the smaller weight). Fewer than `minimumCases` of them: no weight.
 */
export function fitOwnSaleWeighting(cases: readonly RepeatSaleCase[], minimumCases: number): OwnSaleWeighting {
  if (cases.length < minimumCases) return { ...noOwnSaleWeight, samples: cases.length };
  let best = { error: Infinity, weighting: noOwnSaleWeight };
  for (const maximum of ownSaleGrid.maximum)
    for (const ageYears of ownSaleGrid.ageYears)
      for (const gapLog of ownSaleGrid.gapLog) {
        const weighting = { maximum, ageYears, gapLog, samples: cases.length };
        let error = 0;
        for (const c of cases) {
          const w = ownSalePullWeight(weighting, c.ageYears, c.gapLog, c.carried - c.blend);
          error += Math.abs(c.actual - (c.blend + w * (c.carried - c.blend)));
        }
        if (error < best.error - 1e-9) best = { error, weighting };
        if (maximum === 0) break;
      }
  return best.weighting;
}

/**
 * One home across its sales: the street address and unit within its neighbourhood, read as the
 * property service finds a home's listings (`addressMatchKey`). None where it is not known (no
 * address). A condo listed without a unit is its address: a freehold-addressed condo townhouse
 * is one home, and a valuation at an address whose listings have units must give one
 * (functions/home-value), so no unit of a building takes a unit-less sale for its own (review 39 M3).
 */
export function homeKeyOf(
  home: Pick<ValuationSale, 'address' | 'unit' | 'neighbourhood' | 'type'>,
): string | undefined {
  if (!home.address?.trim()) return undefined;
  // The unit as a reader takes it: 'PH01' and 'PH1' in two listings are one home (review 40).
  return `${home.neighbourhood ?? ''}|${addressMatchKey(home.address, home.unit && unitKey(home.unit))}`;
}

/** For each sale (by id) the same home's latest sale strictly before it: the repeat sales of a data set. */
export function earlierSalesOf(sales: readonly ValuationSale[]): Map<string, ValuationSale> {
  const byHome = new Map<string, ValuationSale[]>();
  for (const sale of sales) {
    // A condo listed without its unit is its address to the exclusion (`homeKeyOf`), but two of
    // them in one tower may be two units: no repeat sale is read from them (review 40).
    if (segmentOf(sale.type) === 'condo' && !sale.unit?.trim()) continue;
    const key = homeKeyOf(sale);
    if (key === undefined) continue;
    const list = byHome.get(key);
    if (list) list.push(sale);
    else byHome.set(key, [sale]);
  }
  const earlier = new Map<string, ValuationSale>();
  for (const list of byHome.values()) {
    if (list.length < 2) continue;
    list.sort((a, b) => dayNumber(a.date) - dayNumber(b.date));
    for (let i = 1; i < list.length; i++) {
      // The latest one strictly before (two sales the same day are not each other's history).
      let j = i - 1;
      while (j >= 0 && list[j]!.date === list[i]!.date) j--;
      if (j >= 0) earlier.set(list[i]!.id, list[j]!);
    }
  }
  return earlier;
}

/** The facts an owner can edit, as a home gives them (`editableFacts`). */
export function factsOf(home: HomeFacts): HomeFacts {
  const facts: HomeFacts = { bedrooms: home.bedrooms, bathrooms: home.bathrooms };
  for (const key of editableFacts) if (home[key] !== undefined) Object.assign(facts, { [key]: home[key] });
  return facts;
}

/**
 * A sale valued as a subject that knows its own previous sale, and the facts it sold with (the
 * back-test's and the calibration's repeat sales).
 */
export function withOwnSale<T extends ValuationSale>(sale: T, earlier: ValuationSale | undefined) {
  return earlier
    ? {
        ...sale,
        ownSale: { date: earlier.date, price: earlier.price, source: 'listing' as const, asSold: factsOf(earlier) },
      }
    : sale;
}

/**
 * The subject's home with the given facts in place of the owner's (every editable fact, so none
 * of the owner's is left where the facts give none): its place, type and age kept.
 */
export function homeWithFacts(subject: ValuationSubject, facts: HomeFacts): ValuationHome {
  const home: Record<string, unknown> = { ...subject };
  for (const key of editableFacts) delete home[key];
  return { ...(home as unknown as ValuationHome), ...facts };
}

/**
 * The subject's home as it sold (`ownSale.asSold`), with the facts the records give for the sale.
 * Undefined when the sale brings no facts.
 */
export function homeAsSold(subject: ValuationSubject): ValuationHome | undefined {
  const asSold = subject.ownSale?.asSold;
  return asSold && homeWithFacts(subject, asSold);
}

/** What each home feature is to an owner, for the ones an owner edits (`homeFeatureNames`). */
const factOfFeature: Partial<Record<(typeof homeFeatureNames)[number], ChangedFact>> = {
  logSize: 'size',
  bedrooms: 'bedrooms',
  // The owner's form asks bedrooms only: a den counts among them (`3+1`).
  dens: 'bedrooms',
  bathrooms: 'bathrooms',
  parking: 'parking',
  logLotArea: 'lot',
  lotFront: 'lot',
};

/** The facts whose features differ between two feature vectors of the same home (NaN equals NaN). */
export function changedFacts(now: ArrayLike<number>, asSold: ArrayLike<number>): ChangedFact[] {
  const changed = new Set<ChangedFact>();
  homeFeatureNames.forEach((name, i) => {
    const fact = factOfFeature[name];
    const a = now[i]!;
    const b = asSold[i]!;
    if (fact && a !== b && !(Number.isNaN(a) && Number.isNaN(b))) changed.add(fact);
  });
  return [...changed];
}

/** The own sale carried to the valuation month along the subject's index series, or undefined when it cannot be. */
export function carryOwnSale(
  ownSale: ValuationSubject['ownSale'],
  series: PriceIndexSeries,
  key: string,
  asOf: string,
): { carriedLog: number; ageYears: number } | undefined {
  if (!ownSale || !(ownSale.price > 0) || !Number.isFinite(ownSale.price) || !isIsoDate(ownSale.date)) return undefined;
  const saleMonth = monthNumber(ownSale.date);
  // Before the index's first month it cannot be carried: the years before would count as flat.
  // A sale on the day valued is carried no way at all (QA 36 L12: a home bought today had its
  // price set aside, and the listing's sale with it, without a word); one after it is not yet.
  if (ownSale.date > asOf || saleMonth < parseMonth(series.firstMonth)) return undefined;
  return {
    carriedLog:
      Math.log(ownSale.price) + indexLevel(series, key, monthNumber(asOf)) - indexLevel(series, key, saleMonth),
    ageYears: (dayNumber(asOf) - dayNumber(ownSale.date)) / 365.25,
  };
}
