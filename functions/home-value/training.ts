import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { torontoDate } from '@shared/format/dates';
import type { AccuracyAnswer, AccuracyFigures } from '@shared/home-value/types';
import type { Listing } from '@shared/listing';
import { propertyTypes } from '@shared/property-types';
import { metricsOf } from '@shared/valuation/accuracy';
import { saleFromListing } from '@shared/valuation/from-listing';
import { train } from '@shared/valuation/train';
import type { ValuationSale } from '@shared/valuation/types';
import { eachListingPage, neighbourhoodNames } from '../property/published';
import {
  addressParts,
  artifactFormat,
  artifactVersion,
  locationIdOf,
  type AddressEntry,
  type ArtifactPointer,
  type ValuationArtifact,
} from './artifact';
import { deleteArtifactsExcept, getArtifactPointer, putArtifact } from './artifact-repository';
import { valuationModelObjects } from './keys';

/** The comparables and the index the service needs reach back two years (shared/valuation/README.md "Speed"). */
const comparableYears = 2;

/** What a job run is given (functions/jobs/job.ts's context, as this service needs it). */
export interface TrainingContext {
  now: Date;
  log: (message: string, details?: Record<string, unknown>) => void;
}

function yearsBefore(day: string, years: number): string {
  return `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
}

/** Every listing address, by locationId: the latest listing's place, every unit seen. */
export function addressesOf(listings: Listing[], names: Map<string, string>): AddressEntry[] {
  const byId = new Map<string, { entry: AddressEntry; units: Set<string>; listDate: string }>();
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
      found = { entry, units: found?.units ?? new Set(), listDate: listing.listDate };
      byId.set(id, found);
    }
    if (listing.unit) found.units.add(listing.unit);
  }
  return [...byId.values()].map(({ entry, units }) => ({
    ...entry,
    units: [...units].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
  }));
}

interface Valued {
  price: number;
  value: number;
  lower: number;
  upper: number;
}

const round1 = (figures: AccuracyFigures): AccuracyFigures =>
  Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [key, key === 'count' ? value : Math.round(value * 10) / 10]),
  ) as unknown as AccuracyFigures;

/** The held-out sales' figures per property type and over all (shared/valuation/backtest.ts's metrics). */
export function accuracyOf(
  valued: { type: ValuationSale['type']; result: Valued }[],
  computedAt: string,
): AccuracyAnswer {
  const rows = propertyTypes.flatMap((type) => {
    const of = valued.filter((v) => v.type === type).map((v) => v.result);
    return of.length > 0 ? [{ type, ...round1(metricsOf(of)) }] : [];
  });
  const all = valued.length > 0 ? round1(metricsOf(valued.map((v) => v.result))) : emptyFigures;
  return { computedAt, rows, all };
}

const emptyFigures: AccuracyFigures = {
  count: 0,
  mdape: 0,
  within5: 0,
  within10: 0,
  within20: 0,
  coverage80: 0,
  halfWidth80: 0,
};

/**
 * The training job (README.md "The model in production"): reads every listing once (through
 * the property service's published module), trains the model on the sold sales before
 * today, keeps the last two years of sales for the comparables, the address directory and
 * the back-test of the calibration months per type, writes them gzipped under their content
 * hash and then the pointer, and deletes artifacts older than the one it replaces.
 */
export async function runValuationTraining({ now, log }: TrainingContext): Promise<Record<string, unknown>> {
  const today = torontoDate(now);
  const listings: Listing[] = [];
  await eachListingPage((page) => {
    for (const listing of page) listings.push({ ...listing, details: undefined });
  });
  const sales = listings.flatMap((listing) => saleFromListing(listing) ?? []);
  const addresses = addressesOf(listings, await neighbourhoodNames());
  log('Listings read', { listings: listings.length, sales: sales.length, addresses: addresses.length });

  const started = Date.now();
  const heldOut: { type: ValuationSale['type']; result: Valued }[] = [];
  const model = train(sales, {
    asOf: today,
    onHeldOut: (sale, estimate) =>
      heldOut.push({
        type: sale.type,
        result: { price: sale.price, value: estimate.value, lower: estimate.lowerRange, upper: estimate.upperRange },
      }),
  });
  log('Model trained', { ms: Date.now() - started, heldOut: heldOut.length });

  const since = yearsBefore(today, comparableYears);
  const artifact: ValuationArtifact = {
    format: artifactFormat,
    version: artifactVersion,
    builtAt: now.toISOString(),
    today,
    model,
    sales: sales.filter((sale) => sale.date >= since && sale.date < today),
    addresses,
    accuracy: accuracyOf(heldOut, now.toISOString()),
  };
  const gzipped = gzipSync(JSON.stringify(artifact));
  const version = createHash('sha256').update(gzipped).digest('hex').slice(0, 16);
  const previous = await getArtifactPointer();
  const pointer: ArtifactPointer = {
    version,
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
