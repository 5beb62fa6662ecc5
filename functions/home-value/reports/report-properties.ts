import { maxActiveListings, maxComparables, type ReportProperty } from '@shared/annual-report/types';
import { mostAlikeFirst, nearPriceFirst, sameKindFirst } from '@shared/home-value/comparable-kinds';
import { propertyTypes } from '@shared/property-types';
import type { PropertySummary } from '@shared/search/types';
import { dayNumber } from '@shared/valuation/dates';
import { project, segmentOf, sizeOf } from '@shared/valuation/features';
import type { ValuationSubject } from '@shared/valuation/types';
import { listingSummariesByMls } from '../../property/published';
import { similarToValuation } from '../insights';
import type { ValuationRecord } from '../valuation-record';
import { valuationEngine, type ValuationEngine } from '../valuation-engine';
import { listedHomeOf, subjectOf } from '../valuing';

/** The fields a report keeps of a listing (shared/annual-report/types.ts `ReportProperty`). */
const reportFields = [
  'mls',
  'unit',
  'address',
  'area',
  'municipality',
  'neighbour',
  'bedroom',
  'brPlus',
  'bathroom',
  'parking',
  'totalParking',
  'listingPrice',
  'soldPrice',
  'soldDate',
  'listDate',
  'type',
  'status',
  'numberOfPic',
  'photo',
  'footageFrom',
  'footageTo',
  'lotFront',
  'lotDepth',
  'dom',
  'location',
] as const satisfies readonly (keyof ReportProperty)[];

/** A listing's summary as a report keeps it: those fields only, none undefined (DynamoDB stores no undefined). */
export function reportPropertyOf(summary: PropertySummary): ReportProperty {
  const picked: Record<string, unknown> = {};
  for (const field of reportFields) if (summary[field] !== undefined) picked[field] = summary[field];
  return picked as unknown as ReportProperty;
}

/** How many of the model's nearest sales of the home's segment a proposal chooses from. */
const candidateCount = 120;

/**
 * The model's nearest sales of the home's segment, heaviest first by its kernel (distance,
 * recency, size, type), sold in the 12 months before `today` (its lookback), never the home's
 * own sales (same address and unit).
 */
function nearbySales(engine: ValuationEngine, subject: ValuationSubject, today: string) {
  const [x, y] = project(engine.model.projection, subject.lat, subject.lon);
  const size = sizeOf(subject);
  const at = {
    x,
    y,
    logSize: size === undefined ? Number.NaN : Math.log(size),
    type: propertyTypes.indexOf(subject.type),
    // Never the home's own sales (`homeKeyOf`: its address and unit, as the valuation reads them).
    home: engine.sales.homeOf(subject),
  };
  return engine.sales
    .neighbours(segmentOf(subject.type), at, dayNumber(today), candidateCount)
    .map(({ row, distanceKm }) => ({ sale: engine.sales.sales[row]!, distanceKm }))
    .map(({ sale, distanceKm }) => ({
      id: sale.id,
      type: sale.type,
      distanceKm,
      bedrooms: sale.bedrooms,
      size: sizeOf(sale),
      price: sale.price,
    }));
}

/**
 * The comparables a new report proposes (issues 17 and 25): of the valuation model's 120
 * heaviest recent sales (the last 12 months), the ones most like the home (`mostAlikeFirst`:
 * distance, bedrooms, size) of its own property type, those sold within a factor of 1.5 of the
 * home's value before the rest (`nearPriceFirst`); of the rest of its segment (again the
 * most alike) only when fewer than 5 of its own type remain, and never multi-residential for a
 * house; not the home itself; as the property service lists them now, in no particular order
 * (the report shows them own type first, each kind nearest first: `comparablesInOrder`). None
 * before the model's first training: the report is made all the same, and the agent adds
 * comparables by hand.
 */
export async function proposedComparables(record: ValuationRecord, today: string): Promise<ReportProperty[]> {
  const engine = await valuationEngine();
  if (!engine) return [];
  const type = record.request.type;
  // The home as the model reads it, with its listing: a house's size is its listing's range
  // (the form does not ask it), without which a 1,500 sq ft semi was proposed a 3,500 sq ft one.
  const subject = subjectOf(record.location, record.request, { ...listedHomeOf(record), owned: false });
  // The model weighs its comparables after adjusting them to the home; a reader compares them
  // as they are, so a 2-bedroom bungalow next door is no comparable for a 5-bedroom house.
  const candidates = nearPriceFirst(
    mostAlikeFirst(nearbySales(engine, subject, today), { bedrooms: subject.bedrooms, size: sizeOf(subject) }),
    record.confirmedValue ?? record.instanceValue,
  );
  // Twice as many as shown: a sale the property service no longer lists as sold drops out.
  const chosen = sameKindFirst(candidates, type, 2 * maxComparables);
  const ids = chosen.map((c) => c.id);
  const listings = await listingSummariesByMls(ids, today);
  const sold = chosen.flatMap((c) => {
    const found = listings.get(c.id)?.summary;
    return found && found.status === 'sold' ? [{ ...c, found }] : [];
  });
  return sameKindFirst(sold, type, maxComparables).map((c) => reportPropertyOf(c.found));
}

/**
 * Up to 5 active listings near the home, like it (the valuation's similar listings), never the
 * home's own listing `ownMls`: it goes before the cut, so a listed home still gets 5.
 */
export async function nearbyActives(record: ValuationRecord, now: Date, ownMls?: string): Promise<ReportProperty[]> {
  const { active } = await similarToValuation(record, now);
  return active
    .filter((listing) => listing.mls !== ownMls)
    .slice(0, maxActiveListings)
    .map(reportPropertyOf);
}
