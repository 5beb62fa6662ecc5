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
  /**
   * `vmThreads` gives each file a fresh VM context in a long-lived worker instead of a fresh
   * worker: the jsdom package loads once per worker and the packages' files are read once (their
   * modules still run in each file's context). The 28 files of `web-isolated` took 81 s (151
   * CPU-seconds) on this 2-core machine in forks, 43 s (76) so. The contexts share the worker's
   * `process`, so the environment a file found is put back after it.
   */
  pool?: 'vmThreads';
}) {
  return defineProject({
    root: here,
    // Not under test/web/node_modules, where the root would put it.
    cacheDir: `${repoRoot}node_modules/.vite/web-tests`,
    plugins: [react()],
    resolve: { alias: { '@shared': `${repoRoot}shared` } },
    test: {
      environment: 'jsdom',
      // In a VM context, recharts' CommonJS build requires @reduxjs/toolkit, which Node resolves
      // to its ES module ("module-sync"), and the VM's require cannot run that: bundled ahead
      // by Vite (into cacheDir, which must stay under node_modules to find React), recharts
      // loads as one ES module; React and react-dom stay the app's single copies. The shared
      // project loads it faster unbundled.
      ...(test.pool === 'vmThreads' && {
        deps: { optimizer: { client: { enabled: true, include: ['recharts'], exclude: ['react', 'react-dom'] } } },
      }),
      include: ['**/*.test.{ts,tsx}'],
      // Room for findBy's 10 s wait (setup.ts) on a busy machine.
      testTimeout: 30_000,
      ...test,
      setupFiles: [
        ...(test.setupFiles ?? []),
        ...(test.pool === 'vmThreads' ? [`${here}keep-process-environment.ts`] : []),
        `${here}setup.ts`,
      ],
    },
  });
}

export default webProjectConfig({ name: 'web' });
