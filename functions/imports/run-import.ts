import { createNeighbourhoodLocator } from '@shared/geo/neighbourhood-locator';
import { torontoDate } from '@shared/format/dates';
import type { Listing } from '@shared/listing';
import { env } from '../lib/env';
import { propertyKeys } from '../property/keys';
import { listingOfItem, putListings, scanListings } from '../property/listing-repository';
import { listNeighbourhoods, replaceNeighbourhoods } from '../property/neighbourhood-repository';
import { ImportError, type ImportProblem } from './import-problems';
import { parseListingFile } from './listing-file';
import { mergeNeighbourhoods, parseNeighbourhoodFile } from './neighbourhood-file';
import { writeAllOrNothing } from './all-or-nothing';
import { readRestorePoint } from './restore-point-repository';

export interface ImportSummary {
  imported: number;
  problems: ImportProblem[];
  /** Listings moved to another neighbourhood by new boundaries. */
  reassigned?: number;
}

type Log = (line: string) => void;

/**
 * Imports a community's neighbourhood boundaries, all or nothing. The listings the new
 * boundaries move to another neighbourhood are found first, and they and the pointer to the
 * current set are read as they are (a restore point). Then the new set is written whole
 * under a version of its own and made current by one write, and each of those listings is
 * rewritten with its new neighbourhood (read whole, so its details stay). If any write fails,
 * the pointer and the listings are put back as they were and the failure is thrown: the
 * previous set stays current and no listing is left in a neighbourhood of the new one.
 */
export async function importNeighbourhoodFile(
  text: string,
  options: { community: string; now: Date; log?: Log },
): Promise<ImportSummary> {
  const log = options.log ?? (() => undefined);
  const { records, problems } = parseNeighbourhoodFile(text, options.community);
  if (records.length === 0) throw new ImportError('No neighbourhood in the file could be imported; nothing changed.');

  const next = mergeNeighbourhoods(await listNeighbourhoods(), records, options.community);
  const locator = createNeighbourhoodLocator(next);
  const newNeighbour = (listing: Pick<Listing, 'location' | 'neighbour'>) => {
    const id = locator.locate([listing.location.lon, listing.location.lat]);
    return id && id !== listing.neighbour ? id : undefined;
  };
  const moving: string[] = [];
  await scanListings((page) => {
    for (const listing of page) if (newNeighbour(listing)) moving.push(listing.mls);
  });
  const point = await readRestorePoint(env().PROPERTY_TABLE, [
    propertyKeys.neighbourhoodSetPointer(),
    ...moving.map((mls) => propertyKeys.listing(mls)),
  ]);
  // The scan leaves out each listing's details: the listings are rewritten from what was read whole.
  const moved: Listing[] = [];
  for (const mls of moving) {
    const item = point.find(propertyKeys.listing(mls));
    const listing = item && listingOfItem(item);
    const id = listing && newNeighbour(listing);
    if (listing && id) moved.push({ ...listing, neighbour: id });
  }

  await writeAllOrNothing(point, `Importing the neighbourhoods of ${options.community}`, async () => {
    await replaceNeighbourhoods(next, options.now);
    await putListings(moved);
  });
  log(`${records.length} neighbourhoods of ${options.community} are current (${next.length} in the GTA).`);
  log(`${moved.length} listings moved to their new neighbourhood.`);
  return { imported: records.length, problems, reassigned: moved.length };
}

/**
 * Imports listings and sales from a CSV, all or nothing; each row is placed in its
 * neighbourhood by its coordinates. The listings under the file's MLS numbers are read
 * before anything is written; if a write fails, they are put back, the listings the file
 * added are deleted, and the failure is thrown.
 */
export async function importListingFile(text: string, options: { now: Date; log?: Log }): Promise<ImportSummary> {
  const neighbourhoods = await listNeighbourhoods();
  if (neighbourhoods.length === 0) throw new ImportError('There are no neighbourhoods yet: import them first.');
  const locator = createNeighbourhoodLocator(neighbourhoods);
  const byId = new Map(neighbourhoods.map((n) => [n.id, n]));
  const { records, problems } = parseListingFile(
    text,
    (point) => byId.get(locator.locate(point) ?? ''),
    torontoDate(options.now),
  );
  if (records.length === 0) throw new ImportError('No row of the file could be imported; nothing changed.');
  const point = await readRestorePoint(
    env().PROPERTY_TABLE,
    records.map((listing) => propertyKeys.listing(listing.mls)),
  );
  await writeAllOrNothing(point, 'Writing the listings', () => putListings(records));
  options.log?.(`${records.length} listings written.`);
  return { imported: records.length, problems };
}
