import { versionedObjects } from '../lib/adapters/versioned-objects';
import { searchIndexObjects } from './keys';

/**
 * The search snapshots in S3 (README.md "The search index"): written by the search-index
 * job, read by the property service. A snapshot never changes once written; the pointer says
 * which is current, so a reader never sees half of one.
 */
export interface SnapshotPointer {
  /** The snapshot's content hash: the same listings on the same day give the same version. */
  version: string;
  key: string;
  /** The Toronto date it was cut on. */
  today: string;
  listings: number;
  bytes: number;
  builtAt: string;
}

const snapshots = versionedObjects<SnapshotPointer>({
  prefix: searchIndexObjects.prefix,
  pointerKey: searchIndexObjects.pointer(),
  suffix: '.bin.gz',
  contentType: 'application/octet-stream',
});

/** Writes the snapshot, then flips the pointer to it: readers switch only to a whole one. */
export const putSearchSnapshot = snapshots.put;
/** The current snapshot's pointer; undefined before the job's first run. */
export const getSnapshotPointer = snapshots.pointer;
export const getSnapshot = snapshots.bytes;
/** Deletes every snapshot but the ones in `keep`; answers how many went. */
export const deleteSnapshotsExcept = snapshots.deleteExcept;
