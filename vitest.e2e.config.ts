import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };

/**
 * Browser tests (`npm run test:e2e`): two workers, each with a local stack of its own for the
 * whole run (the global setup starts them, with the built front end, on their own ports and
 * data), and one test file at a time against each (DESIGN "Controls" names one stack: one per
 * worker keeps its point, no file meets another's changes). A worker waits on its browser much
 * of the time; on this 2-core machine the two took the run from 528 to 471 s.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The files share their modules (playwright-core is loaded once, not per file): a helper
    // module keeps no state, and a file closes the browser it launched in its afterAll.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
