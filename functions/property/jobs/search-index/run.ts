import { createHash } from 'node:crypto';
import type { Listing } from '@shared/listing';
import { torontoDate } from '@shared/format/dates';
import { searchIndexObjects } from '../../keys';
import { scanListings } from '../../listing-repository';
import {
  deleteSnapshotsExcept,
  getSnapshotPointer,
  putSearchSnapshot,
  type SnapshotPointer,
} from '../../search-index-repository';
import { DealMonthsByAddress, encodeSnapshot, isSearchable } from '../../search-index/snapshot';
import type { JobRunner, ListingsJob } from '../../../jobs/job';

/**
 * The search-index build: reads every listing once, keeps what the search shows (listings on
 * the market, and deals of the last year), writes the snapshot under its content hash and
 * then the pointer to it, and deletes snapshots older than the one it replaces. The same
 * listings on the same day give the same snapshot, so a re-run changes nothing.
 */
export const searchIndexBuildOn: ListingsJob =
  (listingPages) =>
  async ({ now, log }) => {
    const today = torontoDate(now);
    const searchable: Listing[] = [];
    const dealMonths = new DealMonthsByAddress();
    let listings = 0;
    await listingPages((page) => {
      listings += page.length;
      for (const listing of page) {
        dealMonths.add(listing);
        // The search answers summaries; the full description stays in the table.
        if (isSearchable(listing, today)) searchable.push({ ...listing, details: undefined });
      }
    });

    const started = Date.now();
    const gzipped = encodeSnapshot(searchable, today, dealMonths);
    const version = createHash('sha256').update(gzipped).digest('hex').slice(0, 16);
    log('Snapshot encoded', { searchable: searchable.length, bytes: gzipped.byteLength, ms: Date.now() - started });

    const previous = await getSnapshotPointer();
    const pointer: SnapshotPointer = {
      version,
      key: searchIndexObjects.snapshot(version),
      today,
      listings: searchable.length,
      bytes: gzipped.byteLength,
      builtAt: now.toISOString(),
    };
    await putSearchSnapshot(pointer, gzipped);
    // The one it replaces stays a while: an instance that read the old pointer may still load it.
    const removed = await deleteSnapshotsExcept([pointer.key, ...(previous ? [previous.key] : [])]);
    return { listings, searchable: searchable.length, version, bytes: gzipped.byteLength, removed };
  };

/** The Lambda's run: it scans the listings itself. */
export const runSearchIndexBuild: JobRunner = searchIndexBuildOn(scanListings);
