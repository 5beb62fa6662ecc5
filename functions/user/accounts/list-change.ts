/**
 * When a profile or an invitation changed, as the user list's change feed orders it (GSI3,
 * keys.ts `listed`). Real time, not the injected clock: a clock pinned by `NOW` would give
 * every write the same stamp and the read model could never tell what is new. Tests may
 * replace it.
 */
let now = () => new Date();

export function listChangeStamp(): string {
  return now().toISOString();
}

/** For tests: a fixed or stepping clock for the change feed. */
export function setListChangeClock(clock: (() => Date) | undefined): void {
  now = clock ?? (() => new Date());
}
