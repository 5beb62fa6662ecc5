import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webProject = 'test/web/vitest.config.ts';
const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };
/** Handlers log JSON per request; tests keep them quiet unless something breaks. */
const env = {
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  // Metrics are recorded (tests spy on them) but not written: Lambda's log is where EMF belongs.
  POWERTOOLS_METRICS_DISABLED: 'true',
  AWS_REGION: 'ca-central-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest keeps one core for itself (cores - 1 workers): on the 2-core CI machine that is one
    // worker, with a core idle while files load. Two workers there take the suite from 7.7 to 5 min.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/shared/**/*.test.ts', 'test/functions/**/*.test.ts', 'test/infra/**/*.test.ts'],
          exclude: ['**/*.int.test.ts'],
          // Some unit tests do real work (a seed, a search index, a model): 5 s is not enough
          // on a busy machine. The bound is there so a hang fails, not to time the work.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/**/*.int.test.ts'],
          globalSetup: ['test/support/global-emulators.ts'],
          // Each step talks to the stand-ins, which share the machine's cores with everything else.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env: { ...env, AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' },
        },
      },
      ...(existsSync(webProject) ? [webProject] : []),
    ],
  },
});
