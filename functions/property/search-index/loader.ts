import { torontoDate } from '@shared/format/dates';
import { clock } from '../../lib/clock';
import { createLogger } from '../../lib/logger';
import { refreshing } from '../../lib/refreshing';
import { getSnapshot, getSnapshotPointer } from '../search-index-repository';
import { SearchIndex } from './search-index';
import { decodeSnapshot, encodeSnapshot } from './snapshot';

/**
 * The search index of this Lambda instance: loaded from the current snapshot on first use,
 * then kept between requests. At most every 30 s a request reads the small pointer object; when
 * the job has written a newer snapshot, that request loads it and every later one uses it.
 * Until the job's first run the index is empty (and checked for every 2 s).
 */
// Marked pure, so that a bundle importing this service's published module for something else
// (the user service: a listing's existence) leaves the search index out: 24 KB of the user bundle.
const logger = /* @__PURE__ */ createLogger('search-index');

function emptyIndex(): SearchIndex {
  return new SearchIndex(decodeSnapshot(encodeSnapshot([], torontoDate(clock.now()))), 'none');
}

async function check(current: SearchIndex | undefined): Promise<SearchIndex> {
  const pointer = await getSnapshotPointer();
  if (!pointer) return current?.version === 'none' ? current : emptyIndex();
  if (pointer.version === current?.version) return current;
  const started = Date.now();
  const index = new SearchIndex(decodeSnapshot(await getSnapshot(pointer.key)), pointer.version);
  logger.info('Search index loaded', { version: pointer.version, listings: index.size, ms: Date.now() - started });
  return index;
}

const loader = /* @__PURE__ */ refreshing({
  name: 'search-index',
  check,
  freshness: { everyMs: 30_000, emptyEveryMs: 2_000 },
  isEmpty: (index) => index.version === 'none',
});

export async function searchIndex(): Promise<SearchIndex> {
  return (await loader.get()) ?? emptyIndex();
}

/** For tests that rebuild the snapshot between calls. */
export const forgetSearchIndex = (): void => loader.forget();
