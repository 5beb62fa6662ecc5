import type { Listing } from '@shared/listing';
import type { Neighbourhood } from '@shared/neighbourhood';
import { defaultSeed, generateListings } from './listings/generate-listings';
import { gtaNeighbourhoodTable } from './data/gta-neighbourhoods';
import { buildNeighbourhoodPolygons } from './data/neighbourhood-polygons';

/** The full data set's size: `npm start` and `npm run bench` use it unless SEED_SIZE says otherwise. */
export const fullSeedSize = 120_000;

/**
 * Bump when the generator makes other MLS numbers from the same seed, size and today: a forced
 * re-seed then knows it cannot regenerate the previous set to find the listings to delete.
 * Addresses (streets, units, points) come from a random stream of their own, so changing them
 * keeps the MLS numbers and needs no bump (the per-neighbourhood streets did not bump it;
 * `test/infra/seed/streets.test.ts` pins that independence).
 */
export const generatorVersion = 2;

export interface GtaDataSet {
  neighbourhoods: Neighbourhood[];
  listings: Listing[];
}

/** The whole seeded data set, pure: the same seed, size and today give the same neighbourhoods and listings. */
export function generateGtaDataSet(options: { seed?: string; size: number; today: string }): GtaDataSet {
  const entries = gtaNeighbourhoodTable();
  const neighbourhoods = buildNeighbourhoodPolygons(entries);
  const listings = generateListings({
    seed: options.seed ?? defaultSeed,
    size: options.size,
    today: options.today,
    neighbourhoods,
    entries,
  });
  return { neighbourhoods, listings };
}
