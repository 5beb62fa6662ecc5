import { gunzipSync, gzipSync } from 'node:zlib';
import type { Listing } from '@shared/listing';
import { generateGtaDataSet } from '../../infra/local/seed/gta-data-set';
import { runJob } from '../../functions/jobs/job';
import { run as runValuationModel } from '../../functions/home-value/jobs/valuation-model/index';
import { putListings } from '../../functions/property/listing-repository';
import { forgetNeighbourhoods } from '../../functions/property/neighbourhood-directory';
import { replaceNeighbourhoods } from '../../functions/property/neighbourhood-repository';
import { locationIdOf, type ArtifactPointer, type ValuationArtifact } from '../../functions/home-value/artifact';
import { getArtifactBytes, getArtifactPointer, putArtifact } from '../../functions/home-value/artifact-repository';
import { valuationModelObjects } from '../../functions/home-value/keys';
import { forgetValuationEngine } from '../../functions/home-value/valuation-engine';
import type { ValuationRecord } from '../../functions/home-value/valuation-record';
import { listedHomeOf, subjectOf } from '../../functions/home-value/valuing';
import { estimate } from '@shared/valuation/estimate';
import { saleFromListing } from '@shared/valuation/from-listing';
import { indexSales } from '@shared/valuation/train';
import type { ValuationEstimate } from '@shared/valuation/types';

/** The day the valuation tests live on. */
export const valuationToday = '2026-05-15';
export const valuationNow = '2026-05-15T16:00:00.000Z';

/**
 * A small seeded GTA (the local seed's generator, in memory: a few thousand listings over five
 * years), stored, and the training job run over it, so the service has a model to value with.
 */
export async function seedValuationWorld(
  size = 4000,
  /** Listings to add to the generated ones before the model is trained (real data's odd cases). */
  extra: (generated: readonly Listing[]) => Listing[] = () => [],
): Promise<Listing[]> {
  const generated = generateGtaDataSet({ size, today: valuationToday });
  const { neighbourhoods } = generated;
  const listings = [...generated.listings, ...extra(generated.listings)];
  await replaceNeighbourhoods(neighbourhoods, new Date(valuationNow));
  await putListings(listings);
  forgetNeighbourhoods();
  await runJob('valuation-model', runValuationModel, {});
  forgetValuationEngine();
  return listings;
}

/** The artifact the service loads, as the training job wrote it, and its pointer. */
export async function currentArtifact(): Promise<{ pointer: ArtifactPointer; artifact: ValuationArtifact }> {
  const pointer = (await getArtifactPointer())!;
  const artifact = JSON.parse(gunzipSync(await getArtifactBytes(pointer.key)).toString('utf8')) as ValuationArtifact;
  return { pointer, artifact };
}

/**
 * Writes `artifact` (any JSON: an old version's too) as the current one, under a version of its
 * own, with `pointer`'s fields over the current pointer's; the service loads it on its next check.
 */
export async function replaceArtifact(artifact: object, pointer: Partial<ArtifactPointer> = {}): Promise<void> {
  const current = (await getArtifactPointer())!;
  const version = `test${Date.now().toString(36)}`;
  await putArtifact(
    { ...current, version, key: valuationModelObjects.artifact(version), ...pointer },
    gzipSync(JSON.stringify(artifact)),
  );
  forgetValuationEngine();
}

/** The body the valuation form sends for a listed home, as its prefill gives it (no purchase typed). */
export function formBodyOf(listing: Listing) {
  return {
    locationId: locationIdOf(listing.address, listing.municipality),
    type: listing.type,
    bedroom: listing.bedroom,
    bathroom: listing.bathroom,
    parking: listing.totalParking ?? 0,
    address: `${listing.address}, ${listing.municipality}`,
    ...(listing.lotFront && { lotFront: listing.lotFront, lotDepth: listing.lotDepth }),
  };
}

/**
 * A stored valuation as the back-test protocol values it (DECISIONS row 37): the current
 * artifact's model, every sale of `listings` before today for the comparables and the index,
 * the home as the service reads it; `unlisted`: told its unit may not be one home of its
 * address (`ValuationSubject.unlistedUnit`). For checking what the service answered.
 */
export async function protocolValuer(listings: readonly Listing[], record: ValuationRecord) {
  const { artifact } = await currentArtifact();
  const sales = indexSales(
    artifact.model,
    listings.flatMap((l) => saleFromListing(l) ?? []).filter((s) => s.date < valuationToday),
  );
  return (unlisted: boolean): ValuationEstimate => {
    const subject = subjectOf(record.location, record.request, listedHomeOf(record));
    const result = estimate(artifact.model, unlisted ? { ...subject, unlistedUnit: true } : subject, {
      asOf: valuationToday,
      sales,
    });
    if (result.kind !== 'estimate') throw new Error(result.reason);
    return result;
  };
}
