import { createLogger } from './logger';

/**
 * A value a Lambda instance loads on first use and keeps between requests, brought up to date
 * by `check` (the search index, the valuation engine, the users list). One check runs at a
 * time. A failed check keeps the value the instance has (and logs); without one, the call fails.
 */
export interface RefreshingOptions<T> {
  /** What the log calls it. */
  name: string;
  /**
   * Reads what is current and answers the value to keep: `current` itself when nothing changed,
   * a new value, or undefined while there is none yet (before a job's first run).
   */
  check: (current: T | undefined) => Promise<T | undefined>;
  /**
   * How fresh a call's answer must be:
   * - `{ everyMs, emptyEveryMs }`: a call checks when the last check is older than `everyMs`
   *   (`emptyEveryMs` while there is no value, or `isEmpty` says it is empty); calls during a
   *   check share it;
   * - `'read after call'`: every call waits for a check that began after it, so it sees every
   *   write made before it; calls during a check share the one that starts when it ends.
   */
  freshness: { everyMs: number; emptyEveryMs: number } | 'read after call';
  isEmpty?: (value: T) => boolean;
}

export interface Refreshing<T> {
  get(): Promise<T | undefined>;
  /** For tests that change what `check` reads behind the instance's back. */
  forget(): void;
}

export function refreshing<T>(options: RefreshingOptions<T>): Refreshing<T> {
  const logger = createLogger(options.name);
  let current: T | undefined;
  let checkedAt = 0;
  let running: Promise<T | undefined> | undefined;
  let queued: Promise<T | undefined> | undefined;

  const empty = () => current === undefined || (options.isEmpty?.(current) ?? false);

  function start(): Promise<T | undefined> {
    const had = current;
    running = options
      .check(had)
      .then((value) => {
        current = value;
        checkedAt = Date.now();
        return value;
      })
      .catch((error: unknown) => {
        // Without a value the call fails, and the next call checks again at once.
        if (current === undefined) throw error;
        logger.error(`${options.name} refresh failed`, error as Error);
        checkedAt = Date.now();
        return current;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function get(): Promise<T | undefined> {
    const { freshness } = options;
    if (freshness === 'read after call') {
      if (!running) return start();
      queued ??= running
        .catch(() => undefined)
        .then(() => {
          queued = undefined;
          return get();
        });
      return queued;
    }
    const due = checkedAt === 0 || Date.now() - checkedAt > (empty() ? freshness.emptyEveryMs : freshness.everyMs);
    if (!due) return Promise.resolve(current);
    return running ?? start();
  }

  return {
    get,
    forget() {
      current = undefined;
      checkedAt = 0;
    },
  };
}
