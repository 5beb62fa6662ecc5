import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { torontoDate } from '@shared/format/dates';
import type { AccuracyAnswer } from '@shared/home-value/accuracy-answer';
import type { Listing } from '@shared/listing';
import { pickMetrics } from '@shared/valuation/accuracy';
import type { BacktestReport } from '@shared/valuation/backtest';
import { saleFromListing } from '@shared/valuation/from-listing';
import { eachListingPage, neighbourhoodNames } from '../property/published';
import {
  addressParts,
  artifactFormat,
  artifactVersion,
  encodeFeatureRows,
  isCurrentArtifact,
  locationIdOf,
  type AddressEntry,
  type ArtifactPointer,
  type ValuationArtifact,
} from './artifact';
import { startHeldOutBacktest, startTraining, type Trained } from './aside';
import { deleteArtifactsExcept, getArtifactPointer, putArtifact } from './artifact-repository';
import { valuationModelObjects } from './keys';

/** What a job run is given (functions/jobs/job.ts's context, as this service needs it). */
export interface TrainingContext {
  now: Date;
  log: (message: string, details?: Record<string, unknown>) => void;
}

/** Every listing address, by locationId: the latest listing's place, every unit seen. */
export function addressesOf(listings: Listing[], names: Map<string, string>): AddressEntry[] {
  const byId = new Map<string, { entry: AddressEntry; units: Set<string>; wholeHome: boolean; listDate: string }>();
  for (const listing of listings) {
    const id = locationIdOf(listing.address, listing.municipality);
    let found = byId.get(id);
    if (!found || listing.listDate > found.listDate) {
      const entry: AddressEntry = {
        id,
        address: listing.address,
        ...addressParts(listing.address),
        city: listing.municipality,
        neighbourhoodId: listing.neighbour,
        neighbourhood: names.get(listing.neighbour) ?? listing.community,
        area: listing.area,
        lat: listing.location.lat,
        lon: listing.location.lon,
        units: [],
      };
      found = {
        entry,
        units: found?.units ?? new Set(),
        wholeHome: found?.wholeHome ?? false,
        listDate: listing.listDate,
      };
      byId.set(id, found);
    }
    if (listing.unit) found.units.add(listing.unit);
    else found.wholeHome = true;
  }
  return [...byId.values()].map(({ entry, units, wholeHome }) => ({
    ...entry,
    units: [...units].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    ...(wholeHome && units.size > 0 && { wholeHome: true as const }),
  }));
}

/** Rows of fewer than 3 sales are left out: visitors read this answer (DECISIONS row 26). */
const minimumRowSales = 3;

/**
 * The accuracy the service publishes: the back-test's own figures (shared/valuation/backtest.ts,
 * the same computation as `npm run backtest`), by type and fifth of the estimate.
 */
export function accuracyAnswer(report: BacktestReport, computedAt: string): AccuracyAnswer {
  const { byType, fifthsOfEstimate, repeatSales } = report.figures;
  const figures = pickMetrics;
  return {
    computedAt,
    heldOut: { from: report.heldOutFrom, to: report.heldOutTo, trainedOn: report.trainedOn },
    rows: byType.filter((row) => row.count >= minimumRowSales).map((row) => ({ type: row.type, ...figures(row) })),
    all: figures(report),
    fifths: fifthsOfEstimate
      .filter((fifth) => fifth.count >= minimumRowSales)
      .map((fifth) => ({ from: fifth.from, to: fifth.to, ...figures(fifth) })),
    ...(repeatSales.count >= minimumRowSales && { repeatSales: figures(repeatSales) }),
  };
}

/** Whether the current artifact is of this code's version (none yet: not, the job is due anyway). */
export async function valuationArtifactIsCurrent(): Promise<boolean> {
  const pointer = await getArtifactPointer();
  return pointer !== undefined && isCurrentArtifact(pointer);
}

/**
 * The training job (README.md "The model in production"): reads every listing once (through
 * the property service's published module), trains the model on the sold sales before
 * today, keeps the last two years of sales for the comparables and what the older ones tell
 * the area index, the address directory and the held-out back-test, writes them gzipped under their content
 * hash and then the pointer, and deletes artifacts older than the one it replaces. `listingPages`:
 * where it reads the listings (`npm start` hands its catch-up's jobs one shared read).
 */
export async function runValuationTraining(
  { now, log }: TrainingContext,
  listingPages: typeof eachListingPage = eachListingPage,
): Promise<Record<string, unknown>> {
  const today = torontoDate(now);
  const listings: Listing[] = [];
  await listingPages((page) => {
    for (const listing of page) listings.push({ ...listing, details: undefined });
  });
  // The scan's parallel segments come back in any order: in MLS order, the same listings train
  // the same model, to the byte, whatever the read (a model's sums depend on their order).
  listings.sort((a, b) => (a.mls < b.mls ? -1 : a.mls > b.mls ? 1 : 0));
  const sales = listings.flatMap((listing) => saleFromListing(listing) ?? []);
  const addresses = addressesOf(listings, await neighbourhoodNames());
  log('Listings read', { listings: listings.length, sales: sales.length, addresses: addresses.length });

  // The model, and the accuracy page's figures (the back-test itself, on the last six months:
  // issue 25 finding 8), each on a worker thread where it can (aside.ts): on two cores the job
  // takes the longer of the two, and this thread stays free (on `npm start`'s first start, for
  // the seed's writes). Without workers (the Lambda) the training runs first, then the back-test.
  // The training's worker then finds the neighbour features of the service's sales index too.
  const training = startTraining(sales, today, { log });
  const backtesting = startHeldOutBacktest(sales, today, { log });
  let trained: Trained;
  try {
    const { value, ms, thread } = await training.result();
    trained = value;
    // The time includes the service's neighbour features, found after the model (served-sales.ts).
    log('Model trained', { ms, thread });
  } catch (error) {
    backtesting.stop();
    throw error;
  }
  const { value: backtest, ms, thread } = await backtesting.result();
  log('Back-test run', { ms, thread, valued: backtest.count, notValued: backtest.notValued });

  const { model, served } = trained;
  const artifact: ValuationArtifact = {
    format: artifactFormat,
    version: artifactVersion,
    builtAt: now.toISOString(),
    today,
    model,
    sales: served.sales,
    earlierIndex: served.earlierIndex,
    neighbourFeatures: encodeFeatureRows(served.neighbourFeatures),
    addresses,
    accuracy: accuracyAnswer(backtest, now.toISOString()),
  };
  const gzipped = gzipSync(JSON.stringify(artifact));
  const version = createHash('sha256').update(gzipped).digest('hex').slice(0, 16);
  const previous = await getArtifactPointer();
  const pointer: ArtifactPointer = {
    version,
    artifactVersion,
    key: valuationModelObjects.artifact(version),
    today,
    builtAt: artifact.builtAt,
    bytes: gzipped.byteLength,
    sales: artifact.sales.length,
    addresses: addresses.length,
  };
  await putArtifact(pointer, gzipped);
  // The one it replaces stays a while: an instance that read the old pointer may still load it.
  const removed = await deleteArtifactsExcept([pointer.key, ...(previous ? [previous.key] : [])]);
  return {
    listings: listings.length,
    sales: sales.length,
    comparables: artifact.sales.length,
    addresses: addresses.length,
    version,
    bytes: gzipped.byteLength,
    removed,
  };
}
