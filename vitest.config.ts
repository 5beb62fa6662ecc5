import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { webProjectConfig } from './test/web/vitest.config';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@shared': join(root, 'shared') };
/** Handlers log JSON per request; tests keep them quiet unless something breaks. */
const env = {
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  // Metrics are recorded (tests spy on them) but not written: Lambda's log is where EMF belongs.
  POWERTOOLS_METRICS_DISABLED: 'true',
  AWS_REGION: 'ca-central-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

/**
 * What a test file does that another file sharing its module graph would see: a module mocked
 * or reloaded, the environment or a global changed, fake timers. Such files run isolated; the
 * other unit and web tests share one module graph (and one jsdom) per worker (`isolate: false`),
 * which spares each file loading the same modules again. On this 2-core machine the unit tests
 * took 276 s isolated and 118 s so; 51 of the web files 133 s and 28 s.
 */
const changesSharedState = new RegExp(
  [
    String.raw`\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules|useFakeTimers)\(`,
    String.raw`process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)`,
    String.raw`Object\.assign\(process\.env|delete process\.env`,
    String.raw`Object\.defineProperty\((window|globalThis|navigator|document)\b`,
    String.raw`\b(window|globalThis|navigator|document)(\.\w+)+\s*=(?!=)`,
    String.raw`spyOn\((window|globalThis|navigator|document|console)\b`,
  ].join('|'),
);

/**
 * The safety net of the projects that share one module graph per worker: a spy, a stubbed
 * global or environment variable a file forgot to undo is undone anyway, so it cannot reach the
 * next file (the regex above reads only the test file, not its helpers). The options undo them
 * before each test (vitest 4), the setup file after each one, before the next file loads. A spy
 * or stub set in a `beforeAll` or at a file's top level is undone before its first test: such a
 * file must be isolated.
 */
const undoEachTest = {
  restoreMocks: true,
  unstubGlobals: true,
  unstubEnvs: true,
  setupFiles: [join(root, 'test/support/undo-after-each-test.ts')],
};

/** The files under `folder` whose paths (from `folder`) pass `keep`, as paths from the repository's root. */
function testFilesUnder(folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => keep(file) && !file.includes('node_modules'))
    .map((file) => join(folder, file));
}

const isIntegrationFile = (file: string) => file.endsWith('.int.test.ts');
const isUnitOrWebTestFile = (file: string) => /\.test\.tsx?$/.test(file) && !isIntegrationFile(file);

/** The files whose own source matches `pattern`. */
const matching = (pattern: RegExp, files: string[]) =>
  files.filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')));

/**
 * What an integration file does that a per-file reset cannot undo for the files after it: a
 * module mocked or reloaded, a client class patched (aws-sdk-client-mock), fake timers or a
 * stubbed global while the stand-ins answer. Such files run isolated. The others share one
 * module graph per worker, and `integration-file-reset.ts` gives each the environment and the
 * caches a cold start would. On this 2-core machine the integration tests took 378 s isolated
 * and 265 s so (their loading alone 163 s and 13 s).
 */
const patchesModules = /\bvi\.(mock|doMock|unmock|resetModules|useFakeTimers|stubGlobal)\(|\bmockClient\(/;
const isolatedIntegrationFiles = matching(patchesModules, testFilesUnder('test', isIntegrationFile));

const unitFolders = ['test/shared', 'test/functions', 'test/infra'];
const isolatedUnitFiles = matching(
  changesSharedState,
  unitFolders.flatMap((folder) => testFilesUnder(folder, isUnitOrWebTestFile)),
);
/** Relative to the web project's root, test/web. */
const isolatedWebFiles = matching(changesSharedState, testFilesUnder('test/web', isUnitOrWebTestFile)).map((file) =>
  file.slice('test/web/'.length),
);

const unitTest = {
  environment: 'node',
  // The test apps' synth output, removed after the run (the infra tests are unit tests).
  globalSetup: [join(root, 'test/support/cdk-out-folder.ts')] as string[],
  // Some unit tests do real work (a seed, a search index, a model): 5 s is not enough
  // on a busy machine. The bound is there so a hang fails, not to time the work.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  env,
} as const;

const integrationTest = {
  environment: 'node' as const,
  // One set of stand-ins for both integration projects (global-emulators.ts shares them).
  globalSetup: [join(root, 'test/support/global-emulators.ts')],
  // Each step talks to the stand-ins, which share the machine's cores with everything else.
  testTimeout: 60_000,
  hookTimeout: 120_000,
  env: { ...env, AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' },
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
          ...unitTest,
          name: 'unit',
          include: unitFolders.map((folder) => `${folder}/**/*.test.ts`),
          exclude: ['**/*.int.test.ts', ...isolatedUnitFiles],
          isolate: false,
          ...undoEachTest,
        },
      },
      {
        resolve: { alias },
        test: { ...unitTest, name: 'unit-isolated', include: isolatedUnitFiles },
      },
      {
        resolve: { alias },
        test: {
          ...integrationTest,
          name: 'integration',
          include: ['test/**/*.int.test.ts'],
          exclude: isolatedIntegrationFiles,
          isolate: false,
          setupFiles: [join(root, 'test/support/integration-file-reset.ts')],
        },
      },
      {
        resolve: { alias },
        test: { ...integrationTest, name: 'integration-isolated', include: isolatedIntegrationFiles },
      },
      webProjectConfig({ name: 'web', exclude: isolatedWebFiles, isolate: false, ...undoEachTest }),
      webProjectConfig({ name: 'web-isolated', include: isolatedWebFiles, pool: 'vmThreads' }),
    ],
  },
});
