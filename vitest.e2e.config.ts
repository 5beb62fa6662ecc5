import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };

/**
 * Browser tests (`npm run test:e2e`): one local stack for the whole run, started by the global
 * setup with the built front end on its own ports and data, and one test file at a time
 * against it (DESIGN "Controls").
 */
export default defineConfig({
  resolve: { alias },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // The files share their modules (playwright-core is loaded once, not per file): a helper
    // module keeps no state, and a file closes the browser it launched in its afterAll.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
