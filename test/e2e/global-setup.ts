import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { LocalInfo } from '../../infra/local/local-info';
import { findFreePort } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';

/**
 * The one local stack of a browser-test run: the built front end (what CloudFront serves),
 * a small seed, a temporary data folder and free ports, never the 5173 of a running
 * `npm start`. It runs in this process; the tests reach it over HTTP only.
 */
export interface E2eStack {
  siteUrl: string;
  mailEndpoint: string;
  demoAccounts: LocalInfo['demoAccounts'];
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eStack: E2eStack;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'web/dist/index.html');
const e2eSeedSize = 200;

function newestChange(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** Builds web/dist when it is missing or older than the sources it is built from. */
async function ensureBuiltFrontEnd(): Promise<void> {
  const built = statSync(dist, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'shared'].map((path) =>
    newestChange(join(root, path)),
  );
  if (built > Math.max(...sources)) return;
  console.info('Building the front end for the browser tests…');
  const { build } = await import('vite');
  await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'warn' });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureBuiltFrontEnd();
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';

  const dataDir = mkdtempSync(join(tmpdir(), 'gta-e2e-'));
  const port = () => findFreePort();
  const stack = await startLocalStack({
    root,
    config: {
      dataDir,
      ports: {
        web: await port(),
        api: await port(),
        dynamodb: await port(),
        s3: await port(),
        cognito: await port(),
        ses: await port(),
      },
      seedSize: e2eSeedSize,
      staticWeb: true,
      region: 'ca-central-1',
      ...(process.env.NOW && { now: process.env.NOW }),
    },
  });
  project.provide('e2eStack', {
    siteUrl: stack.info.siteUrl,
    mailEndpoint: stack.info.mailEndpoint,
    demoAccounts: stack.info.demoAccounts,
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
