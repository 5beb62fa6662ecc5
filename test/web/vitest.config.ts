import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The web tests: jsdom, React, the `@shared` alias. The root vitest.config.ts makes two
 * projects of it (`web`, sharing one module graph and one jsdom per worker, and `web-isolated`
 * for the files that mock modules or change globals); this file alone runs them all isolated.
 * A project's root is this folder, so paths are relative to it or absolute.
 */
export function webProjectConfig(test: {
  name: string;
  include?: string[];
  exclude?: string[];
  isolate?: boolean;
  restoreMocks?: boolean;
  unstubGlobals?: boolean;
  unstubEnvs?: boolean;
  /**
   * Loaded before this folder's setup.ts, so their `afterEach` hooks run after its own (vitest
   * runs them in reverse): React's cleanup unmounts before a spy is undone.
   */
  setupFiles?: string[];
}) {
  return defineProject({
    root: here,
    // Not under test/web/node_modules, where the root would put it.
    cacheDir: `${repoRoot}node_modules/.vite/web-tests`,
    plugins: [react()],
    resolve: { alias: { '@shared': `${repoRoot}shared` } },
    test: {
      environment: 'jsdom',
      include: ['**/*.test.{ts,tsx}'],
      // Room for findBy's 10 s wait (setup.ts) on a busy machine.
      testTimeout: 30_000,
      ...test,
      setupFiles: [...(test.setupFiles ?? []), `${here}setup.ts`],
    },
  });
}

export default webProjectConfig({ name: 'web' });
