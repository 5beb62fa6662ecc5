import { afterEach, vi } from 'vitest';

/**
 * The projects that share one module graph per worker (vitest.config.ts) undo, after each test,
 * a spy, a stubbed global or an environment variable the test left: so none of them is still
 * there while the next file loads its modules and runs its `beforeAll`. The projects' own
 * `restoreMocks`, `unstubGlobals` and `unstubEnvs` run before each test (vitest 4).
 */
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
