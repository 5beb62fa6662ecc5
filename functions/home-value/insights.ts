import { monthsBackStart, torontoDate } from '@shared/format/dates';
import { confirmedWorkOf } from '@shared/annual-report/figures';
import { improvementSteps } from '@shared/home-value/improvement-steps';
import type { ChartPoint, SharedValuation, SimilarProperties } from '@shared/home-value/types';
import type { AccuracyAnswer } from '@shared/home-value/accuracy-answer';
import type { Caller } from '../lib/auth/caller';
import { NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { similarToHome } from '../property/published';
import { valuationParty } from '../user/published';
import { reachValuation } from './access';
import { getValuationByShareToken, historyBetween } from './valuation-repository';
import type { ValuationRecord } from './valuation-record';
import { valuationEngine } from './valuation-engine';
import {
  carriedBackPoints,
  chartPoints,
  notReadyMessage,
  readyEngine,
  restsOnOwnSale,
  shareableValue,
  sizeGiven,
} from './valuing';
import { recordedSizeOf } from '@shared/valuation/from-listing';
import { sharedView } from './views';

/** "All" and the default period: 30 years (document 3 §9.2). */
const allYearsMs = 30 * 365.25 * 86_400_000;

async function chartOf(record: ValuationRecord, from: number, to: number): Promise<ChartPoint[]> {
  const fromDay = new Date(Math.max(from, 0)).toISOString().slice(0, 10);
  const toDay = new Date(to).toISOString().slice(0, 10);
  // The history's days are Toronto's: in Toronto's evening the UTC date is already the next one.
  const createdDay = torontoDate(new Date(record.createdAt));
  const [history, firstPoints, engine] = await Promise.all([
    historyBetween(record.id, fromDay, toDay),
    historyBetween(record.id, createdDay, createdDay),
    valuationEngine(),
  ]);
  const first = firstPoints[0] ?? { day: createdDay, value: record.instanceValue };
  return chartPoints({
    createdDay,
    history,
    first,
    improvements: first.improvements ?? improvementSteps(record.explanation),
    index: engine?.priceIndex,
    location: record.location,
    type: record.request.type,
    from,
    to,
  });
}

/**
 * The start of an annual report's 12 months: the 1st of the Toronto month a year before today's
 * (`monthsBackStart`), where the history's back-cast points fall, as the chart's 1Y starts.
 * `now − 365 days` had fallen on the 2nd of the month after 19:00 in Toronto, and for a year after
 * each 29 February, so the line began a month late (review 25); the same day a year back began it
 * on the next month's 1st for a valuation under a year old (review 33b).
 */
export function yearBefore(now: Date): number {
  return monthsBackStart(now, 12);
}

/** The value history of the 12 months before `now` (an annual report's chart). */
export function lastYearChart(record: ValuationRecord, now: Date): Promise<ChartPoint[]> {
  return chartOf(record, yearBefore(now), now.getTime());
}

/**
 * The confirmed value of a confirmed valuation over the 12 months before `now` (an annual
 * report's page 3, issue 25: its change is measured on the line of the value it shows): the value
 * today, carried back along the area's index, without the work it holds in the months before each
 * piece was done (QA 28: a home with a year's work had read as having lost value): the work the
 * agent confirmed (`confirmedWorkOf`), which the report's answer gives the PDF to name the line
 * by. Undefined when it is not confirmed, or before the model's first training.
 */
export async function confirmedLastYear(record: ValuationRecord, now: Date): Promise<ChartPoint[] | undefined> {
  const engine = await valuationEngine();
  if (record.confirmedValue === undefined || !engine) return undefined;
  return carriedBackPoints({
    index: engine.priceIndex,
    location: record.location,
    type: record.request.type,
    value: record.confirmedValue,
    today: torontoDate(now),
    from: yearBefore(now),
    improvements: confirmedWorkOf(record),
  });
}

/** `GET /homevalue/{id}/chart?from=&to=`: `[timestamp, value]` pairs, oldest first. */
export async function valuationChart(
  id: string,
  query: { from?: number; to?: number },
  caller: Caller,
  now: Date,
): Promise<ChartPoint[]> {
  const { record } = await reachValuation(id, caller);
  const to = query.to ?? now.getTime();
  const from = query.from ?? to - allYearsMs;
  return chartOf(record, from, to);
}

/** Similar sold and active listings near a valued home, as a signed-in caller sees them. */
export function similarToValuation(record: ValuationRecord, now: Date): Promise<SimilarProperties> {
  return similarToHome(
    {
      address: record.location.address,
      ...(record.request.unit && { unit: record.request.unit }),
      type: record.request.type,
      bedroom: record.request.bedroom,
      price: record.confirmedValue ?? record.instanceValue,
      size: sizeGiven(record.request) ?? recordedSizeOf(record.lastListing, record.request.type),
      location: { lat: record.location.lat, lon: record.location.lon },
    },
    torontoDate(now),
    true,
  );
}

/** `GET /homevalue/{id}/similarSolds` (DECISIONS row 21): similar sold and active listings nearby. */
export async function similarSolds(id: string, caller: Caller, now: Date): Promise<SimilarProperties> {
  const { record } = await reachValuation(id, caller);
  return similarToValuation(record, now);
}

/**
 * `GET /homevalue/shared/{token}`: the share link's read-only view. Its value is the one a share
 * may show (`shareableValue`: never resting on the home's own sale), and its line that value
 * carried back along the area's price index, without its improvements before each was done: the
 * valuation's daily history may rest on the sale.
 * The agent's confirmed figure is left out when the valuation rests on the sale: the agent's
 * form starts from the owner's value, so a confirmed figure may be that value. 503 before the
 * model's first training, for every link alike (a 503 for some would say which have a sale).
 */
export async function sharedValuation(token: string, now: Date): Promise<SharedValuation> {
  const record = await getValuationByShareToken(token);
  if (!record) throw new NotFoundError('This share link is not valid.');
  const [party, engine] = await Promise.all([
    record.ownerId ? valuationParty(record.ownerId, now) : undefined,
    readyEngine(),
  ]);
  const today = torontoDate(now);
  const { improvements, ...value } = shareableValue(engine, record, today);
  const chart = carriedBackPoints({
    index: engine.priceIndex,
    location: record.location,
    type: record.request.type,
    value: value.instanceValue,
    today,
    from: Math.max(now.getTime() - allYearsMs, Date.parse(`${engine.priceIndex.firstMonth}-01T00:00:00Z`)),
    improvements,
  });
  return sharedView(record, { ...value, estimatedBefore: now.toISOString() }, chart, party?.agent, {
    confirmedValue: !restsOnOwnSale(record),
  });
}

/** `GET /homevalue/accuracy`: the current model's back-test per property type. */
export async function modelAccuracy(): Promise<AccuracyAnswer> {
  const engine = await valuationEngine();
  if (!engine) throw new ServiceUnavailableError(notReadyMessage);
  return engine.accuracy;
}
