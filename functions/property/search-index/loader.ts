import { torontoDate } from '@shared/format/dates';
import { clock } from '../../lib/clock';
import { createLogger } from '../../lib/logger';
import { getSnapshot, getSnapshotPointer } from '../search-index-repository';
import { SearchIndex } from './search-index';
import { decodeSnapshot, encodeSnapshot } from './snapshot';

/**
 * The search index of this Lambda instance: loaded from the current snapshot on first use,
 * then kept between requests. At most every `checkEveryMs` a request reads the small pointer
 * object; when the job has written a newer snapshot, that request loads it and every later
 * one uses it. Until the job's first run the index is empty (and checked for more often).
 */
const checkEveryMs = 30_000;
const checkEmptyEveryMs = 2_000;
const logger = createLogger('search-index');

let current: SearchIndex | undefined;
let checkedAt = 0;
let refreshing: Promise<SearchIndex> | undefined;

function emptyIndex(): SearchIndex {
  return new SearchIndex(decodeSnapshot(encodeSnapshot([], torontoDate(clock.now()))), 'none');
}

async function refresh(): Promise<SearchIndex> {
  const pointer = await getSnapshotPointer();
  if (!pointer) return current?.version === 'none' ? current : emptyIndex();
  if (pointer.version === current?.version) return current;
  const started = Date.now();
  const index = new SearchIndex(decodeSnapshot(await getSnapshot(pointer.key)), pointer.version);
  logger.info('Search index loaded', { version: pointer.version, listings: index.size, ms: Date.now() - started });
  return index;
}

export async function searchIndex(): Promise<SearchIndex> {
  const age = Date.now() - checkedAt;
  const due = !current || age > (current.version === 'none' ? checkEmptyEveryMs : checkEveryMs);
  if (!due) return current!;
  refreshing ??= refresh()
    .then((index) => {
      current = index;
      checkedAt = Date.now();
      return index;
    })
    .catch((error: unknown) => {
      // A failed check keeps the index this instance has; without one, the call fails.
      if (!current) throw error;
      logger.error('Search index refresh failed', error as Error);
      checkedAt = Date.now();
      return current;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** For tests that rebuild the snapshot between calls. */
export function forgetSearchIndex(): void {
  current = undefined;
  checkedAt = 0;
}
