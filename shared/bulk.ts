/*
 * A bulk action on the Contacts screen (issue 29): one call per selected row, a few at a time,
 * each authorized by the server on its own record. Pure of the browser: the work is an argument.
 * Hand-written rather than p-limit: the pool is a dozen lines and it also counts progress and
 * keeps each failure's reason, which p-limit leaves to the caller anyway.
 */

/** How many calls a bulk action has in flight at once: small, so a 2,000-row selection never fans out. */
export const bulkConcurrency = 4;

export interface BulkFailure<T> {
  item: T;
  reason: string;
}

export interface BulkResult<T> {
  done: T[];
  failed: BulkFailure<T>[];
}

export interface BulkOptions<T> {
  /** A reason not to call at all for this row (e.g. "already registered"); it is reported as failed. */
  skip?: (item: T) => string | undefined;
  onProgress?: (finished: number, total: number) => void;
  concurrency?: number;
  /** Stops starting new calls (those in flight finish); the rest are reported as not done. */
  signal?: AbortSignal;
}

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong');

/** Runs `work` on every item, at most `concurrency` at once, in the items' order of start. */
export async function runBulk<T>(
  items: readonly T[],
  work: (item: T) => Promise<unknown>,
  { skip, onProgress, concurrency = bulkConcurrency, signal }: BulkOptions<T> = {},
): Promise<BulkResult<T>> {
  const outcomes: ({ ok: true } | { ok: false; reason: string })[] = new Array(items.length);
  let next = 0;
  let finished = 0;
  const settle = (index: number, outcome: (typeof outcomes)[number]) => {
    outcomes[index] = outcome;
    finished += 1;
    onProgress?.(finished, items.length);
  };
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index]!;
      if (signal?.aborted) {
        settle(index, { ok: false, reason: 'Stopped before it was done' });
        continue;
      }
      const skipped = skip?.(item);
      if (skipped) {
        settle(index, { ok: false, reason: skipped });
        continue;
      }
      try {
        await work(item);
        settle(index, { ok: true });
      } catch (error) {
        settle(index, { ok: false, reason: reasonOf(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  const result: BulkResult<T> = { done: [], failed: [] };
  items.forEach((item, index) => {
    const outcome = outcomes[index]!;
    if (outcome.ok) result.done.push(item);
    else result.failed.push({ item, reason: outcome.reason });
  });
  return result;
}

/** "3 contacts", "1 contact". */
export const contactCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'contact' : 'contacts'}`;

/** The admin's Users screen counts users (its rows are agents and admins too, not only contacts). */
export const userCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'user' : 'users'}`;

/** How a list's selection is counted: an agent's contacts, or an admin's users. */
export const selectionCount = (scope: 'admin' | 'agent') => (scope === 'admin' ? userCount : contactCount);
