import { homeValueMessages } from '@shared/home-value/types';
import { listingLastSale } from '@shared/home-value/last-sale';
import type { LastSale, ValuationRequest, ValueExplanation } from '@shared/home-value/types';
import { monthKey, monthNumber, parseMonth } from '@shared/valuation/dates';
import { estimate } from '@shared/valuation/estimate';
import { segmentOf } from '@shared/valuation/features';
import {
  backcastValue,
  globalIndexKey,
  indexLevel,
  seriesKey,
  type PriceIndexSeries,
} from '@shared/valuation/price-index';
import { improvementKindOf } from '@shared/valuation/improvements';
import type { ValuationEstimate, ValuationSubject } from '@shared/valuation/types';
import { ServiceUnavailableError, UnprocessableError } from '../lib/errors';
import type { ChartPoint } from '@shared/home-value/types';
import { valuationEngine, type ValuationEngine } from './valuation-engine';
import type { ValuationLocation, ValuationRecord } from './valuation-record';

export const notReadyMessage = 'Valuations are not available yet. Please try again in a few minutes.';

/** The engine, or 503 before the training job's first run. */
export async function readyEngine(): Promise<ValuationEngine> {
  const engine = await valuationEngine();
  if (!engine) throw new ServiceUnavailableError(notReadyMessage);
  return engine;
}

/**
 * The home as the model reads it: where it is, what the owner said, and what the caller may
 * tell of its own history (issue 25, DECISIONS row 47). One size given is an exact size; a
 * range (`footageTo` too) is read as the board's range, as listings are. The own sale is the
 * owner's typed purchase, else `listingSale`: the listing's last sale, which only a valuation
 * with a signed-in owner passes (`listingSaleOf`), never a visitor's. The improvements are
 * the owner's, of the kind their area names.
 */
export function subjectOf(
  location: ValuationLocation,
  request: ValuationRequest,
  listingSale?: LastSale,
): ValuationSubject {
  const range = request.footageFrom !== undefined && request.footageTo !== undefined;
  const purchase =
    request.purchaseDate && request.purchasePrice
      ? { date: request.purchaseDate, price: request.purchasePrice }
      : undefined;
  const ownSale = purchase
    ? { ...purchase, source: 'purchase' as const }
    : listingSale && { date: listingSale.soldDate, price: listingSale.soldPrice, source: 'listing' as const };
  return {
    lat: location.lat,
    lon: location.lon,
    neighbourhood: location.neighbourhoodId,
    area: location.area,
    type: request.type,
    bedrooms: request.bedroom,
    bathrooms: request.bathroom,
    parking: request.parking,
    ...(range && { footageFrom: request.footageFrom, footageTo: request.footageTo }),
    ...(!range && request.footageFrom !== undefined && { sqft: request.footageFrom }),
    ...(request.lotFront !== undefined && { lotFront: request.lotFront }),
    ...(request.lotDepth !== undefined && { lotDepth: request.lotDepth }),
    ...(purchase && { purchase }),
    ...(ownSale && { ownSale }),
    ...(request.homeImprovements?.length && {
      improvements: request.homeImprovements.map((item) => ({
        kind: improvementKindOf(item.area),
        cost: item.cost,
        completedOn: item.completionDate,
      })),
    }),
  };
}

/**
 * The listing's last sale a valuation's value may use: only one with an owner (a signed-in
 * caller made or claimed it, DECISIONS row 47); a visitor's unclaimed valuation, none.
 */
export function listingSaleOf(record: Pick<ValuationRecord, 'ownerId' | 'lastListing'>): LastSale | undefined {
  return record.ownerId ? listingLastSale(record.lastListing) : undefined;
}

/** The value today, or 422 with the spec's message and no number when it cannot be valued. */
export function valueHome(
  engine: ValuationEngine,
  location: ValuationLocation,
  request: ValuationRequest,
  today: string,
  listingSale?: LastSale,
): ValuationEstimate {
  const result = estimate(engine.model, subjectOf(location, request, listingSale), {
    asOf: today,
    sales: engine.sales,
  });
  if (result.kind === 'cannotValue') throw new UnprocessableError(homeValueMessages.cannotValue);
  return result;
}

/**
 * What the valuation keeps of an estimate (`ValuationRecord` value fields): the value, its range
 * and day, and what the own sale and the improvements did to it, the improvements named by the
 * owner's own words.
 */
export function storedValue(result: ValuationEstimate, request: ValuationRequest) {
  const { carriedSale, improvements } = result.explanation;
  const owned = request.homeImprovements ?? [];
  const explanation: ValueExplanation = {
    ...(carriedSale && {
      carriedSale: {
        date: carriedSale.date,
        price: carriedSale.price,
        source: carriedSale.source,
        carriedPrice: Math.round(carriedSale.carriedPrice),
        weight: carriedSale.weight,
      },
    }),
    ...(improvements && {
      improvements: {
        items: improvements.effects.flatMap((effect, i) => {
          const item = owned[i];
          if (!item) return [];
          return [
            {
              randomId: item.randomId,
              area: item.area,
              cost: item.cost,
              completionDate: item.completionDate,
              added: Math.round(effect.added),
              beforeLastSale: effect.beforeLastSale,
              ...(effect.capped && { capped: true }),
            },
          ];
        }),
        added: Math.round(improvements.added),
        capped: improvements.capped,
      },
    }),
  };
  return {
    instanceValue: Math.round(result.value),
    instanceValueDate: result.date,
    lowerRange: Math.round(result.lowerRange),
    upperRange: Math.round(result.upperRange),
    ...(Object.keys(explanation).length > 0 && { explanation }),
  };
}

/** The recent index is joined to the older one this many months after its start, past its own start-up. */
const joinAfterMonths = 6;

/**
 * The area index as far back as the data reaches (issue 25 "A history as long as the data"):
 * the recent one (the engine's, from the comparables' two years of sales) from the join month
 * on, and before it the model's (every sale it was trained on: the seed's five years), shifted
 * to meet it there. Each key keeps its own series; the older one lends its whole market's
 * where it has no such key.
 */
export function extendedIndex(recent: PriceIndexSeries, older: PriceIndexSeries | undefined): PriceIndexSeries {
  const olderFirst = older && parseMonth(older.firstMonth);
  const recentFirst = parseMonth(recent.firstMonth);
  if (!older?.levels[globalIndexKey] || olderFirst === undefined || olderFirst >= recentFirst) return recent;
  const last = parseMonth(recent.lastMonth);
  const join = Math.min(recentFirst + joinAfterMonths, last);
  const levels: Record<string, number[]> = {};
  for (const key of Object.keys(recent.levels)) {
    const olderKey = older.levels[key] ? key : globalIndexKey;
    const shift = indexLevel(recent, key, join) - indexLevel(older, olderKey, join);
    const series: number[] = [];
    for (let month = olderFirst; month <= last; month++) {
      series.push(month < join ? indexLevel(older, olderKey, month) + shift : indexLevel(recent, key, month));
    }
    levels[key] = series;
  }
  return { firstMonth: older.firstMonth, lastMonth: recent.lastMonth, levels };
}

const historyIndexes = new WeakMap<ValuationEngine, PriceIndexSeries>();

/** The engine's index extended back with its model's: what value histories are back-cast along. */
export function historyIndex(engine: ValuationEngine): PriceIndexSeries {
  let index = historyIndexes.get(engine);
  if (!index) historyIndexes.set(engine, (index = extendedIndex(engine.priceIndex, engine.model.index)));
  return index;
}

const msPerDay = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The value history between two instants (DECISIONS rows 5 and 42): before the valuation
 * existed, one point a month back-cast from its first value along its area's price index
 * (drawn as estimated: they precede `createdDay`); from then on, the daily points. One point a
 * Toronto day (the history's days are Toronto's), stamped at 00:00 UTC of that date.
 */
export function chartPoints(input: {
  /** The Toronto day the valuation was made, its history's first. */
  createdDay: string;
  history: { day: string; value: number }[];
  first: { day: string; value: number };
  index: PriceIndexSeries | undefined;
  location: ValuationLocation;
  type: ValuationRequest['type'];
  from: number;
  to: number;
}): ChartPoint[] {
  const points: ChartPoint[] = [];
  const fromDay = Math.floor(input.from / msPerDay) * msPerDay;
  const { createdDay } = input;
  if (input.index) {
    const key = seriesKey(input.index, input.location.area, segmentOf(input.type));
    const known = { value: input.first.value, month: input.first.day.slice(0, 7) };
    const firstMonth = Math.max(
      monthNumber(input.index.firstMonth + '-01'),
      monthNumber(new Date(input.from).toISOString().slice(0, 10)),
    );
    for (let month = firstMonth; ; month++) {
      const day = `${monthKey(month)}-01`;
      const at = dayMs(day);
      if (day >= createdDay || at > input.to) break;
      if (at >= fromDay) points.push([at, Math.round(backcastValue(input.index, key, known, monthKey(month)))]);
    }
  }
  for (const point of input.history) {
    const at = dayMs(point.day);
    if (at >= fromDay && at <= input.to) points.push([at, point.value]);
  }
  return points;
}

/**
 * A value known today carried back along the area's index (issue 25: an annual report's
 * confirmed value, so its 12-month change is measured on the line of the value it shows): one
 * point on the 1st of each month from `from`, and today's, which is the value itself.
 */
export function carriedBackPoints(input: {
  index: PriceIndexSeries;
  location: ValuationLocation;
  type: ValuationRequest['type'];
  value: number;
  /** Today, `YYYY-MM-DD`: the day the value is the value. */
  today: string;
  from: number;
}): ChartPoint[] {
  const key = seriesKey(input.index, input.location.area, segmentOf(input.type));
  const known = { value: input.value, month: input.today.slice(0, 7) };
  const points: ChartPoint[] = [];
  const todayMs = dayMs(input.today);
  for (let month = monthNumber(new Date(input.from).toISOString().slice(0, 10)); ; month++) {
    const at = dayMs(`${monthKey(month)}-01`);
    if (at >= todayMs) break;
    if (at >= input.from) points.push([at, Math.round(backcastValue(input.index, key, known, monthKey(month)))]);
  }
  points.push([todayMs, input.value]);
  return points;
}
