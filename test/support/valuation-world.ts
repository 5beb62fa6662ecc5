import type { Listing } from '@shared/listing';
import { generateGtaDataSet } from '../../infra/local/seed/gta-data-set';
import { runJob } from '../../functions/jobs/job';
import { run as runValuationModel } from '../../functions/jobs/valuation-model/index';
import { putListings } from '../../functions/property/listing-repository';
import { forgetNeighbourhoods } from '../../functions/property/neighbourhood-directory';
import { replaceNeighbourhoods } from '../../functions/property/neighbourhood-repository';
import { forgetValuationEngine } from '../../functions/home-value/valuation-engine';

/** The day the valuation tests live on. */
export const valuationToday = '2026-05-15';
export const valuationNow = '2026-05-15T16:00:00.000Z';

/**
 * A small seeded GTA (the local seed's generator, in memory: a few thousand listings over five
 * years), stored, and the training job run over it, so the service has a model to value with.
 */
export async function seedValuationWorld(size = 4000): Promise<Listing[]> {
  const { neighbourhoods, listings } = generateGtaDataSet({ size, today: valuationToday });
  await replaceNeighbourhoods(neighbourhoods, new Date(valuationNow));
  await putListings(listings);
  forgetNeighbourhoods();
  await runJob('valuation-model', runValuationModel, {});
  forgetValuationEngine();
  return listings;
}
