import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { torontoDate } from '@shared/format/dates';
import type { Listing } from '@shared/listing';
import {
  deleteSeededListings,
  getDataSet,
  propertyTableIsEmpty,
  putDataSet,
  type DataSetState,
} from '../../../functions/property/data-set-repository';
import { asScanned, putListings } from '../../../functions/property/listing-repository';
import { replaceNeighbourhoods } from '../../../functions/property/neighbourhood-repository';
import { defaultSeed } from './listings/generate-listings';
import { fullSeedSize, generateGtaDataSet, generatorVersion } from './gta-data-set';
import { paintPoolPhoto, painterVersion } from './photos/photo-scenes';
import { photoPoolSize, poolPhotoKey } from './photos/photo-pool';

export { fullSeedSize };

export interface SeedGtaOptions {
  /** How many listings (SEED_SIZE; the full set is `fullSeedSize`). */
  size: number;
  /** The injected clock's now: its Toronto date is the data set's today. */
  now: Date;
  s3: S3Client;
  photosBucket: string;
  log?: (line: string) => void;
  /** Seed again even when a data set is there (`npm run seed -- --force`). */
  force?: boolean;
  seed?: string;
  /** Stops between batches of writes (Ctrl-C during `npm start`). */
  signal?: AbortSignal;
  /** Hand back the listings being written (`startGtaSeed`), for the jobs that run beside the writes. */
  handOver?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  state: DataSetState;
}

/** A seed whose listings are being written (`startGtaSeed`). */
export interface SeedUnderWay {
  /**
   * The listings being written, each as a scan of the table will hand it to a job (without its
   * details) and frozen, so that no reader changes one before it is written; only when asked
   * (`handOver`) and when they will be every listing the table holds: a first seed into an
   * empty table.
   */
  listings?: readonly Listing[];
  /** Settles once every listing and the data-set item are written; rejects if a write fails. */
  written: Promise<SeedResult>;
  /** Whether a data set is being written (none was found, or `force`). */
  newDataSet: boolean;
}

const writeChunk = 10_000;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * Painted photos are kept in node_modules/.cache, so a second data folder (a reset, each
 * browser-test run) copies them instead of painting them again (~5 s). The folder's name
 * carries the painter's version: change `painterVersion` with the scenes.
 */
const photoCache = fileURLToPath(
  new URL(`../../../node_modules/.cache/gta-homes/photo-pool-v${painterVersion}/`, import.meta.url),
);

function poolPhoto(index: number): Uint8Array {
  const file = join(photoCache, `${index}.jpg`);
  if (existsSync(file)) return readFileSync(file);
  const bytes = paintPoolPhoto(index);
  try {
    mkdirSync(photoCache, { recursive: true });
    writeFileSync(file, bytes);
  } catch {
    // A read-only checkout just paints every time.
  }
  return bytes;
}

async function uploadPhotos(s3: S3Client, bucket: string): Promise<void> {
  for (let index = 0; index < photoPoolSize; index++) {
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: poolPhotoKey(index),
        Body: poolPhoto(index),
        ContentType: 'image/jpeg',
        CacheControl: 'public, max-age=86400',
      }),
    );
  }
}

/**
 * The previous seed's listings that the new one does not overwrite (other size or date):
 * regenerated from its recorded seed, size and today, then deleted.
 */
async function removeStaleListings(previous: DataSetState, keep: Set<string>, log: (line: string) => void) {
  if (previous.generatorVersion !== generatorVersion) {
    log(
      `  The previous data set came from another generator version: its listings may remain (npm run reset clears all).`,
    );
    return;
  }
  const { listings } = generateGtaDataSet({ seed: previous.seed, size: previous.size, today: previous.today });
  const stale = listings.map((listing) => listing.mls).filter((mls) => !keep.has(mls));
  if (stale.length > 0) await deleteSeededListings(stale);
  log(`  Removed ${count(stale.length)} listings of the previous data set.`);
}

/**
 * Seeds the GTA data set once: neighbourhoods (a new set, made current in one write), the
 * photo pool, then the listings in batches, and last the data-set item that marks it done.
 * Does nothing when that item exists, unless `force`: then a new neighbourhood set replaces
 * the current one, the photos are rewritten, listings with the same MLS number are
 * overwritten and the previous seed's others deleted.
 */
export async function seedGtaData(options: SeedGtaOptions): Promise<SeedResult> {
  return (await startGtaSeed(options)).written;
}

/**
 * `seedGtaData`, handing back the generated listings as soon as the writes begin: `npm start`'s
 * first start runs the jobs that read every listing on them while the table fills
 * (infra/local/jobs.ts `runCatchUp`), instead of waiting for the writes and reading them back.
 */
export async function startGtaSeed(options: SeedGtaOptions): Promise<SeedUnderWay> {
  const log = options.log ?? (() => undefined);
  const previous = await getDataSet();
  if (previous && !options.force) {
    return { written: Promise.resolve({ seeded: false, state: previous }), newDataSet: false };
  }
  // A start that stopped half-way left listings, perhaps of another day: then the table, not
  // this run's listings, is what the jobs must read.
  const intoEmptyTable = options.handOver === true && !previous && (await propertyTableIsEmpty());

  const started = Date.now();
  const seed = options.seed ?? defaultSeed;
  const today = torontoDate(options.now);
  log(`Seeding the GTA data set (${count(options.size)} listings)…`);
  const { neighbourhoods, listings } = generateGtaDataSet({ seed, size: options.size, today });
  const communities = new Set(neighbourhoods.map((neighbourhood) => neighbourhood.community)).size;
  log(
    `  Generated ${count(neighbourhoods.length)} neighbourhoods in ${communities} communities and ${count(listings.length)} listings up to ${today} in ${seconds(started)}.`,
  );

  await replaceNeighbourhoods(neighbourhoods, options.now);
  const photosStarted = Date.now();
  await uploadPhotos(options.s3, options.photosBucket);
  log(`  Stored the ${photoPoolSize} pool photos in ${seconds(photosStarted)}.`);
  if (previous) await removeStaleListings(previous, new Set(listings.map((listing) => listing.mls)), log);

  const state: DataSetState = {
    seed,
    size: options.size,
    today,
    generatorVersion,
    neighbourhoods: neighbourhoods.length,
    listings: listings.length,
    photos: photoPoolSize,
    seededAt: options.now.toISOString(),
  };
  const written = (async (): Promise<SeedResult> => {
    const writesStarted = Date.now();
    for (let i = 0; i < listings.length; i += writeChunk) {
      options.signal?.throwIfAborted();
      await putListings(listings.slice(i, i + writeChunk));
      const done = Math.min(listings.length, i + writeChunk);
      if (done === listings.length || (done / writeChunk) % 3 === 0) {
        log(`  Wrote ${count(done)} of ${count(listings.length)} listings (${seconds(writesStarted)}).`);
      }
    }
    await putDataSet(state);
    log(`  Seeded in ${seconds(started)}.`);
    return { seeded: true, state };
  })();
  // The caller awaits it once its own work is done; until then a failed write is not an
  // unhandled rejection (which would end the process before the start can stop cleanly).
  written.catch(() => undefined);
  return { ...(intoEmptyTable && { listings: listings.map(frozenAsScanned) }), written, newDataSet: true };
}

/** A listing as the seed hands it to the jobs: as a scan reads it, and frozen, so no job changes it before it is written. */
export function frozenAsScanned(listing: Listing): Listing {
  const row = asScanned(listing);
  for (const value of Object.values(row)) if (typeof value === 'object' && value !== null) Object.freeze(value);
  return Object.freeze(row);
}
