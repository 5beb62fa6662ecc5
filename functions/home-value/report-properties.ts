import { maxActiveListings, maxComparables, type ReportProperty } from '@shared/annual-report/types';
import type { PropertySummary } from '@shared/search/types';
import { listingSummariesByMls } from '../property/published';
import { similarToValuation } from './insights';
import type { ValuationRecord } from './valuation-record';
import { valuationEngine } from './valuation-engine';
import { valueHome } from './valuing';
import { UnprocessableError } from '../lib/errors';

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

/** The same day a year before (`YYYY-MM-DD`). */
const yearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;

/**
 * The comparables a new report proposes (issue 17): the valuation model's comparables that
 * sold in the 12 months before today, nearest first, not the home itself, at most 5, as the
 * property service lists them now. None when the model cannot value the home or has not
 * been trained yet: the report is made all the same, and the agent adds comparables by hand.
 */
export async function proposedComparables(record: ValuationRecord, today: string): Promise<ReportProperty[]> {
  const engine = await valuationEngine();
  if (!engine) return [];
  let comparables;
  try {
    comparables = valueHome(engine, record.location, record.request, today).comparables;
  } catch (error) {
    if (error instanceof UnprocessableError) return [];
    throw error;
  }
  const since = yearBefore(today);
  const subject = record.lastListing?.mls;
  const ids = [
    ...new Set(
      comparables
        .filter((c) => c.sale.date > since && c.sale.date <= today && c.sale.id !== subject)
        .sort((a, b) => a.distanceMetres - b.distanceMetres)
        .map((c) => c.sale.id),
    ),
  ];
  const listings = await listingSummariesByMls(ids, today);
  return ids
    .flatMap((id) => {
      const found = listings.get(id)?.summary;
      return found && found.status === 'sold' ? [reportPropertyOf(found)] : [];
    })
    .slice(0, maxComparables);
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
