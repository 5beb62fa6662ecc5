import { createNeighbourhoodLocator } from '@shared/geo/neighbourhood-locator';
import { torontoDate } from '@shared/format/dates';
import type { Listing } from '@shared/listing';
import { putListings, scanListings } from '../property/listing-repository';
import { listNeighbourhoods, replaceNeighbourhoods } from '../property/neighbourhood-repository';
import { ImportError, type ImportProblem } from './import-problems';
import { parseListingFile } from './listing-file';
import { mergeNeighbourhoods, parseNeighbourhoodFile } from './neighbourhood-file';

export interface ImportSummary {
  imported: number;
  problems: ImportProblem[];
  /** Listings moved to another neighbourhood by new boundaries. */
  reassigned?: number;
}

type Log = (line: string) => void;

/**
 * Imports a community's neighbourhood boundaries. The new set is written whole under a
 * version of its own and made current by one write, so a failure before that leaves the
 * previous set in place. Then each listing is moved to the neighbourhood its coordinates now
 * fall in (a re-run finishes a move that was cut short).
 */
export async function importNeighbourhoodFile(
  text: string,
  options: { community: string; now: Date; log?: Log },
): Promise<ImportSummary> {
  const log = options.log ?? (() => undefined);
  const { records, problems } = parseNeighbourhoodFile(text, options.community);
  if (records.length === 0) throw new ImportError('No neighbourhood in the file could be imported; nothing changed.');

  const next = mergeNeighbourhoods(await listNeighbourhoods(), records, options.community);
  await replaceNeighbourhoods(next, options.now);
  log(`${records.length} neighbourhoods of ${options.community} are current (${next.length} in the GTA).`);

  const locator = createNeighbourhoodLocator(next);
  const moved: Listing[] = [];
  await scanListings((page) => {
    for (const listing of page) {
      const id = locator.locate([listing.location.lon, listing.location.lat]);
      if (id && id !== listing.neighbour) moved.push({ ...listing, neighbour: id });
    }
  });
  await putListings(moved);
  log(`${moved.length} listings moved to their new neighbourhood.`);
  return { imported: records.length, problems, reassigned: moved.length };
}

/** Imports listings and sales from a CSV; each row is placed in its neighbourhood by its coordinates. */
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
  await putListings(records);
  options.log?.(`${records.length} listings written.`);
  return { imported: records.length, problems };
}
