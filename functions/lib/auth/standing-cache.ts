import type { AccountStanding, ReadStanding } from './standing';

/**
 * A user's standing as the middleware asks for it: remembered, or, with `fresh`, read now (and
 * remembered from now on). A write asks for it fresh: a deleted or archived user's token must
 * not write in the minute an instance still remembers them as active, after the delete job has
 * swept what was theirs.
 */
export type StandingOf = (userId: string, options?: { fresh?: boolean }) => Promise<AccountStanding | undefined>;

/** How long a Lambda instance may go on trusting a profile it read (issue 11: at most a minute). */
export const standingMaxAgeMs = 60_000;
/** Enough for every user a busy instance sees in a minute; the oldest entries go first. */
const maxEntries = 10_000;

interface Entry {
  readAt: number;
  standing: Promise<AccountStanding | undefined>;
}

/**
 * Remembers each user's standing for less than `maxAgeMs` of this instance's monotonic time
 * (not the injected clock: a `NOW` pinned for a local run must not freeze it), so a user
 * costs one read a minute per instance. Calls that arrive while a read is under way share it;
 * a failed read is forgotten at once. A `fresh` call reads again whatever is remembered.
 */
export function cachedStandings(
  read: ReadStanding,
  options: { maxAgeMs?: number; now?: () => number } = {},
): StandingOf {
  const maxAgeMs = options.maxAgeMs ?? standingMaxAgeMs;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();

  return (userId, { fresh = false } = {}) => {
    const time = now();
    const cached = entries.get(userId);
    const age = cached ? time - cached.readAt : Infinity;
    if (!fresh && cached && age >= 0 && age < maxAgeMs) return cached.standing;

    entries.delete(userId);
    const standing = read(userId);
    entries.set(userId, { readAt: time, standing });
    standing.catch(() => {
      if (entries.get(userId)?.standing === standing) entries.delete(userId);
    });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return standing;
  };
}
